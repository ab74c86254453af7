import type { QueryKey } from '@tanstack/react-query';
import { activityKeys } from '../activity/activity-queries';
import { scriptKeys } from '../scripts/script-queries';
import { workspaceTemplateKeys } from '../templates/workspace-template-queries';
import { thumbnailKeys } from '../thumbnails/thumbnail-queries';
import { voiceoverKeys } from '../voiceovers/voiceover-queries';
import { workspaceMemberKeys } from '../workspaces/workspace-queries';
import { workspaceRoleKey } from '../workspaces/workspace-role';

/**
 * Which queries to read again when the database announces that `table` changed in a workspace
 * (supabase/migrations/20261125000110_announce_workspace_changes.sql lists the tables).
 */
const keysByTable: Readonly<Record<string, (workspaceId: string) => readonly QueryKey[]>> = {
  scripts: (id) => [scriptKeys.all(id)],
  thumbnails: (id) => [thumbnailKeys.all(id)],
  workspace_templates: (id) => [workspaceTemplateKeys.all(id)],
  voiceovers: (id) => [voiceoverKeys.all(id)],
  // A user's video queries sit under ['videos', userId] (src/services/video/video-queries.ts),
  // and the workspace's are among them: all of this user's, whatever workspace.
  videos: () => [['videos']],
  workspace_members: (id) => [workspaceMemberKeys.all(), workspaceRoleKey(id)],
  activity: () => [],
};

/**
 * The queries a change of `table` in `workspaceId` makes stale: the table's own, and the
 * workspace's activity feed, which every change can add to. An unknown table only refreshes
 * the feed.
 */
export function queryKeysChangedBy(table: string, workspaceId: string): QueryKey[] {
  const own = Object.hasOwn(keysByTable, table) ? keysByTable[table]!(workspaceId) : [];
  return [...own, activityKeys.all(workspaceId)];
}
