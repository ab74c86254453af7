import { queryOptions } from '@tanstack/react-query';
import type { AppSupabaseClient } from '../supabase';
import { countWorkspaceVideos, listWorkspaceVideos } from './workspace-videos-api';

/**
 * The Library's list of a workspace's videos, under the signed-in user's video keys
 * (['videos', userId], src/services/video/video-queries.ts), so the Video Creator's invalidation
 * after a start or a finish refreshes it too.
 */
export const workspaceVideoKeys = {
  all: (userId: string, workspaceId: string) => ['videos', userId, 'workspace', workspaceId] as const,
  count: (userId: string, workspaceId: string) => ['videos', userId, 'workspace-count', workspaceId] as const,
};

export const workspaceVideosQuery = (client: AppSupabaseClient, userId: string, workspaceId: string) =>
  queryOptions({
    queryKey: workspaceVideoKeys.all(userId, workspaceId),
    queryFn: () => listWorkspaceVideos(client, workspaceId),
  });

/** The workspace's video count (the Dashboard home), refreshed with the user's videos. */
export const workspaceVideoCountQuery = (client: AppSupabaseClient, userId: string, workspaceId: string) =>
  queryOptions({
    queryKey: workspaceVideoKeys.count(userId, workspaceId),
    queryFn: () => countWorkspaceVideos(client, workspaceId),
  });
