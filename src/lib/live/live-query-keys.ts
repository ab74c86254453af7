import type { QueryKey } from '@tanstack/react-query';

/**
 * Which queries to read again when the database announces that `table` changed in a workspace
 * (the tables: supabase/migrations/20261125000110_announce_workspace_changes.sql and later). Each
 * is the area's own key prefix (`scriptKeys.all(id)` and so on; __tests__/live-query-keys.test.ts
 * holds them equal), written here so the dashboard shell loads none of the areas' code.
 */
const keysByTable: Readonly<Record<string, (workspaceId: string) => readonly QueryKey[]>> = {
  scripts: (id) => [['scripts', id]],
  thumbnails: (id) => [['thumbnails', id]],
  workspace_templates: (id) => [['workspace-templates', id]],
  voiceovers: (id) => [['voiceovers', id]],
  // A user's video queries sit under ['videos', userId] (src/services/video/video-queries.ts),
  // and the workspace's are among them: all of this user's, whatever workspace.
  videos: () => [['videos']],
  workspace_members: (id) => [['workspace-members'], ['workspace-role', id]],
  // The team screens' tables, and whether the workspace still holds sample rows (their
  // "Remove sample data" notice: src/lib/workspaces/sample-data-queries.ts).
  campaigns: (id) => [
    ['campaigns', id],
    ['sample-data', id],
  ],
  projects: (id) => [
    ['projects', id],
    ['sample-data', id],
  ],
  project_comments: (id) => [
    ['projects', id],
    ['sample-data', id],
  ],
  workflows: (id) => [
    ['workflows', id],
    ['sample-data', id],
  ],
  scheduled_tasks: (id) => [
    ['scheduled-tasks', id],
    ['sample-data', id],
  ],
  ab_tests: (id) => [
    ['ab-tests', id],
    ['sample-data', id],
  ],
  activity: (id) => [['sample-data', id]],
};

/** The workspace's feed, which every change can add to (src/lib/activity/activity-queries.ts). */
const feedKey = (workspaceId: string): QueryKey => ['activity', workspaceId];

/**
 * The queries a change of `table` in `workspaceId` makes stale: the table's own, and the
 * workspace's activity feed. An unknown table only refreshes the feed.
 */
export function queryKeysChangedBy(table: string, workspaceId: string): QueryKey[] {
  const own = Object.hasOwn(keysByTable, table) ? keysByTable[table]!(workspaceId) : [];
  return [...own, feedKey(workspaceId)];
}
