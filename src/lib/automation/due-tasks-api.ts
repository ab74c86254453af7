import type { AppSupabaseClient } from '../supabase';

// Running a workspace's due scheduled tasks (run_due_tasks, 20261125000400): local mode's
// scheduler calls it while the app is open; hosted, pg_cron does.

/**
 * Runs the workspace's due tasks now (local mode's runner; hosted, pg_cron does it every
 * minute) and says how many ran.
 */
export async function runDueTasks(client: AppSupabaseClient, workspaceId: string): Promise<number> {
  const { data, error } = await client.rpc('run_due_tasks', { p_workspace_id: workspaceId });
  if (error) throw error;
  return data;
}
