import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '../database.types';
import type { InvitableRole } from '../schemas/workspace';

type Client = SupabaseClient<Database>;

type MemberListRow = Database['public']['Functions']['list_workspace_members']['Returns'][number];

/**
 * One person in a workspace, as its members see them. The generator types a function's columns as
 * never null; a member without a profile or sign-in email has none (left joins).
 */
export type WorkspaceMember = Omit<MemberListRow, 'email' | 'first_name' | 'last_name'> & {
  email: string | null;
  first_name: string | null;
  last_name: string | null;
};

/** An invitation of a workspace still waiting for an answer, as its owners and admins see it. */
export type PendingInvitation = Pick<Tables<'workspace_invitations'>, 'id' | 'email' | 'created_at'> & {
  role: InvitableRole;
};

/** A member's display name: their profile name, else their email. */
export function memberName(member: Pick<WorkspaceMember, 'first_name' | 'last_name' | 'email'>): string {
  const name = [member.first_name, member.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || member.email || 'Unknown member';
}

/** Everyone in the workspace, owner first; empty when the caller is not a member. */
export async function listMembers(client: Client, workspaceId: string): Promise<WorkspaceMember[]> {
  const { data, error } = await client.rpc('list_workspace_members', { target_workspace: workspaceId });
  if (error) throw error;
  return data ?? [];
}

/**
 * Gives a member another role (owners and admins only). Resolves to false when nothing changed:
 * row level security hides rows the caller may not update instead of raising.
 */
export async function changeMemberRole(
  client: Client,
  workspaceId: string,
  userId: string,
  role: InvitableRole,
): Promise<boolean> {
  const { data, error } = await client
    .from('workspace_members')
    .update({ role })
    .eq('workspace_id', workspaceId)
    .eq('user_id', userId)
    .select('user_id');
  if (error) throw error;
  return data.length > 0;
}

/** Removes someone from the workspace (owners and admins); resolves to false when nothing was removed. */
export async function removeMember(client: Client, workspaceId: string, userId: string): Promise<boolean> {
  const { data, error } = await client
    .from('workspace_members')
    .delete()
    .eq('workspace_id', workspaceId)
    .eq('user_id', userId)
    .select('user_id');
  if (error) throw error;
  return data.length > 0;
}

/** The signed-in user leaves the workspace (the owner cannot). */
export async function leaveWorkspace(client: Client, workspaceId: string, userId: string): Promise<boolean> {
  return removeMember(client, workspaceId, userId);
}

/** The workspace's pending invitations, newest first (owners and admins; others see none). */
export async function listWorkspaceInvitations(
  client: Client,
  workspaceId: string,
): Promise<PendingInvitation[]> {
  const { data, error } = await client
    .from('workspace_invitations')
    .select('id, email, role, created_at')
    .eq('workspace_id', workspaceId)
    .eq('status', 'pending')
    .order('created_at', { ascending: false });
  if (error) throw error;
  // The invitations_never_offer_ownership check keeps 'owner' out of an invitation's role.
  return data as PendingInvitation[];
}

/** Withdraws a pending invitation; resolves to false when there was none the caller may revoke. */
export async function revokeInvitation(client: Client, invitationId: string): Promise<boolean> {
  const { data, error } = await client
    .from('workspace_invitations')
    .update({ status: 'revoked' })
    .eq('id', invitationId)
    .eq('status', 'pending')
    .select('id');
  if (error) throw error;
  return data.length > 0;
}
