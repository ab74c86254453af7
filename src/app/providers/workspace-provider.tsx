import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { getErrorMessage } from '@/lib/get-error-message';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import {
  createWorkspace,
  inviteToWorkspace,
  listMyInvitations,
  listWorkspaces,
  respondToInvitation,
  type Workspace,
  type WorkspaceInvitation,
} from '@/lib/workspaces/workspace-api';
import { WorkspaceContext, type WorkspaceContextValue } from '@/lib/workspaces/workspace-context';

interface Loaded {
  userId: string;
  workspaces: Workspace[];
  invitations: WorkspaceInvitation[];
  currentId: string | null;
  error: string | null;
}

interface Fetched {
  workspaces: Workspace[];
  invitations: WorkspaceInvitation[];
}

/** Both lists at once; a failure comes back as a value so the provider can show it. */
async function fetchWorkspaceData(client: AppSupabaseClient): Promise<Fetched | { error: unknown }> {
  try {
    const [workspaces, invitations] = await Promise.all([listWorkspaces(client), listMyInvitations(client)]);
    return { workspaces, invitations };
  } catch (error) {
    return { error };
  }
}

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
 * Loads the signed-in user's workspaces and invitations, keeps one current (the remembered one,
 * else the first), and clears everything on sign-out.
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
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // What was loaded for another user (or before sign-out) is never shown.
  const state = loaded && loaded.userId === userId ? loaded : null;
  const loading = userId !== null && state === null;

  const apply = useCallback((owner: string, result: Fetched | { error: unknown }, preferredId?: string) => {
    if ('error' in result) {
      setLoaded({
        userId: owner,
        workspaces: [],
        invitations: [],
        currentId: null,
        error: getErrorMessage(result.error),
      });
      return;
    }
    setLoaded((previous) => {
      const wanted =
        preferredId ?? (previous?.userId === owner ? previous.currentId : null) ?? rememberedWorkspace(owner);
      const chosen = result.workspaces.find((w) => w.id === wanted) ?? result.workspaces[0] ?? null;
      if (chosen) rememberWorkspace(owner, chosen.id);
      return { userId: owner, ...result, currentId: chosen?.id ?? null, error: null };
    });
  }, []);

  const load = useCallback(
    async (preferredId?: string) => {
      if (!userId) return;
      apply(userId, await fetchWorkspaceData(client), preferredId);
    },
    [apply, client, userId],
  );

  useEffect(() => {
    if (!userId) return;
    let active = true;
    fetchWorkspaceData(client).then((result) => {
      if (active) apply(userId, result);
    });
    return () => {
      active = false;
    };
  }, [apply, client, userId]);

  const value = useMemo<WorkspaceContextValue>(() => {
    const workspaces = state?.workspaces ?? [];
    const invitations = state?.invitations ?? [];
    const currentWorkspace = workspaces.find((w) => w.id === state?.currentId) ?? null;
    const requireUser = () => {
      if (!userId) throw new Error('Sign in to manage workspaces');
      return userId;
    };
    return {
      loading,
      error: state?.error ?? null,
      workspaces,
      currentWorkspace,
      invitations,
      selectWorkspace(id) {
        const owner = requireUser();
        if (!workspaces.some((w) => w.id === id)) return;
        rememberWorkspace(owner, id);
        setLoaded((previous) => (previous ? { ...previous, currentId: id } : previous));
      },
      async createWorkspace(name) {
        const created = await createWorkspace(client, requireUser(), name);
        await load(created.id);
        return created;
      },
      async inviteMember(input) {
        if (!currentWorkspace) throw new Error('Choose a workspace first');
        await inviteToWorkspace(client, currentWorkspace.id, input);
      },
      async acceptInvitation(id) {
        const workspaceId = await respondToInvitation(client, id, true);
        await load(workspaceId);
      },
      async declineInvitation(id) {
        await respondToInvitation(client, id, false);
        await load();
      },
      refresh: () => load(),
    };
  }, [client, load, loading, state, userId]);

  return <WorkspaceContext.Provider value={value}>{children}</WorkspaceContext.Provider>;
}
