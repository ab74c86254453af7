import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../database.types';
import type { WorkspaceRole } from '../schemas/workspace';

/** The caller's role in a workspace, or null when they are not in it. */
export async function fetchWorkspaceRole(
  client: SupabaseClient<Database>,
  workspaceId: string,
): Promise<WorkspaceRole | null> {
  const { data, error } = await client.rpc('workspace_role_of_caller', { target_workspace: workspaceId });
  if (error) throw error;
  return (data as WorkspaceRole | null) ?? null;
}
