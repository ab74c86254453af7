import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { env } from '../env';
import { queryKeysChangedBy } from '../live/live-query-keys';
import { supabase, type AppSupabaseClient } from '../supabase';
import { useWorkspaceRole } from '../workspaces/workspace-role';
import { runDueTasks } from './due-tasks-api';

/** How often the open app looks for due tasks in local mode. */
export const DUE_TASK_INTERVAL_MS = 30_000;

/**
 * Local mode's scheduler: while the app is open, runs the current workspace's due tasks on mount
 * and every 30 seconds, and refreshes the tasks, the A/B tests (a launch starts one), the
 * campaigns (a budget update changes one) and the activity feed when any ran. Hosted, pg_cron
 * runs them (README, "Scheduled tasks"), so this does nothing there. Mount it once on every
 * dashboard page.
 */
export function useDueTaskRunner(
  workspaceId: string | null,
  {
    client = supabase,
    mode = env.mode,
    intervalMs = DUE_TASK_INTERVAL_MS,
  }: { client?: AppSupabaseClient; mode?: typeof env.mode; intervalMs?: number } = {},
) {
  const queryClient = useQueryClient();
  // Viewers may not run tasks (the database refuses them): their app does not ask.
  const { canEdit } = useWorkspaceRole(client, mode === 'hosted' ? null : workspaceId);
  const { mutate } = useMutation({
    mutationFn: (id: string) => runDueTasks(client, id),
    onSuccess: (ran, id) => {
      if (ran === 0) return;
      // What a run changes: its tasks, an A/B test a launch starts, a campaign a budget update
      // changes, and the feed. The dashboard shell's own key map (src/lib/live) names them, so
      // this hook, which every dashboard page mounts, loads none of those areas' code.
      for (const table of ['scheduled_tasks', 'ab_tests', 'campaigns']) {
        for (const queryKey of queryKeysChangedBy(table, id))
          void queryClient.invalidateQueries({ queryKey });
      }
    },
    // A failed run is tried again on the next tick.
    onError: () => undefined,
  });

  useEffect(() => {
    if (mode === 'hosted' || workspaceId === null || !canEdit) return;
    // The first run in a task of its own, not inside the commit that mounted the page.
    const first = setTimeout(() => mutate(workspaceId), 0);
    const timer = setInterval(() => mutate(workspaceId), intervalMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [mode, workspaceId, canEdit, intervalMs, mutate]);
}
