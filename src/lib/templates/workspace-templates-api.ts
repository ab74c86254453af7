import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '../database.types';
import { TEMPLATE_LIMITS, type WorkspaceTemplateInput } from '../schemas/template-file';
import type { ScriptSection } from './script-sections';

type Client = SupabaseClient<Database>;

/** A workspace's own template, its sections as the database checked them. */
export type WorkspaceTemplate = Omit<Tables<'workspace_templates'>, 'sections'> & {
  sections: ScriptSection[];
};

const COLUMNS = 'id, workspace_id, author_id, name, category, description, sections, created_at, updated_at';

export const VIEWER_REFUSAL = "Viewers can't change templates in this workspace";
export const NOT_YOURS_REFUSAL = 'Only its author, an admin or the owner can change this template';

const nameTaken = (name: string) => `A template named “${name.trim()}” already exists in this workspace`;

/** The database's check constraints (20261124000700), as the bound each one keeps. */
const CHECK_MESSAGES: Record<string, string> = {
  workspace_templates_name_check: `A template's name must be 1 to ${TEMPLATE_LIMITS.name} characters`,
  workspace_templates_category_check: `A template's category must be 1 to ${TEMPLATE_LIMITS.category} characters`,
  workspace_templates_description_check: `A template's description must be at most ${TEMPLATE_LIMITS.description} characters`,
  workspace_templates_sections_are_valid: `A template needs 1 to ${TEMPLATE_LIMITS.sections} sections, each title 1 to ${TEMPLATE_LIMITS.sectionTitle} characters and each body at most ${TEMPLATE_LIMITS.sectionBody.toLocaleString('en-US')} characters`,
};

/**
 * A refusal in words a person can act on; never the database's own text. `name` is the
 * template being written, for a duplicate name (an import names none: several are written).
 */
export function templateWriteError(error: PostgrestError, name?: string): Error {
  if (error.code === '23505') {
    return new Error(name ? nameTaken(name) : 'A template with this name already exists in this workspace');
  }
  if (error.code === '23514') {
    const constraint = Object.keys(CHECK_MESSAGES).find((key) => error.message.includes(`"${key}"`));
    return new Error(constraint ? CHECK_MESSAGES[constraint] : 'This template is outside the allowed bounds');
  }
  if (error.code === '42501') return new Error(VIEWER_REFUSAL);
  return new Error('The template could not be saved. Please try again.');
}

const sectionRows = (sections: readonly ScriptSection[]) =>
  sections.map(({ title, body }) => ({ title: title.trim(), body }));

const rowFor = (input: WorkspaceTemplateInput) => ({
  name: input.name.trim(),
  category: input.category.trim(),
  description: input.description.trim(),
  sections: sectionRows(input.sections),
});

const asTemplate = (row: Tables<'workspace_templates'>): WorkspaceTemplate => ({
  ...row,
  sections: row.sections as unknown as ScriptSection[],
});

/** The workspace's own templates, newest first (row level security: its members only). */
export async function listWorkspaceTemplates(
  client: Client,
  workspaceId: string,
): Promise<WorkspaceTemplate[]> {
  const { data, error } = await client
    .from('workspace_templates')
    .select(COLUMNS)
    .eq('workspace_id', workspaceId)
    .order('created_at', { ascending: false })
    .order('name', { ascending: true });
  if (error) throw new Error('The workspace templates could not be loaded');
  return data.map(asTemplate);
}

/** Adds a template in the caller's name (the author column defaults to them). */
export async function createWorkspaceTemplate(
  client: Client,
  workspaceId: string,
  input: WorkspaceTemplateInput,
): Promise<WorkspaceTemplate> {
  const { data, error } = await client
    .from('workspace_templates')
    .insert({ workspace_id: workspaceId, ...rowFor(input) })
    .select(COLUMNS)
    .single();
  if (error) throw templateWriteError(error, input.name);
  return asTemplate(data);
}

/** Changes a template; refused (nothing changed) unless the caller is its author, an admin or the owner. */
export async function updateWorkspaceTemplate(
  client: Client,
  id: string,
  changes: Partial<WorkspaceTemplateInput>,
): Promise<WorkspaceTemplate> {
  const patch: Partial<ReturnType<typeof rowFor>> = {};
  if (changes.name !== undefined) patch.name = changes.name.trim();
  if (changes.category !== undefined) patch.category = changes.category.trim();
  if (changes.description !== undefined) patch.description = changes.description.trim();
  if (changes.sections !== undefined) patch.sections = sectionRows(changes.sections);
  const { data, error } = await client.from('workspace_templates').update(patch).eq('id', id).select(COLUMNS);
  if (error) throw templateWriteError(error, changes.name);
  // Row level security hides a row the caller may not change: the update then matches none.
  if (data.length === 0) throw new Error(NOT_YOURS_REFUSAL);
  return asTemplate(data[0]);
}

export async function deleteWorkspaceTemplate(client: Client, id: string): Promise<void> {
  const { data, error } = await client.from('workspace_templates').delete().eq('id', id).select('id');
  if (error) throw templateWriteError(error);
  if (data.length === 0) throw new Error(NOT_YOURS_REFUSAL);
}

/** Adds several templates in one statement: all of them or, on any refusal, none. */
export async function importWorkspaceTemplates(
  client: Client,
  workspaceId: string,
  inputs: readonly WorkspaceTemplateInput[],
): Promise<WorkspaceTemplate[]> {
  if (inputs.length === 0) return [];
  const { data, error } = await client
    .from('workspace_templates')
    .insert(inputs.map((input) => ({ workspace_id: workspaceId, ...rowFor(input) })))
    .select(COLUMNS);
  if (error) throw templateWriteError(error);
  return data.map(asTemplate);
}
