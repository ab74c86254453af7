import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { act, renderHook as render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { authValue } from '@/components/credits/__tests__/credits-test-kit';
import { AuthContext } from '@/lib/auth/auth-context';
import { TestQueryProvider } from '@/test/test-query-provider';
import {
  GENERATION_TIMEOUT_MS,
  progressText,
  useVideoGeneration,
  type GenerationState,
} from '../use-video-generation';
import { POLL_INTERVAL_MS } from '../video-queries';
import {
  InsufficientVideoCreditsError,
  type VideoGenerationRequest,
  type VideoJobResult,
  type VideoService,
} from '../video-service';

const request: VideoGenerationRequest = {
  mode: 'script',
  text: 'Meet the fastest way to turn a script into a video.',
  style: 'professional',
  duration: 30,
  aspectRatio: '16:9',
  voice: 'Bella',
  workspaceId: 'workspace-1',
};

const processing = (progress: number): VideoJobResult => ({
  id: 'job-1',
  status: 'processing',
  progress,
  provider: 'mock',
});

const completed: VideoJobResult = {
  id: 'job-1',
  status: 'completed',
  progress: 100,
  videoUrl: 'https://example.com/video.mp4',
  thumbnailUrl: 'https://example.com/thumb.jpg',
  processingTime: 5,
  provider: 'mock',
};

/** A service whose status answers come from `answers` in turn (the last one repeats). */
function fakeService(answers: (VideoJobResult | Error)[], overrides: Partial<VideoService> = {}) {
  let call = 0;
  const service: VideoService = {
    kind: 'server',
    generate: vi.fn(async () => ({ id: 'job-1', provider: 'mock' })),
    status: vi.fn(async () => {
      const answer = answers[Math.min(call++, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return answer;
    }),
    speak: vi.fn(async () => new Blob()),
    listRecent: vi.fn(async () => []),
    storeUpload: vi.fn(async () => null),
    ...overrides,
  };
  return service;
}

/** The hook under a signed-in user, with its own query client. */
function Providers({ children }: { children: ReactNode }) {
  return (
    <TestQueryProvider>
      <AuthContext.Provider value={authValue()}>{children}</AuthContext.Provider>
    </TestQueryProvider>
  );
}
const renderHook = <Result,>(hook: () => Result) => render(hook, { wrapper: Providers });

/** Lets pending promises settle (the fake clock does not move). */
const flush = () => act(async () => {});
const tick = (ms = POLL_INTERVAL_MS) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
  // The query cache tells React about an answer on a 0 ms timer, which a fake clock holds back
  // until after the tick; as a microtask it lands within the tick, as it does in a browser.
  notifyManager.setScheduler(queueMicrotask);
});
afterEach(() => {
  vi.useRealTimers();
  notifyManager.setScheduler(defaultScheduler);
});

describe('progressText', () => {
  test('says what is happening by band', () => {
    expect(progressText(0)).toBe('Analyzing your script...');
    expect(progressText(24)).toBe('Analyzing your script...');
    expect(progressText(25)).toBe('Generating visuals...');
    expect(progressText(49)).toBe('Generating visuals...');
    expect(progressText(50)).toBe('Adding effects...');
    expect(progressText(74)).toBe('Adding effects...');
    expect(progressText(75)).toBe('Rendering video...');
    expect(progressText(89)).toBe('Rendering video...');
    expect(progressText(90)).toBe('Finalizing your video...');
    expect(progressText(100)).toBe('Finalizing your video...');
  });
});

describe('useVideoGeneration', () => {
  test('goes 0, 10, 20, then follows the job every second to completed at 100', async () => {
    const service = fakeService([processing(40), processing(80), completed]);
    const onSettled = vi.fn();
    const { result } = renderHook(() => useVideoGeneration(service, { onSettled }));
    expect(result.current.state).toEqual({ phase: 'idle', progress: 0 });

    let started: Promise<void> = Promise.resolve();
    act(() => {
      started = result.current.start(request);
    });
    expect(result.current.state).toMatchObject({ phase: 'generating', progress: 10, job: null });
    expect(result.current.state).toMatchObject({ message: 'Analyzing your script...' });
    await act(() => started);
    expect(result.current.state).toMatchObject({
      phase: 'generating',
      progress: 20,
      job: { id: 'job-1', provider: 'mock' },
    });
    expect(service.generate).toHaveBeenCalledWith(
      expect.objectContaining({ ...request, idempotencyKey: expect.any(String) }),
    );
    expect(service.status).not.toHaveBeenCalled();

    await tick(POLL_INTERVAL_MS - 1);
    expect(service.status).not.toHaveBeenCalled();
    await tick(1);
    expect(service.status).toHaveBeenCalledWith('job-1', 'mock');
    expect(result.current.state).toMatchObject({ progress: 40, message: 'Generating visuals...' });
    await tick();
    expect(result.current.state).toMatchObject({ progress: 80, message: 'Rendering video...' });
    await tick();
    expect(result.current.state).toEqual({
      phase: 'completed',
      variant: 'video',
      progress: 100,
      message: 'Your video is ready!',
      job: { id: 'job-1', provider: 'mock' },
      videoUrl: 'https://example.com/video.mp4',
      thumbnailUrl: 'https://example.com/thumb.jpg',
      processingTime: 5,
    });
    expect(onSettled).toHaveBeenCalledWith({
      outcome: 'completed',
      job: { id: 'job-1', provider: 'mock' },
      videoUrl: 'https://example.com/video.mp4',
    });
    // Done: no more checks.
    await tick(10 * POLL_INTERVAL_MS);
    expect(service.status).toHaveBeenCalledTimes(3);
  });

  test('progress never decreases, whatever the provider reports', async () => {
    const service = fakeService([
      processing(60),
      processing(30),
      processing(5),
      { ...processing(Number.NaN) },
      processing(61),
      processing(100),
      completed,
    ]);
    const { result } = renderHook(() => useVideoGeneration(service));
    const seen: number[] = [];
    const record = () => seen.push(result.current.state.progress);
    await act(() => result.current.start(request));
    record();
    for (let i = 0; i < 7; i++) {
      await tick();
      record();
    }
    expect(seen).toEqual([20, 60, 60, 60, 60, 61, 99, 100]);
    for (let i = 1; i < seen.length; i++) expect(seen[i]).toBeGreaterThanOrEqual(seen[i - 1]);
  });

  test('a failed job shows its error; Try Again starts anew with a new key', async () => {
    const service = fakeService([{ ...processing(30), status: 'failed', error: 'Provider exploded' }]);
    const { result } = renderHook(() => useVideoGeneration(service));
    await act(() => result.current.start(request));
    await tick();
    expect(result.current.state).toMatchObject({ phase: 'failed', error: 'Provider exploded', progress: 20 });
    expect(result.current.retryStartsAnew()).toBe(true);

    vi.mocked(service.status).mockResolvedValue(completed);
    await act(() => result.current.retry());
    expect(service.generate).toHaveBeenCalledTimes(2);
    const keys = vi.mocked(service.generate).mock.calls.map(([r]) => r.idempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
    await tick();
    expect(result.current.state.phase).toBe('completed');
  });

  test('a failed job without a message says "Video generation failed"', async () => {
    const service = fakeService([{ id: 'job-1', status: 'failed', progress: 0, provider: 'mock' }]);
    const { result } = renderHook(() => useVideoGeneration(service));
    await act(() => result.current.start(request));
    await tick();
    expect(result.current.state).toMatchObject({ phase: 'failed', error: 'Video generation failed' });
  });

  test('a start the providers refuse shows their error', async () => {
    const service = fakeService([completed], {
      generate: vi.fn(async () => {
        throw new Error('All video generation APIs failed. Last error: boom');
      }),
    });
    const { result } = renderHook(() => useVideoGeneration(service));
    await act(() => result.current.start(request));
    expect(result.current.state).toMatchObject({
      phase: 'failed',
      error: 'All video generation APIs failed. Last error: boom',
      progress: 10,
    });
  });

  test('too few credits returns to idle and asks for the upgrade modal', async () => {
    const onInsufficientCredits = vi.fn();
    const onSettled = vi.fn();
    const service = fakeService([completed], {
      generate: vi.fn(async () => {
        throw new InsufficientVideoCreditsError();
      }),
    });
    const { result } = renderHook(() => useVideoGeneration(service, { onInsufficientCredits, onSettled }));
    await act(() => result.current.start(request));
    expect(result.current.state).toEqual({ phase: 'idle', progress: 0 });
    expect(onInsufficientCredits).toHaveBeenCalledTimes(1);
    expect(onSettled).toHaveBeenCalledWith({ outcome: 'insufficient' });
  });

  test('a failed status check says "Failed to check video status"; Try Again watches the same job', async () => {
    const service = fakeService([processing(45), new Error('network down')]);
    const { result } = renderHook(() => useVideoGeneration(service));
    await act(() => result.current.start(request));
    await tick();
    await tick();
    expect(result.current.state).toMatchObject({
      phase: 'failed',
      error: 'Failed to check video status',
      progress: 45,
      job: { id: 'job-1' },
    });
    await tick(5 * POLL_INTERVAL_MS);
    expect(service.status).toHaveBeenCalledTimes(2);
    expect(result.current.retryStartsAnew()).toBe(false);

    vi.mocked(service.status).mockResolvedValue(completed);
    await act(() => result.current.retry());
    expect(result.current.state).toMatchObject({ phase: 'generating', progress: 45 });
    await tick();
    expect(result.current.state.phase).toBe('completed');
    expect(service.generate).toHaveBeenCalledTimes(1);
  });

  test('after 300 s it gives up with "Video generation timed out" and stops polling', async () => {
    const service = fakeService([processing(50)]);
    const onSettled = vi.fn();
    const { result } = renderHook(() => useVideoGeneration(service, { onSettled }));
    await act(() => result.current.start(request));
    await tick(GENERATION_TIMEOUT_MS - POLL_INTERVAL_MS);
    expect(result.current.state.phase).toBe('generating');
    const checks = vi.mocked(service.status).mock.calls.length;
    expect(checks).toBeGreaterThan(250);
    await tick(POLL_INTERVAL_MS);
    expect(result.current.state).toMatchObject({
      phase: 'failed',
      error: 'Video generation timed out',
      progress: 50,
    });
    expect(onSettled).toHaveBeenCalledWith(
      expect.objectContaining({ outcome: 'failed', error: 'Video generation timed out' }),
    );
    const after = vi.mocked(service.status).mock.calls.length;
    await tick(10 * POLL_INTERVAL_MS);
    expect(service.status).toHaveBeenCalledTimes(after);
  });

  test('the limit also covers a start that never answers', async () => {
    const service = fakeService([completed], { generate: vi.fn(() => new Promise<never>(() => undefined)) });
    const { result } = renderHook(() => useVideoGeneration(service));
    act(() => {
      // Not awaited: this start never answers; the time limit ends it (a failure becomes the state).
      void result.current.start(request);
    });
    await tick(GENERATION_TIMEOUT_MS);
    expect(result.current.state).toMatchObject({ phase: 'failed', error: 'Video generation timed out' });
  });

  test('the limit also covers a status check that never answers', async () => {
    const service = fakeService([], { status: vi.fn(() => new Promise<never>(() => undefined)) });
    const { result, unmount } = renderHook(() => useVideoGeneration(service));
    await act(() => result.current.start(request));
    await tick();
    expect(service.status).toHaveBeenCalledTimes(1);
    await tick(GENERATION_TIMEOUT_MS);
    expect(result.current.state).toMatchObject({ phase: 'failed', error: 'Video generation timed out' });
    expect(service.status).toHaveBeenCalledTimes(1);
    unmount();
    await tick(20 * POLL_INTERVAL_MS);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('leaving the screen stops the polling', async () => {
    const service = fakeService([processing(30)]);
    const { result, unmount } = renderHook(() => useVideoGeneration(service));
    await act(() => result.current.start(request));
    await tick();
    expect(service.status).toHaveBeenCalledTimes(1);
    unmount();
    await tick(20 * POLL_INTERVAL_MS);
    expect(service.status).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  test('an answer arriving after unmount or Reset changes nothing', async () => {
    let answer: (value: VideoJobResult) => void = () => undefined;
    const service = fakeService([], {
      status: vi.fn(() => new Promise<VideoJobResult>((resolve) => (answer = resolve))),
    });
    const { result } = renderHook(() => useVideoGeneration(service));
    await act(() => result.current.start(request));
    await tick();
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ phase: 'idle', progress: 0 });
    answer(completed);
    await flush();
    expect(result.current.state).toEqual({ phase: 'idle', progress: 0 });
    expect(vi.getTimerCount()).toBe(0);
  });

  test('the script-conversion variant goes 15, 30, then at least 50, and has no time limit', async () => {
    const service = fakeService([processing(20), processing(70)]);
    const { result } = renderHook(() => useVideoGeneration(service));
    let started: Promise<void> = Promise.resolve();
    act(() => {
      started = result.current.start(request, 'script');
    });
    expect(result.current.state).toMatchObject({ phase: 'generating', variant: 'script', progress: 15 });
    await act(() => started);
    expect(result.current.state.progress).toBe(30);
    await tick();
    expect(result.current.state).toMatchObject({ progress: 50, message: 'Adding effects...' });
    await tick();
    expect(result.current.state.progress).toBe(70);
    await tick(GENERATION_TIMEOUT_MS * 2);
    expect(result.current.state).toMatchObject({ phase: 'generating', progress: 70 });
    act(() => result.current.reset());
  });

  test('the script-conversion variant names its own failures', async () => {
    const service = fakeService([new Error('offline')]);
    const { result } = renderHook(() => useVideoGeneration(service));
    await act(() => result.current.start(request, 'script'));
    await tick();
    expect(result.current.state).toMatchObject({
      phase: 'failed',
      error: 'Failed to check conversion status',
    });
  });

  test('status mapping: queued keeps waiting, completed without a video fails', async () => {
    const service = fakeService([
      { id: 'job-1', status: 'queued', progress: 0, provider: 'replicate' },
      { id: 'job-1', status: 'completed', progress: 100, provider: 'replicate' },
    ]);
    const { result } = renderHook(() => useVideoGeneration(service));
    await act(() => result.current.start(request));
    await tick();
    const waiting = result.current.state as Extract<GenerationState, { phase: 'generating' }>;
    expect(waiting).toMatchObject({ phase: 'generating', progress: 20 });
    // The provider that answered is the one shown.
    expect(waiting.job).toEqual({ id: 'job-1', provider: 'replicate' });
    await tick();
    expect(result.current.state).toMatchObject({ phase: 'failed', error: 'Video generation failed' });
  });

  test('Reset returns to idle from any state', async () => {
    const service = fakeService([completed]);
    const { result } = renderHook(() => useVideoGeneration(service));
    await act(() => result.current.start(request));
    await tick();
    expect(result.current.state.phase).toBe('completed');
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ phase: 'idle', progress: 0 });
  });
});
