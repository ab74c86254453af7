import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { getErrorMessage } from '@/lib/get-error-message';
import { trackEvent } from '@/services/tracking/track-event';
import {
  isRunning,
  videoJobStatusQuery,
  videoKeys,
  type VideoJobProgress,
  type VideoJobWatch,
} from './video-queries';
import {
  InsufficientVideoCreditsError,
  newIdempotencyKey,
  type VideoGenerationRequest,
  type VideoJobResult,
  type VideoService,
} from './video-service';

/**
 * The overall limit for a generation (docs/product-rules.md#video-generation); the
 * script-conversion variant has none.
 */
export const GENERATION_TIMEOUT_MS = 300_000;

/**
 * 'video': progress 0, 10 while analysing, 20 once the job has an id, then the provider's
 * progress, within the 300 s limit. 'script' (the script-conversion variant): 15, 30, then at
 * least 50, without a limit.
 */
export type GenerationVariant = 'video' | 'script';

const steps: Record<GenerationVariant, { analysing: number; started: number; floor: number }> = {
  video: { analysing: 10, started: 20, floor: 20 },
  script: { analysing: 15, started: 30, floor: 50 },
};

const texts: Record<GenerationVariant, { failed: string; check: string }> = {
  video: { failed: 'Video generation failed', check: 'Failed to check video status' },
  script: { failed: 'Script to video conversion failed', check: 'Failed to check conversion status' },
};

export const TIMED_OUT_TEXT = 'Video generation timed out';

/** What the status line says at a given progress (docs/product-rules.md#status-bands). */
export function progressText(progress: number): string {
  if (progress < 25) return 'Analyzing your script...';
  if (progress < 50) return 'Generating visuals...';
  if (progress < 75) return 'Adding effects...';
  if (progress < 90) return 'Rendering video...';
  return 'Finalizing your video...';
}

export interface GenerationJob {
  id: string;
  provider: string;
}

export type GenerationState =
  | { phase: 'idle'; progress: 0 }
  | {
      phase: 'generating';
      variant: GenerationVariant;
      progress: number;
      message: string;
      /** Known once the provider has accepted the job. */
      job: GenerationJob | null;
    }
  | {
      phase: 'completed';
      variant: GenerationVariant;
      progress: 100;
      message: string;
      job: GenerationJob;
      videoUrl: string;
      thumbnailUrl: string | null;
      processingTime: number | null;
    }
  | {
      phase: 'failed';
      variant: GenerationVariant;
      progress: number;
      error: string;
      job: GenerationJob | null;
    };

/** How a run ended, for the screen to refresh what depends on it. */
export type GenerationOutcome =
  | { outcome: 'completed'; job: GenerationJob; videoUrl: string }
  | { outcome: 'failed'; job: GenerationJob | null; error: string }
  | { outcome: 'insufficient' };

export interface VideoGenerationOptions {
  /** The server refused for lack of credits: the screen opens the upgrade modal. */
  onInsufficientCredits?: () => void;
  /** A provider accepted the job (and the server charged for it). */
  onStarted?: (job: GenerationJob) => void;
  /** A run ended: completed, failed, or refused for credits (not when reset or unmounted). */
  onSettled?: (outcome: GenerationOutcome) => void;
}

export const IDLE_GENERATION: GenerationState = { phase: 'idle', progress: 0 };

/** One asked-for video, from Generate to its end. */
interface Run {
  request: VideoGenerationRequest & { idempotencyKey: string };
  variant: GenerationVariant;
  /** When the current watch began: the time limit counts from here. */
  startedAt: number;
  job: GenerationJob | null;
  /** Why the start itself failed (the server or the providers refused). */
  startError: string | null;
}

const watchOf = (run: Run): VideoJobWatch => ({
  idempotencyKey: run.request.idempotencyKey,
  job: run.job,
  progress: steps[run.variant].analysing,
  floor: steps[run.variant].floor,
  deadline: run.variant === 'video' ? run.startedAt + GENERATION_TIMEOUT_MS : null,
});

/** The job's video address, when the result says it is done. */
function finishedUrl(result: VideoJobResult): string | null {
  return result.status === 'completed' && result.videoUrl ? result.videoUrl : null;
}

/** The run as the screen shows it, from the start's answer and the job-status query. */
function generationState(
  run: Run | null,
  status: { data: VideoJobProgress; dataUpdatedAt: number; checkFailed: boolean },
): GenerationState {
  if (!run) return IDLE_GENERATION;
  const { variant } = run;
  const result = status.data.result;
  const job = run.job && { ...run.job, provider: result?.provider || run.job.provider };
  const progress = Math.max(status.data.progress, run.job ? steps[variant].started : 0);
  const failed = (error: string): GenerationState => ({ phase: 'failed', variant, progress, error, job });

  if (run.startError !== null) return failed(run.startError);
  if (status.checkFailed) return failed(texts[variant].check);
  if (result && job && !isRunning(result)) {
    const videoUrl = finishedUrl(result);
    if (!videoUrl) return failed(result.error || texts[variant].failed);
    return {
      phase: 'completed',
      variant,
      progress: 100,
      message: 'Your video is ready!',
      job,
      videoUrl,
      thumbnailUrl: result.thumbnailUrl ?? null,
      processingTime: result.processingTime ?? null,
    };
  }
  if (variant === 'video' && status.dataUpdatedAt - run.startedAt >= GENERATION_TIMEOUT_MS) {
    return failed(TIMED_OUT_TEXT);
  }
  return { phase: 'generating', variant, progress, message: progressText(progress), job };
}

/**
 * Generation for a screen: idle → generating → completed | failed, and back to idle on Reset.
 * The start is a mutation; the job is then followed by its status query (every second, until it
 * ends, the 300 s limit passes for variant 'video', or the screen unmounts). Answers for a run
 * that was reset or replaced change nothing: its query is another key, its start another mutation.
 */
export function useVideoGeneration(service: VideoService, options: VideoGenerationOptions = {}) {
  const userId = useAuth().user?.id ?? '';
  const queryClient = useQueryClient();
  const [run, setRun] = useState<Run | null>(null);
  // Read only by the screen that made it: dropped soon after that screen lets go (a start still
  // in flight is kept, and looked at again, until it answers).
  const starting = useMutation({
    mutationFn: (request: VideoGenerationRequest) => service.generate(request),
    gcTime: 10_000,
  });
  const jobQuery = videoJobStatusQuery(service, userId, run && watchOf(run));
  const status = useQuery({ ...jobQuery, enabled: run !== null && run.startError === null });
  const checkFailed = status.isError && run?.job != null;
  const state = generationState(run, {
    data: status.data ?? { result: null, progress: 0 },
    dataUpdatedAt: status.dataUpdatedAt,
    checkFailed,
  });

  // A run's status lives as long as the run: dropped when it is reset, replaced or left.
  const runKey = run?.request.idempotencyKey ?? null;
  useEffect(() => {
    if (runKey === null) return;
    return () => queryClient.removeQueries({ queryKey: videoKeys.job(userId, runKey), exact: true });
  }, [queryClient, userId, runKey]);

  const reportEnd = useEffectEvent(() => {
    if (state.phase === 'completed') {
      trackEvent('video_generation_completed', { provider: state.job.provider, variant: state.variant });
      options.onSettled?.({ outcome: 'completed', job: state.job, videoUrl: state.videoUrl });
    } else if (state.phase === 'failed') {
      options.onSettled?.({ outcome: 'failed', job: state.job, error: state.error });
    }
  });
  const ended = state.phase === 'completed' || state.phase === 'failed';
  const endOf = run && ended ? `${run.request.idempotencyKey}@${run.startedAt}` : null;
  useEffect(() => {
    if (endOf !== null) reportEnd();
  }, [endOf]);

  const start = async (request: VideoGenerationRequest, variant: GenerationVariant = 'video') => {
    const keyed = { ...request, idempotencyKey: request.idempotencyKey ?? newIdempotencyKey() };
    setRun({ request: keyed, variant, startedAt: Date.now(), job: null, startError: null });
    // Called back only for the latest start, and only while the screen is there.
    await starting
      .mutateAsync(keyed, {
        onSuccess: ({ id, provider }) => {
          const job = { id, provider };
          setRun((current) => current && { ...current, job });
          trackEvent('video_generation_started', { provider, variant });
          options.onStarted?.(job);
        },
        onError: (error) => {
          if (error instanceof InsufficientVideoCreditsError) {
            setRun(null);
            options.onInsufficientCredits?.();
            options.onSettled?.({ outcome: 'insufficient' });
            return;
          }
          const startError = getErrorMessage(error, texts[variant].failed);
          setRun((current) => current && { ...current, startError });
        },
      })
      .catch(() => undefined);
  };

  /** Try Again: the same request anew, or (after a failed status check) the same job again. */
  const retry = async () => {
    if (!run) return;
    if (checkFailed) {
      // The last answer becomes current again (the failed check is dropped) and the poll goes on.
      queryClient.setQueryData(jobQuery.queryKey, (data) => data);
      setRun({ ...run, startedAt: Date.now() });
      return;
    }
    await start({ ...run.request, idempotencyKey: undefined }, run.variant);
  };

  /** False when Try Again would only watch the same job again (its status check failed). */
  const retryStartsAnew = () => !checkFailed;

  const reset = () => {
    // A start still in flight is forgotten: its answer calls nothing back.
    if (starting.isPending) starting.reset();
    setRun(null);
  };

  return { state, start, retry, retryStartsAnew, reset };
}
