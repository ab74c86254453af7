import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '../database.types';
import type { InviteMemberInput } from '../schemas/workspace';

type Client = SupabaseClient<Database>;

const WORKSPACE_COLUMNS = 'id, name, slug, owner_id, created_at, personal';

export type Workspace = Pick<
  Tables<'workspaces'>,
  'id' | 'name' | 'slug' | 'owner_id' | 'created_at' | 'personal'
>;

type InvitationListRow = Database['public']['Functions']['list_my_workspace_invitations']['Returns'][number];

/** The generator types a function's columns as never null; the inviter may be gone (left join). */
export type WorkspaceInvitation = Omit<InvitationListRow, 'invited_by_email'> & {
  invited_by_email: string | null;
};

/** A URL-safe slug from the name, with a random suffix so two teams can share a name. */
export function slugFor(name: string, random: () => number = Math.random): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  const suffix = Math.floor(random() * 36 ** 6)
    .toString(36)
    .padStart(6, '0');
  return base ? `${base}-${suffix}` : `workspace-${suffix}`;
}

/** The workspaces the user owns or belongs to, oldest first (row level security decides which). */
export async function listWorkspaces(client: Client): Promise<Workspace[]> {
  const { data, error } = await client
    .from('workspaces')
    .select(WORKSPACE_COLUMNS)
    .order('created_at', { ascending: true });
  if (error) throw error;
  return data;
}

export async function createWorkspace(client: Client, ownerId: string, name: string): Promise<Workspace> {
  const { data, error } = await client
    .from('workspaces')
    .insert({ name: name.trim(), slug: slugFor(name), owner_id: ownerId })
    .select(WORKSPACE_COLUMNS)
    .single();
  if (error) throw error;
  return data;
}

export async function inviteToWorkspace(
  client: Client,
  workspaceId: string,
  input: InviteMemberInput,
): Promise<void> {
  const { error } = await client
    .from('workspace_invitations')
    .insert({ workspace_id: workspaceId, email: input.email.trim().toLowerCase(), role: input.role });
  if (error) throw error;
}

export async function listMyInvitations(client: Client): Promise<WorkspaceInvitation[]> {
  const { data, error } = await client.rpc('list_my_workspace_invitations');
  if (error) throw error;
  return data ?? [];
}

/** Accepts or declines; resolves to the invitation's workspace id. */
export async function respondToInvitation(
  client: Client,
  invitationId: string,
  accept: boolean,
): Promise<string> {
  const { data, error } = await client.rpc('respond_to_workspace_invitation', {
    invitation_id: invitationId,
    accept,
  });
  if (error) throw error;
  return data as string;
}
