import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { canManageMembers } from '@/lib/schemas/workspace';
import type { AppSupabaseClient } from '@/lib/supabase';
import {
  listMembers,
  listWorkspaceInvitations,
  type PendingInvitation,
  type WorkspaceMember,
} from '@/lib/workspaces/workspace-members-api';
import { workspaceMemberKeys } from '@/lib/workspaces/workspace-queries';
import { memberErrorMessage } from './member-errors';

export type MembersDirectory =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; members: WorkspaceMember[]; invitations: PendingInvitation[] };

interface DirectoryData {
  members: WorkspaceMember[];
  invitations: PendingInvitation[];
}

/** The members, and for owners and admins the pending invitations. */
async function fetchDirectory(
  client: AppSupabaseClient,
  workspaceId: string,
  userId: string | null,
): Promise<DirectoryData> {
  const members = await listMembers(client, workspaceId);
  const mine = members.find((m) => m.user_id === userId);
  const invitations = canManageMembers(mine?.role) ? await listWorkspaceInvitations(client, workspaceId) : [];
  return { members, invitations };
}

/** A workspace's directory as one viewer sees it (what an owner sees differs from a member's). */
export const membersDirectoryQuery = (
  client: AppSupabaseClient,
  workspaceId: string,
  userId: string | null,
) =>
  queryOptions({
    queryKey: workspaceMemberKeys.directory(workspaceId, userId),
    queryFn: () => fetchDirectory(client, workspaceId, userId),
  });

/**
 * A workspace's directory. `update` applies a change the database confirmed to the cached
 * answer; `invalidate` refetches it (after a refusal, so the list shows what is really there).
 */
export function useMembersDirectory(client: AppSupabaseClient, workspaceId: string, userId: string | null) {
  const queryClient = useQueryClient();
  const options = membersDirectoryQuery(client, workspaceId, userId);
  const read = useQuery(options);

  const directory: MembersDirectory = read.isPending
    ? { status: 'loading' }
    : read.isError
      ? { status: 'error', message: memberErrorMessage(read.error) }
      : { status: 'ready', ...read.data };

  return {
    directory,
    retry: () => read.refetch(),
    invalidate: () => queryClient.invalidateQueries({ queryKey: options.queryKey }),
    update(change: (members: WorkspaceMember[], invitations: PendingInvitation[]) => Partial<DirectoryData>) {
      queryClient.setQueryData(options.queryKey, (current) =>
        current ? { ...current, ...change(current.members, current.invitations) } : current,
      );
    },
  };
}
