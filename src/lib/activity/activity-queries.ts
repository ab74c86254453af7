import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AppSupabaseClient } from '@/lib/supabase';
import {
  ACTIVITY_PAGE_SIZE,
  fetchWorkspaceActivity,
  type ActivityCursor,
  type WorkspaceEvent,
} from './activity-api';

/** Keys of a workspace's feed: invalidate `activityKeys.all(workspaceId)` after any change that records an event. */
export const activityKeys = {
  all: (workspaceId: string) => ['activity', workspaceId] as const,
  recent: (workspaceId: string) => ['activity', workspaceId, 'recent'] as const,
  feed: (workspaceId: string) => ['activity', workspaceId, 'feed'] as const,
};

/** The workspace's latest events (the Dashboard home). */
export const recentActivityQuery = (client: AppSupabaseClient, workspaceId: string) =>
  queryOptions({
    queryKey: activityKeys.recent(workspaceId),
    queryFn: () => fetchWorkspaceActivity(client, workspaceId),
  });

/** The whole feed, a page at a time, newest first (Collaboration's Activity tab). */
export const activityFeedQuery = (client: AppSupabaseClient, workspaceId: string) =>
  infiniteQueryOptions({
    queryKey: activityKeys.feed(workspaceId),
    queryFn: ({ pageParam }) =>
      fetchWorkspaceActivity(client, workspaceId, { limit: ACTIVITY_PAGE_SIZE * 2, before: pageParam }),
    initialPageParam: undefined as ActivityCursor | undefined,
    getNextPageParam: (page: WorkspaceEvent[]): ActivityCursor | undefined => {
      const last = page.at(-1);
      return page.length < ACTIVITY_PAGE_SIZE * 2 || !last
        ? undefined
        : { occurredAt: last.occurredAt, eventKey: last.eventKey };
    },
  });
