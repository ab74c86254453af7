import type { PostgrestError } from '@supabase/supabase-js';
import type { Tables } from '@/lib/database.types';
import type { AppSupabaseClient } from '@/lib/supabase';

/** The spec's four export types (spec 3, sections 3 and 9). */
export type ExportType = 'profile' | 'projects' | 'ai-generations' | 'complete';

export interface ExportChoice {
  type: ExportType;
  label: string;
  description: string;
}

export const EXPORT_CHOICES: readonly ExportChoice[] = [
  {
    type: 'profile',
    label: 'Profile Data',
    description: 'Your name, email, company, phone, bio and photo.',
  },
  {
    type: 'projects',
    label: 'Projects (workspaces)',
    description: 'The workspaces you belong to, your role in each and who else is in them.',
  },
  {
    type: 'ai-generations',
    label: 'AI Generations',
    description: 'Your videos and voice-overs: scripts, settings, results and the credits they used.',
  },
  {
    type: 'complete',
    label: 'Complete Export',
    description: 'Everything above, plus your credit balance, every credit transaction and your plans.',
  },
];

/** The spec's export progress: 10% every 200 ms, then the file. */
export const EXPORT_STEP_PERCENT = 10;
export const EXPORT_STEP_MS = 200;

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

/** The downloaded file (spec 3, section 3): profile, exportDate, exportType, then the data. */
export interface ExportFile {
  profile: ProfileRow;
  exportDate: string;
  exportType: ExportType;
  workspaces?: ExportedWorkspace[];
  videos?: Tables<'videos'>[];
  creditUsage?: Tables<'credit_ledger'>[];
  credits?: {
    balance: Tables<'credit_balances'> | null;
    transactions: Tables<'credit_ledger'>[];
  };
  subscriptions?: Tables<'subscriptions'>[];
}

/** `creator-os-profile-export-2026-11-23.json`: the type and the user's local date. */
export function exportFileName(type: ExportType, date: Date): string {
  const day = [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');
  return `creator-os-${type}-export-${day}.json`;
}

function rows<T>({ data, error }: { data: T[] | null; error: PostgrestError | null }): T[] {
  if (error) throw error;
  return data ?? [];
}

async function readProfile(client: AppSupabaseClient): Promise<ProfileRow> {
  const { data, error } = await client.from('profiles').select('*').maybeSingle();
  if (error) throw error;
  if (!data) throw new Error('Sign in to export your data');
  return data;
}

async function readWorkspaces(client: AppSupabaseClient, userId: string): Promise<ExportedWorkspace[]> {
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

const readVideos = async (client: AppSupabaseClient) =>
  rows(await client.from('videos').select('*').order('created_at', { ascending: false }));

const readLedger = async (client: AppSupabaseClient, types?: string[]) => {
  const query = client.from('credit_ledger').select('*');
  return rows(
    await (types ? query.in('transaction_type', types) : query).order('created_at', { ascending: false }),
  );
};

/**
 * The signed-in user's own data for an export, read through row level security (so it can only
 * ever be theirs): the profile always; then the workspaces, the AI generations (videos and the
 * credit usage of videos and voice-overs), or all of it with the credits and plans.
 */
export async function buildExport(
  client: AppSupabaseClient,
  type: ExportType,
  now: Date = new Date(),
): Promise<ExportFile> {
  const profile = await readProfile(client);
  const file: ExportFile = { profile, exportDate: now.toISOString(), exportType: type };
  const everything = type === 'complete';
  if (type === 'projects' || everything) file.workspaces = await readWorkspaces(client, profile.id);
  if (type === 'ai-generations' || everything) {
    file.videos = await readVideos(client);
    file.creditUsage = await readLedger(client, ['usage', 'refund']);
  }
  if (everything) {
    const balance = await client.from('credit_balances').select('*').maybeSingle();
    if (balance.error) throw balance.error;
    file.credits = { balance: balance.data, transactions: await readLedger(client) };
    file.subscriptions = rows(
      await client.from('subscriptions').select('*').order('created_at', { ascending: false }),
    );
  }
  return file;
}
