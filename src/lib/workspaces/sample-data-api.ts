import type { AppSupabaseClient } from '../supabase';

// The spec's sample content seeded into every workspace (campaigns, projects and their comments,
// workflows, scheduled tasks, A/B tests and feed entries, marked is_sample): whether a workspace
// still holds any, and its removal in one step (20261125000700_remove_sample_data.sql).

/** Whether the workspace still holds sample content. */
export async function workspaceHasSampleData(
  client: AppSupabaseClient,
  workspaceId: string,
): Promise<boolean> {
  const { data, error } = await client.rpc('workspace_has_sample_data', { p_workspace_id: workspaceId });
  if (error) throw error;
  return data;
}

/** Deletes every sample row of the workspace (its owner or an admin may); how many went. */
export async function removeSampleData(client: AppSupabaseClient, workspaceId: string): Promise<number> {
  const { data, error } = await client.rpc('remove_sample_data', { p_workspace_id: workspaceId });
  if (error) {
    throw new Error(
      error.code === '42501'
        ? 'Only the workspace’s owner or an admin can remove its sample data'
        : 'The sample data could not be removed. Please try again.',
    );
  }
  return data;
}
