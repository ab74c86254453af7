import type { PostgrestError } from '@supabase/supabase-js';
import type { Enums, Tables } from '@/lib/database.types';
import type { AppSupabaseClient } from '@/lib/supabase';

/**
 * The reads behind a data export, each under row level security (so only ever the signed-in
 * user's own rows), each throwing the database's error.
 */

export type ProfileRow = Tables<'profiles'>;

export interface ExportedWorkspace extends Tables<'workspaces'> {
  /** The exporting user's role in it. */
  role: string;
  members: {
    user_id: string;
    email: string | null;
    first_name: string | null;
    last_name: string | null;
    role: string;
    joined_at: string;
  }[];
}

function rows<T>({ data, error }: { data: T[] | null; error: PostgrestError | null }): T[] {
  if (error) throw error;
  return data ?? [];
}

export async function readProfile(client: AppSupabaseClient): Promise<ProfileRow> {
  const { data, error } = await client.from('profiles').select('*').maybeSingle();
  if (error) throw error;
  if (!data) throw new Error('Sign in to export your data');
  return data;
}

/** The workspaces the user belongs to, their role in each and each one's members. */
export async function readWorkspaces(
  client: AppSupabaseClient,
  userId: string,
): Promise<ExportedWorkspace[]> {
  const workspaces = rows(await client.from('workspaces').select('*').order('created_at'));
  const memberships = rows(
    await client.from('workspace_members').select('workspace_id, role').eq('user_id', userId),
  );
  return Promise.all(
    workspaces.map(async (workspace) => ({
      ...workspace,
      role:
        memberships.find((m) => m.workspace_id === workspace.id)?.role ??
        (workspace.owner_id === userId ? 'owner' : 'member'),
      members: rows(await client.rpc('list_workspace_members', { target_workspace: workspace.id })),
    })),
  );
}

/**
 * The videos the user made, newest first. Their teammates' videos in a shared workspace are
 * readable too, but they are not this user's data.
 */
export const readVideos = async (client: AppSupabaseClient, userId: string) =>
  rows(
    await client.from('videos').select('*').eq('user_id', userId).order('created_at', { ascending: false }),
  );

/**
 * What the user made in any workspace, newest first: scripts (with every version they saved),
 * thumbnails, templates and voice-overs (their text and voice; the audio stays in the app).
 */
export async function readAuthoredWork(client: AppSupabaseClient, userId: string) {
  const newestFirst = { ascending: false } as const;
  return {
    scripts: rows(
      await client.from('scripts').select('*').eq('author_id', userId).order('updated_at', newestFirst),
    ),
    scriptVersions: rows(
      await client.from('script_versions').select('*').eq('saved_by', userId).order('saved_at', newestFirst),
    ),
    thumbnails: rows(
      await client.from('thumbnails').select('*').eq('author_id', userId).order('updated_at', newestFirst),
    ),
    templates: rows(
      await client
        .from('workspace_templates')
        .select('*')
        .eq('author_id', userId)
        .order('updated_at', newestFirst),
    ),
    voiceovers: rows(
      await client.from('voiceovers').select('*').eq('author_id', userId).order('created_at', newestFirst),
    ),
    campaigns: rows(
      await client.from('campaigns').select('*').eq('author_id', userId).order('created_at', newestFirst),
    ),
    projects: rows(
      await client.from('projects').select('*').eq('author_id', userId).order('created_at', newestFirst),
    ),
    projectComments: rows(
      await client
        .from('project_comments')
        .select('*')
        .eq('author_id', userId)
        .order('created_at', newestFirst),
    ),
    workflows: rows(
      await client.from('workflows').select('*').eq('author_id', userId).order('created_at', newestFirst),
    ),
    scheduledTasks: rows(
      await client
        .from('scheduled_tasks')
        .select('*')
        .eq('author_id', userId)
        .order('created_at', newestFirst),
    ),
    abTests: rows(
      await client.from('ab_tests').select('*').eq('author_id', userId).order('created_at', newestFirst),
    ),
  };
}

/** The user's credit ledger (only the given transaction types when named), newest first. */
export const readLedger = async (client: AppSupabaseClient, types?: Enums<'credit_transaction_type'>[]) => {
  const query = client.from('credit_ledger').select('*');
  return rows(
    await (types ? query.in('transaction_type', types) : query).order('created_at', { ascending: false }),
  );
};

export async function readCreditBalance(
  client: AppSupabaseClient,
): Promise<Tables<'credit_balances'> | null> {
  const { data, error } = await client.from('credit_balances').select('*').maybeSingle();
  if (error) throw error;
  return data;
}

/** Every subscription the user has had, newest first. */
export const readSubscriptions = async (client: AppSupabaseClient) =>
  rows(await client.from('subscriptions').select('*').order('created_at', { ascending: false }));
