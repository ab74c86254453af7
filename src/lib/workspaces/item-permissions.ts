import type { WorkspaceRole } from '../schemas/workspace';

/**
 * Whether the caller may rename, change or delete an item of the workspace: owners and admins
 * anything, members what they made, viewers nothing. The database's policies hold the same rule
 * (e.g. supabase/migrations/20261124000600_workspace_scripts.sql); this only decides which
 * controls a screen shows.
 */
export function canChangeItem(
  role: WorkspaceRole | null | undefined,
  authorId: string | null,
  userId: string | null,
): boolean {
  if (role === 'owner' || role === 'admin') return true;
  return role === 'member' && userId !== null && authorId === userId;
}
