import { queryOptions } from '@tanstack/react-query';
import type { AppSupabaseClient } from '../supabase';
import { listMyInvitations, listWorkspaces } from './workspace-api';
import { listMembers } from './workspace-members-api';

/** Query keys of what a user sees of workspaces; `all(userId)` covers both lists. */
export const workspaceKeys = {
  all: (userId: string) => ['workspaces', userId] as const,
  list: (userId: string) => [...workspaceKeys.all(userId), 'list'] as const,
  invitations: (userId: string) => [...workspaceKeys.all(userId), 'invitations'] as const,
};

/**
 * Query keys of workspace directories (members and pending invitations), one per workspace and
 * viewer. A directory shows each member's profile name, so a profile save invalidates `all()`.
 */
export const workspaceMemberKeys = {
  all: () => ['workspace-members'] as const,
  directory: (workspaceId: string, viewerId: string | null) =>
    [...workspaceMemberKeys.all(), workspaceId, viewerId] as const,
};

export const workspacesQuery = (client: AppSupabaseClient, userId: string) =>
  queryOptions({ queryKey: workspaceKeys.list(userId), queryFn: () => listWorkspaces(client) });

export const invitationsQuery = (client: AppSupabaseClient, userId: string) =>
  queryOptions({ queryKey: workspaceKeys.invitations(userId), queryFn: () => listMyInvitations(client) });

/** Everyone in a workspace, as any of its members sees them (names for authors, say). */
export const workspaceMembersQuery = (client: AppSupabaseClient, workspaceId: string) =>
  queryOptions({
    queryKey: [...workspaceMemberKeys.all(), workspaceId, 'members'] as const,
    queryFn: () => listMembers(client, workspaceId),
  });
