import { useEffect, useState } from 'react';
import { getErrorMessage } from '@/lib/get-error-message';
import { trackEvent } from '@/services/tracking/track-event';
import {
  InsufficientVideoCreditsError,
  newIdempotencyKey,
  type VideoGenerationRequest,
  type VideoJobResult,
  type VideoService,
} from './video-service';

/** The spec's poll interval: one status check a second. */
export const POLL_INTERVAL_MS = 1_000;
/** The spec's overall limit for a generation (the script-conversion variant has none). */
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

/** What the status line says at a given progress (the spec's bands). */
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

/** The job's video address, when the result says it is done. */
function finishedUrl(result: VideoJobResult): string | null {
  return result.status === 'completed' && result.videoUrl ? result.videoUrl : null;
}

interface Attempt {
  request: VideoGenerationRequest;
  variant: GenerationVariant;
  job: GenerationJob | null;
  /** Only a status check failed: Try Again watches the same job again instead of paying twice. */
  checkFailed: boolean;
}

/**
 * The generation state machine, outside React so its timers are plain: one run at a time, each
 * with a number, so answers for an older run (after a reset, a new start or `stop`) change nothing.
 */
export function createGenerationMachine(deps: {
  service: () => VideoService;
  options: () => VideoGenerationOptions;
  onChange: (state: GenerationState) => void;
}) {
  let run = 0;
  let progress = 0;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;
  let limitTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt: Attempt | null = null;

  const stopTimers = () => {
    clearTimeout(pollTimer);
    clearTimeout(limitTimer);
    pollTimer = undefined;
    limitTimer = undefined;
  };

  /** Ends the current run, if any, without a state change. */
  const stop = () => {
    run += 1;
    stopTimers();
  };

  const advance = (to: number) => {
    progress = Math.max(progress, to);
    return progress;
  };

  const fail = (current: Attempt, error: string, checkFailed = false) => {
    stop();
    attempt = { ...current, checkFailed };
    deps.onChange({ phase: 'failed', variant: current.variant, progress, error, job: current.job });
    deps.options().onSettled?.({ outcome: 'failed', job: current.job, error });
  };

  const startLimit = (current: Attempt, id: number) => {
    if (current.variant !== 'video') return;
    limitTimer = setTimeout(() => {
      if (id !== run) return;
      fail(current, TIMED_OUT_TEXT);
    }, GENERATION_TIMEOUT_MS);
  };

  const watch = (current: Attempt & { job: GenerationJob }, id: number) => {
    const { variant } = current;
    const poll = async () => {
      let result: VideoJobResult;
      try {
        result = await deps.service().status(current.job.id, current.job.provider);
      } catch {
        if (id === run) fail(current, texts[variant].check, true);
        return;
      }
      if (id !== run) return;
      current = { ...current, job: { ...current.job, provider: result.provider || current.job.provider } };
      attempt = current;
      const videoUrl = finishedUrl(result);
      if (videoUrl) {
        stop();
        progress = 100;
        deps.onChange({
          phase: 'completed',
          variant,
          progress: 100,
          message: 'Your video is ready!',
          job: current.job,
          videoUrl,
          thumbnailUrl: result.thumbnailUrl ?? null,
          processingTime: result.processingTime ?? null,
        });
        trackEvent('video_generation_completed', { provider: current.job.provider, variant });
        deps.options().onSettled?.({ outcome: 'completed', job: current.job, videoUrl });
        return;
      }
      if (result.status === 'failed' || result.status === 'completed') {
        fail(current, result.error || texts[variant].failed);
        return;
      }
      const reported = Number.isFinite(result.progress) ? Math.min(result.progress, 99) : 0;
      const now = advance(Math.max(steps[variant].floor, reported));
      deps.onChange({
        phase: 'generating',
        variant,
        progress: now,
        message: progressText(now),
        job: current.job,
      });
      pollTimer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
    };
    pollTimer = setTimeout(() => void poll(), POLL_INTERVAL_MS);
  };

  const start = async (request: VideoGenerationRequest, variant: GenerationVariant = 'video') => {
    stop();
    const id = run;
    const current: Attempt = {
      request: { ...request, idempotencyKey: request.idempotencyKey ?? newIdempotencyKey() },
      variant,
      job: null,
      checkFailed: false,
    };
    attempt = current;
    progress = 0;
    const analysing = advance(steps[variant].analysing);
    deps.onChange({
      phase: 'generating',
      variant,
      progress: analysing,
      message: progressText(analysing),
      job: null,
    });
    startLimit(current, id);

    let job: GenerationJob;
    try {
      const started = await deps.service().generate(current.request);
      job = { id: started.id, provider: started.provider };
    } catch (error) {
      if (id !== run) return;
      if (error instanceof InsufficientVideoCreditsError) {
        stop();
        attempt = null;
        progress = 0;
        deps.onChange(IDLE_GENERATION);
        deps.options().onInsufficientCredits?.();
        deps.options().onSettled?.({ outcome: 'insufficient' });
        return;
      }
      fail(current, getErrorMessage(error, texts[variant].failed));
      return;
    }
    if (id !== run) return;
    const accepted = { ...current, job };
    attempt = accepted;
    const now = advance(steps[variant].started);
    deps.onChange({ phase: 'generating', variant, progress: now, message: progressText(now), job });
    trackEvent('video_generation_started', { provider: job.provider, variant });
    deps.options().onStarted?.(job);
    watch(accepted, id);
  };

  /** Try Again: the same request anew, or (after a failed status check) the same job again. */
  const retry = async () => {
    const previous = attempt;
    if (!previous) return;
    if (previous.checkFailed && previous.job) {
      stop();
      const id = run;
      const current = { ...previous, job: previous.job, checkFailed: false };
      attempt = current;
      deps.onChange({
        phase: 'generating',
        variant: current.variant,
        progress,
        message: progressText(progress),
        job: current.job,
      });
      startLimit(current, id);
      watch(current, id);
      return;
    }
    await start({ ...previous.request, idempotencyKey: undefined }, previous.variant);
  };

  /** False when Try Again would only watch the same job again (its status check failed). */
  const retryStartsAnew = () => !(attempt?.checkFailed && attempt.job);

  const reset = () => {
    stop();
    attempt = null;
    progress = 0;
    deps.onChange(IDLE_GENERATION);
  };

  return { start, retry, retryStartsAnew, reset, stop };
}

/**
 * Generation for a screen: idle → generating → completed | failed, and back to idle on Reset.
 * Progress never decreases; the job is polled every second until it ends, the 300 s limit passes
 * (variant 'video') or the screen unmounts.
 */
export function useVideoGeneration(service: VideoService, options: VideoGenerationOptions = {}) {
  const [state, setState] = useState<GenerationState>(IDLE_GENERATION);
  const [latest] = useState(() => ({ service, options }));
  const [machine] = useState(() =>
    createGenerationMachine({
      service: () => latest.service,
      options: () => latest.options,
      onChange: setState,
    }),
  );

  useEffect(() => {
    latest.service = service;
    latest.options = options;
  });

  // Leaving the screen stops the polling; the job itself goes on (and is kept) on the server.
  useEffect(() => () => machine.stop(), [machine]);

  return {
    state,
    start: machine.start,
    retry: machine.retry,
    retryStartsAnew: machine.retryStartsAnew,
    reset: machine.reset,
  };
}
