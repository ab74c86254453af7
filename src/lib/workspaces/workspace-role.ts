import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkspaceRole } from '../schemas/workspace';
import type { AppSupabaseClient } from '../supabase';
import { fetchWorkspaceRole } from './workspace-role-api';

/** The caller's role per workspace: under the workspace's own key, so a role change there refreshes it. */
export const workspaceRoleKey = (workspaceId: string) => ['workspace-role', workspaceId] as const;

export const workspaceRoleQuery = (client: AppSupabaseClient, workspaceId: string) =>
  queryOptions({
    queryKey: workspaceRoleKey(workspaceId),
    queryFn: () => fetchWorkspaceRole(client, workspaceId),
  });

/** Roles that create and edit a workspace's items (a viewer only reads). */
export function canEditIn(role: WorkspaceRole | null | undefined): boolean {
  return role === 'owner' || role === 'admin' || role === 'member';
}

/**
 * The caller's role in `workspaceId` (null while loading, without a workspace, or when they are
 * not in it) and whether it lets them create and edit.
 */
export function useWorkspaceRole(client: AppSupabaseClient, workspaceId: string | null) {
  const read = useQuery({ ...workspaceRoleQuery(client, workspaceId ?? ''), enabled: workspaceId !== null });
  const role = workspaceId === null ? null : (read.data ?? null);
  return { role, loading: workspaceId !== null && read.isPending, canEdit: canEditIn(role) };
}
