import { queryOptions } from '@tanstack/react-query';
import type { AppSupabaseClient } from '../supabase';
import { getThumbnail, listThumbnails } from './thumbnails-api';

/**
 * Query keys of a workspace's saved thumbnails; invalidating `all(workspaceId)` after a save,
 * rename, duplicate or delete refreshes every list of them.
 */
export const thumbnailKeys = {
  all: (workspaceId: string) => ['thumbnails', workspaceId] as const,
  lists: (workspaceId: string) => [...thumbnailKeys.all(workspaceId), 'list'] as const,
  list: (workspaceId: string, search: string) => [...thumbnailKeys.lists(workspaceId), search] as const,
  detail: (workspaceId: string, id: string) => [...thumbnailKeys.all(workspaceId), 'detail', id] as const,
};

export const thumbnailListQuery = (client: AppSupabaseClient, workspaceId: string, search = '') =>
  queryOptions({
    queryKey: thumbnailKeys.list(workspaceId, search.trim()),
    queryFn: () => listThumbnails(client, workspaceId, search),
  });

export const thumbnailQuery = (client: AppSupabaseClient, workspaceId: string, id: string) =>
  queryOptions({
    queryKey: thumbnailKeys.detail(workspaceId, id),
    queryFn: () => getThumbnail(client, workspaceId, id),
  });
