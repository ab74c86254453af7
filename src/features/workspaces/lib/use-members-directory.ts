import { useCallback, useEffect, useState } from 'react';
import { canManageMembers } from '@/lib/schemas/workspace';
import type { AppSupabaseClient } from '@/lib/supabase';
import {
  listMembers,
  listWorkspaceInvitations,
  type PendingInvitation,
  type WorkspaceMember,
} from '@/lib/workspaces/workspace-members-api';
import { memberErrorMessage } from './member-errors';

export type MembersDirectory =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; members: WorkspaceMember[]; invitations: PendingInvitation[] };

/** The members, and for owners and admins the pending invitations; failures come back as a value. */
async function fetchDirectory(
  client: AppSupabaseClient,
  workspaceId: string,
  userId: string | null,
): Promise<MembersDirectory> {
  try {
    const members = await listMembers(client, workspaceId);
    const mine = members.find((m) => m.user_id === userId);
    const invitations = canManageMembers(mine?.role)
      ? await listWorkspaceInvitations(client, workspaceId)
      : [];
    return { status: 'ready', members, invitations };
  } catch (error) {
    return { status: 'error', message: memberErrorMessage(error) };
  }
}

/** Loads a workspace's directory once, and again on `reload()`; `update` edits it in place. */
export function useMembersDirectory(client: AppSupabaseClient, workspaceId: string, userId: string | null) {
  const [directory, setDirectory] = useState<MembersDirectory>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    fetchDirectory(client, workspaceId, userId).then((result) => {
      if (active) setDirectory(result);
    });
    return () => {
      active = false;
    };
  }, [client, workspaceId, userId]);

  /** Fetches again; `showLoading` puts the loading state up meanwhile (a retry after a failure). */
  const reload = useCallback(
    async (showLoading = false) => {
      if (showLoading) setDirectory({ status: 'loading' });
      setDirectory(await fetchDirectory(client, workspaceId, userId));
    },
    [client, workspaceId, userId],
  );

  const update = useCallback(
    (
      change: (
        members: WorkspaceMember[],
        invitations: PendingInvitation[],
      ) => Partial<{
        members: WorkspaceMember[];
        invitations: PendingInvitation[];
      }>,
    ) => {
      setDirectory((current) =>
        current.status === 'ready'
          ? { ...current, ...change(current.members, current.invitations) }
          : current,
      );
    },
    [],
  );

  return { directory, reload, update };
}
