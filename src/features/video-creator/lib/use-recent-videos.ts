import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { getErrorMessage } from '@/lib/get-error-message';
import { useWorkspaces } from '@/lib/workspaces/workspace-context';
import { recentVideosQuery, runningVideosCheckQuery } from '@/services/video/video-queries';
import type { RecentVideo, VideoService } from '@/services/video/video-service';

export type RecentVideosState =
  { phase: 'loading' } | { phase: 'ready'; videos: RecentVideo[] } | { phase: 'failed'; error: string };

const unfinished = (video: RecentVideo) => video.status === 'queued' || video.status === 'processing';

/**
 * The user's latest jobs (a query keyed by user: a return to the screen shows them at once and
 * fetches them again in the background). Jobs still running in the first list a visit shows are
 * asked about once, so their status is current (a reload finds them finished).
 */
export function useRecentVideos(service: VideoService) {
  const userId = useAuth().user?.id ?? null;
  // The current workspace's videos, every member's (none while no workspace is current).
  const workspaceId = useWorkspaces().currentWorkspace?.id ?? null;
  const read = useQuery({
    ...recentVideosQuery(service, userId ?? '', workspaceId),
    enabled: userId !== null,
  });

  // The user's first list of this visit, kept so that later lists (a job started here) ask nothing.
  const [firstList, setFirstList] = useState<{ userId: string; videos: RecentVideo[] } | null>(null);
  if (userId !== null && read.data && firstList?.userId !== userId) {
    setFirstList({ userId, videos: read.data });
  }
  const running = firstList?.userId === userId ? firstList.videos.filter(unfinished) : [];
  useQuery({
    ...runningVideosCheckQuery(service, userId ?? '', running),
    enabled: userId !== null && running.length > 0,
  });

  const state: RecentVideosState = read.isError
    ? { phase: 'failed', error: getErrorMessage(read.error, 'Could not load your recent videos') }
    : read.isPending
      ? { phase: 'loading' }
      : { phase: 'ready', videos: read.data };

  // refetch() never rejects: a failed read becomes the query's error, which the screen shows.
  return { state, refetch: () => void read.refetch() };
}
