import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { queryKeysChangedBy } from './live-query-keys';
import {
  listenToWorkspaceChanges,
  type StopListening,
  type WorkspaceChangeListener,
} from './workspace-changes';

/**
 * Keeps the open screens of a workspace live: when another member or another tab changes its
 * work, the queries that read it are read again (src/lib/live/live-query-keys.ts); after a gap
 * in the announcements, every query is.
 */
export function useLiveWorkspace(
  workspaceId: string | null,
  listen: (
    workspaceId: string,
    onChange: WorkspaceChangeListener,
  ) => StopListening = listenToWorkspaceChanges,
) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (workspaceId === null) return;
    return listen(workspaceId, {
      changed(table) {
        for (const queryKey of queryKeysChangedBy(table, workspaceId)) {
          void queryClient.invalidateQueries({ queryKey });
        }
      },
      // Not knowing what changed meanwhile, the open screens read everything again.
      missed: () => void queryClient.invalidateQueries(),
    });
  }, [workspaceId, listen, queryClient]);
}
