import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Enums, Json, Tables } from '../database.types';
import { getErrorMessage } from '../get-error-message';
import { SCRIPT_MESSAGES, ScriptContent } from '../schemas/script';

type Client = SupabaseClient<Database>;

export type ScriptStatus = Enums<'script_status'>;

const SUMMARY_COLUMNS = 'id, workspace_id, title, status, tags, updated_at, author_id, version, compliance';
export type ScriptSummary = Pick<
  Tables<'scripts'>,
  'id' | 'workspace_id' | 'title' | 'status' | 'tags' | 'updated_at' | 'author_id' | 'version' | 'compliance'
>;
export type Script = Tables<'scripts'>;

export const SCRIPT_STATUS_LABELS: Record<ScriptStatus, string> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
};

/** A refusal put in words a person can act on (never the database's own text). */
export class ScriptError extends Error {
  override name = 'ScriptError';
}

interface DatabaseError {
  code?: string;
  message?: string;
}

/** Maps a database refusal to our message; save_script's own checks already speak our words. */
export function scriptErrorMessage(error: unknown): string {
  if (error instanceof ScriptError) return error.message;
  const { code, message = '' } = (typeof error === 'object' && error !== null ? error : {}) as DatabaseError;
  if (code === '42501') {
    // save_script refuses a create with "cannot add scripts": the caller only reads here.
    return /edit/i.test(message) ? SCRIPT_MESSAGES.cannotEdit : SCRIPT_MESSAGES.viewer;
  }
  if (code === 'P0002' || code === 'PGRST116') return SCRIPT_MESSAGES.notFound;
  if (code === '22023' || code === '23514') {
    if (/200,?000|body/i.test(message)) return SCRIPT_MESSAGES.bodyTooLong;
    if (/title/i.test(message) && /most|200/i.test(message)) return SCRIPT_MESSAGES.titleTooLong;
    if (/title/i.test(message)) return SCRIPT_MESSAGES.titleRequired;
    return message || 'This script could not be saved';
  }
  return getErrorMessage(error, 'This script could not be saved');
}

function refused(error: unknown): ScriptError {
  return new ScriptError(scriptErrorMessage(error));
}

/** A network failure (no answer at all), which a later try may get past; refusals are not. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ScriptError) return false;
  const message = getErrorMessage(error, '');
  return error instanceof TypeError || /failed to fetch|network|load failed/i.test(message);
}

/** `%` and `_` are wildcards to the database; a title search takes them literally. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A workspace's scripts, newest first; `search` keeps those whose title contains it. */
export async function listScripts(
  client: Client,
  workspaceId: string,
  { search = '' }: { search?: string } = {},
): Promise<ScriptSummary[]> {
  let query = client.from('scripts').select(SUMMARY_COLUMNS).eq('workspace_id', workspaceId);
  const wanted = search.trim();
  if (wanted) query = query.ilike('title', likePattern(wanted));
  const { data, error } = await query.order('updated_at', { ascending: false });
  if (error) throw refused(error);
  return data;
}

/** One script of `workspaceId`; one elsewhere (or unknown) is "This script could not be opened". */
export async function getScript(client: Client, workspaceId: string, id: string): Promise<Script> {
  const { data, error } = await client
    .from('scripts')
    .select('*')
    .eq('id', id)
    .eq('workspace_id', workspaceId)
    .maybeSingle();
  if (error && error.code !== '22P02') throw refused(error);
  if (!data) throw new ScriptError(SCRIPT_MESSAGES.notFound);
  return data;
}

export interface SaveScriptInput {
  /** null creates a new script. */
  id: string | null;
  workspaceId: string;
  title: string;
  body: string;
  tags?: string[];
  status?: ScriptStatus;
}

/** Creates or saves a script through save_script (an unchanged save writes nothing). */
export async function saveScript(client: Client, input: SaveScriptInput): Promise<Script> {
  const checked = ScriptContent.safeParse({ title: input.title, body: input.body });
  if (!checked.success) throw new ScriptError(checked.error.issues[0]?.message ?? 'Invalid script');
  const { data, error } = await client.rpc('save_script', {
    p_script_id: input.id as string,
    p_workspace_id: input.workspaceId,
    p_title: checked.data.title,
    p_body: checked.data.body,
    p_tags: (input.tags ?? null) as string[],
    p_status: (input.status ?? null) as string,
  });
  if (error) throw refused(error);
  return data as Script;
}

export async function renameScript(
  client: Client,
  script: Pick<Script, 'id' | 'workspace_id' | 'body'>,
  title: string,
): Promise<Script> {
  return saveScript(client, { id: script.id, workspaceId: script.workspace_id, title, body: script.body });
}

/** A copy in the same workspace, authored by the caller, titled "<title> (copy)". */
export async function duplicateScript(client: Client, workspaceId: string, id: string): Promise<Script> {
  const original = await getScript(client, workspaceId, id);
  const title = `${original.title.slice(0, 193)} (copy)`;
  return saveScript(client, { id: null, workspaceId, title, body: original.body, tags: original.tags });
}

/** A script's latest compliance check, as the `scripts.compliance` column keeps it. */
export interface ScriptComplianceRecord {
  score: number;
  status: 'passed' | 'warning' | 'failed';
  issues: {
    ruleId: string;
    type: 'error' | 'warning';
    category: string;
    message: string;
    suggestion: string;
    /** 1-based line of the script. */
    line: number;
  }[];
  rule_set_version: string;
  /** ISO date-time the check ran. */
  checked_at: string;
}

/** Stores a check on the script: only the compliance column changes, so the version stays. */
export async function recordComplianceResult(
  client: Client,
  scriptId: string,
  result: ScriptComplianceRecord,
): Promise<void> {
  const { data, error } = await client
    .from('scripts')
    .update({ compliance: result as unknown as Json })
    .eq('id', scriptId)
    .select('id');
  if (error) throw refused(error);
  // Row level security hides a refused update as "nothing updated".
  if (data.length === 0) throw new ScriptError(SCRIPT_MESSAGES.cannotEdit);
}

export async function deleteScript(client: Client, id: string): Promise<void> {
  const { data, error } = await client.from('scripts').delete().eq('id', id).select('id');
  if (error) throw refused(error);
  // Row level security hides a refused delete as "nothing deleted".
  if (data.length === 0) throw new ScriptError("You can't delete this script");
}
