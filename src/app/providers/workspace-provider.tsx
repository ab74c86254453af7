import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { getErrorMessage } from '@/lib/get-error-message';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { createWorkspace, inviteToWorkspace, respondToInvitation } from '@/lib/workspaces/workspace-api';
import { WorkspaceContext, type WorkspaceContextValue } from '@/lib/workspaces/workspace-context';
import { invitationsQuery, workspaceKeys, workspacesQuery } from '@/lib/workspaces/workspace-queries';

const storageKey = (userId: string) => `creator-os:current-workspace:${userId}`;

function rememberedWorkspace(userId: string): string | null {
  try {
    return localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
}

function rememberWorkspace(userId: string, workspaceId: string): void {
  try {
    localStorage.setItem(storageKey(userId), workspaceId);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
}

/**
 * The signed-in user's workspaces and invitations (TanStack Query, keyed by user) and the one
 * piece of client state: which workspace is current (the chosen one, else the remembered one,
 * else the first).
 */
export function WorkspaceProvider({
  children,
  client = supabase,
}: {
  children: ReactNode;
  client?: AppSupabaseClient;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const signedIn = { enabled: userId !== null };
  const workspacesRead = useQuery({ ...workspacesQuery(client, userId ?? ''), ...signedIn });
  const invitationsRead = useQuery({ ...invitationsQuery(client, userId ?? ''), ...signedIn });
  // The choice belongs to the user who made it.
  const [chosen, setChosen] = useState<{ userId: string; workspaceId: string } | null>(null);

  const loading = userId !== null && (workspacesRead.isPending || invitationsRead.isPending);
  const failed = workspacesRead.error ?? invitationsRead.error;
  const workspaceList = workspacesRead.data;
  const invitationList = invitationsRead.data;
  const wanted =
    userId === null ? null : chosen?.userId === userId ? chosen.workspaceId : rememberedWorkspace(userId);
  // A list restored from the last visit (see RestoredQueries) may lack a workspace joined since
  // then. Its first workspace is not shown in the remembered one's place: its screens would show
  // another team's data and take the user's clicks until the database answers. (A flag, not the
  // query's state, so that the answer confirming the list changes no screen.)
  const waitForFreshList =
    wanted !== null &&
    !workspacesRead.isFetchedAfterMount &&
    !(workspaceList ?? []).some((workspace) => workspace.id === wanted);

  const value = useMemo<WorkspaceContextValue>(() => {
    const workspaces = workspaceList ?? [];
    const invitations = invitationList ?? [];
    const currentWorkspace =
      workspaces.find((w) => w.id === wanted) ?? (waitForFreshList ? null : (workspaces[0] ?? null));
    const requireUser = () => {
      if (!userId) throw new Error('Sign in to manage workspaces');
      return userId;
    };
    const choose = (owner: string, workspaceId: string) => {
      rememberWorkspace(owner, workspaceId);
      setChosen({ userId: owner, workspaceId });
    };
    const invalidate = (owner: string) =>
      queryClient.invalidateQueries({ queryKey: workspaceKeys.all(owner) });
    return {
      loading: loading || waitForFreshList,
      error: failed ? getErrorMessage(failed) : null,
      workspaces,
      currentWorkspace,
      invitations,
      selectWorkspace(id) {
        const owner = requireUser();
        if (workspaces.some((w) => w.id === id)) choose(owner, id);
      },
      async createWorkspace(name) {
        const owner = requireUser();
        const created = await createWorkspace(client, owner, name);
        // The database confirmed the row: it is current at once, in the same render as whatever
        // the caller does next (a form reset); the list is then read again in the background.
        queryClient.setQueryData(workspacesQuery(client, owner).queryKey, (list) => [
          ...(list ?? []),
          created,
        ]);
        choose(owner, created.id);
        // invalidateQueries never rejects (a failed read becomes the query's error); not awaited:
        // the list is read again in the background.
        void invalidate(owner);
        return created;
      },
      async inviteMember(input) {
        if (!currentWorkspace) throw new Error('Choose a workspace first');
        await inviteToWorkspace(client, currentWorkspace.id, input);
      },
      async acceptInvitation(id) {
        const owner = requireUser();
        const workspaceId = await respondToInvitation(client, id, true);
        // Read the list first: chosen before it holds the workspace, the first one would stand in.
        await invalidate(owner);
        choose(owner, workspaceId);
      },
      async declineInvitation(id) {
        const owner = requireUser();
        await respondToInvitation(client, id, false);
        await invalidate(owner);
      },
    };
  }, [client, failed, invitationList, loading, queryClient, userId, waitForFreshList, wanted, workspaceList]);

  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}
