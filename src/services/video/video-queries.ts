import { queryOptions, skipToken } from '@tanstack/react-query';
import type { RecentVideo, StartedVideo, VideoJobResult, VideoService } from './video-service';

/** The poll interval: one status check a second (docs/product-rules.md#video-generation). */
export const POLL_INTERVAL_MS = 1_000;

/**
 * Query keys of the videos a user sees, hierarchical so that invalidating `all(userId)` after a
 * job starts or ends refreshes every list of them (each workspace's).
 */
export const videoKeys = {
  all: (userId: string) => ['videos', userId] as const,
  recentLists: (userId: string) => [...videoKeys.all(userId), 'recent'] as const,
  recent: (userId: string, workspaceId: string | null) =>
    [...videoKeys.recentLists(userId), workspaceId] as const,
  runningCheck: (userId: string, ids: readonly string[]) =>
    [...videoKeys.all(userId), 'running-check', ...ids] as const,
  /** One requested job, by the idempotency key it was started under. */
  job: (userId: string, idempotencyKey: string | null) =>
    [...videoKeys.all(userId), 'job', idempotencyKey] as const,
};

/** The workspace's latest jobs, newest first (the service reads `videos`; it throws on `{ error }`). */
export const recentVideosQuery = (service: VideoService, userId: string, workspaceId: string | null) =>
  queryOptions({
    queryKey: videoKeys.recent(userId, workspaceId),
    queryFn: () => service.listRecent(workspaceId),
  });

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
      await client.invalidateQueries({ queryKey: videoKeys.recentLists(userId) });
      return running.length;
    },
    staleTime: 'static',
    gcTime: 0,
    retry: false,
  });

/** What the job-status query holds: the provider's latest answer and the progress shown so far. */
export interface VideoJobProgress {
  result: VideoJobResult | null;
  /** Never decreases, whatever the provider reports. */
  progress: number;
}

/** A job being followed, from the moment it is asked for. */
export interface VideoJobWatch {
  idempotencyKey: string;
  /** Known once the server has accepted the job; until then there is nothing to ask. */
  job: StartedVideo | null;
  /** The progress shown before any answer. */
  progress: number;
  /** The least progress a running job shows. */
  floor: number;
  /** When polling gives up (the overall time limit), or null for no limit. */
  deadline: number | null;
}

export const isRunning = (result: VideoJobResult) =>
  result.status === 'queued' || result.status === 'processing';

/** The progress after an answer: a running job's report (at most 99) above the floor, never lower. */
function progressAfter(previous: VideoJobProgress, result: VideoJobResult, floor: number): VideoJobProgress {
  if (!isRunning(result)) return { result, progress: previous.progress };
  const reported = Number.isFinite(result.progress) ? Math.min(result.progress, 99) : 0;
  return { result, progress: Math.max(previous.progress, floor, reported) };
}

/**
 * `answer`, or `fallback` once `deadline` passes: a status check that never answers cannot hold
 * a run past its time limit. The timer goes with the answer, or with the query (`signal`).
 */
function answerBy<T>(
  answer: Promise<T>,
  deadline: number | null,
  fallback: T,
  signal: AbortSignal,
): Promise<T> {
  if (deadline === null) return answer;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => clearTimeout(timer);
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), Math.max(0, deadline - Date.now()));
  });
  signal.addEventListener('abort', stop, { once: true });
  return Promise.race([answer, late]).finally(() => {
    stop();
    signal.removeEventListener('abort', stop);
  });
}

/**
 * A job's status, asked every second while it is queued or processing, until it ends, a check
 * fails (no retry: the screen offers Try Again) or the deadline passes. The poll starts with the
 * request, before the server has named the job, so that the time limit also covers a start that
 * never answers; those first ticks ask nothing. Static: invalidating the user's videos (at a
 * start) does not ask before the second is up. Its cache entry lives as long as the run
 * (`useVideoGeneration` removes it), so no garbage-collection timer outlives the screen.
 */
export const videoJobStatusQuery = (service: VideoService, userId: string, watch: VideoJobWatch | null) => {
  const initial: VideoJobProgress = { result: null, progress: watch?.progress ?? 0 };
  return queryOptions({
    queryKey: videoKeys.job(userId, watch?.idempotencyKey ?? null),
    queryFn: watch
      ? async ({ client, queryKey, signal }): Promise<VideoJobProgress> => {
          const previous = client.getQueryData<VideoJobProgress>(queryKey) ?? initial;
          if (!watch.job) return previous;
          // The provider that answered last is the one to ask.
          const provider = previous.result?.provider || watch.job.provider;
          const answer = service
            .status(watch.job.id, provider)
            .then((result) => progressAfter(previous, result, watch.floor));
          return answerBy(answer, watch.deadline, previous, signal);
        }
      : skipToken,
    initialData: initial,
    staleTime: 'static',
    gcTime: Infinity,
    retry: false,
    refetchIntervalInBackground: true,
    refetchInterval: ({ state }) => {
      const result = state.data?.result;
      const ended = state.status === 'error' || (result != null && !isRunning(result));
      const late = watch?.deadline != null && state.dataUpdatedAt >= watch.deadline;
      return ended || late ? false : POLL_INTERVAL_MS;
    },
  });
};
