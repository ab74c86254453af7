import { queryOptions } from '@tanstack/react-query';
import type { RecentVideo, VideoService } from './video-service';

/**
 * Query keys of a user's videos, hierarchical so that invalidating `all(userId)` after a job
 * starts or ends refreshes every list of them.
 */
export const videoKeys = {
  all: (userId: string) => ['videos', userId] as const,
  recent: (userId: string) => [...videoKeys.all(userId), 'recent'] as const,
  runningCheck: (userId: string, ids: readonly string[]) =>
    [...videoKeys.all(userId), 'running-check', ...ids] as const,
};

/** The user's latest jobs, newest first (the service reads `videos`; it throws on `{ error }`). */
export const recentVideosQuery = (service: VideoService, userId: string) =>
  queryOptions({ queryKey: videoKeys.recent(userId), queryFn: () => service.listRecent() });

/**
 * Asks the provider once about jobs that were still running when the page was left (asking
 * brings their row up to date), then fetches the recent list again so it shows their status.
 * Static and dropped as soon as no screen uses it: invalidating the videos does not ask again,
 * a new visit does.
 */
export const runningVideosCheckQuery = (service: VideoService, userId: string, running: RecentVideo[]) =>
  queryOptions({
    queryKey: videoKeys.runningCheck(
      userId,
      running.map((video) => video.id),
    ),
    queryFn: async ({ client }) => {
      await Promise.allSettled(running.map((video) => service.status(video.id, video.provider ?? '')));
      await client.invalidateQueries({ queryKey: videoKeys.recent(userId) });
      return running.length;
    },
    staleTime: 'static',
    gcTime: 0,
    retry: false,
  });
