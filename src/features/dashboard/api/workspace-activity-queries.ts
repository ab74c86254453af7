import { queryOptions } from '@tanstack/react-query';
import type { AppSupabaseClient } from '@/lib/supabase';
import { countWorkspaceVideos, fetchWorkspaceActivity } from './workspace-activity-api';

/** The workspace's latest events. */
export const workspaceActivityQuery = (client: AppSupabaseClient, workspaceId: string) =>
  queryOptions({
    queryKey: ['workspace-activity', workspaceId] as const,
    queryFn: () => fetchWorkspaceActivity(client, workspaceId),
  });

/**
 * The workspace's video count. Its key sits under ['videos', userId], so the Video Creator's
 * invalidation of a user's videos after a job starts refreshes it.
 */
export const workspaceVideoCountQuery = (client: AppSupabaseClient, userId: string, workspaceId: string) =>
  queryOptions({
    queryKey: ['videos', userId, 'workspace-count', workspaceId] as const,
    queryFn: () => countWorkspaceVideos(client, workspaceId),
  });
