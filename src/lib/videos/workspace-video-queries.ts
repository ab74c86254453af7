import { queryOptions } from '@tanstack/react-query';
import type { AppSupabaseClient } from '../supabase';
import { listWorkspaceVideos } from './workspace-videos-api';

/**
 * The Library's list of a workspace's videos, under the signed-in user's video keys
 * (['videos', userId], src/services/video/video-queries.ts), so the Video Creator's invalidation
 * after a start or a finish refreshes it too.
 */
export const workspaceVideoKeys = {
  all: (userId: string, workspaceId: string) => ['videos', userId, 'workspace', workspaceId] as const,
};

export const workspaceVideosQuery = (client: AppSupabaseClient, userId: string, workspaceId: string) =>
  queryOptions({
    queryKey: workspaceVideoKeys.all(userId, workspaceId),
    queryFn: () => listWorkspaceVideos(client, workspaceId),
  });
