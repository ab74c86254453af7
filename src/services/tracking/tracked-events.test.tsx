import { defaultScheduler, notifyManager } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { authValue } from '@/components/credits/__tests__/credits-test-kit';
import { AuthContext } from '@/lib/auth/auth-context';
import { TestQueryProvider } from '@/test/test-query-provider';
import { useVideoGeneration } from '@/services/video/use-video-generation';
import { POLL_INTERVAL_MS } from '@/services/video/video-queries';
import type { VideoGenerationRequest, VideoJobResult, VideoService } from '@/services/video/video-service';
import { onTrackedEvent } from './track-event';

const request: VideoGenerationRequest = {
  mode: 'video',
  text: 'A cat',
  style: 'professional',
  duration: 30,
  aspectRatio: '16:9',
  workspaceId: 'workspace-1',
};

/** A service whose status answers come from `answers` in turn (the last one repeats). */
function fakeService(answers: VideoJobResult[], generate?: VideoService['generate']): VideoService {
  let call = 0;
  return {
    kind: 'server',
    generate: generate ?? (async () => ({ id: 'job-9', provider: 'wavespeed' })),
    status: async () => answers[Math.min(call++, answers.length - 1)],
    speak: async () => new Blob(),
    listRecent: async () => [],
    storeUpload: async () => null,
  };
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <TestQueryProvider>
      <AuthContext.Provider value={authValue()}>{children}</AuthContext.Provider>
    </TestQueryProvider>
  );
}

const tick = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

/** Where the product sends its events: the video generation hook (the real one, fake provider). */
describe('video generation events', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Query updates reach React as microtasks, as in a browser, so the fake clock does not hold them.
    notifyManager.setScheduler(queueMicrotask);
  });
  afterEach(() => {
    vi.useRealTimers();
    notifyManager.setScheduler(defaultScheduler);
  });

  test('started once a provider accepts the job, completed once the video is ready', async () => {
    const events: [string, unknown][] = [];
    const stop = onTrackedEvent((name, properties) => events.push([name, properties]));
    const service = fakeService([
      { id: 'job-9', status: 'processing', progress: 40, provider: 'wavespeed' },
      { id: 'job-9', status: 'completed', progress: 100, videoUrl: 'https://v/x.mp4', provider: 'wavespeed' },
    ]);
    const { result, unmount } = renderHook(() => useVideoGeneration(service), { wrapper: Providers });
    await act(() => result.current.start(request));
    expect(events).toEqual([['video_generation_started', { provider: 'wavespeed', variant: 'video' }]]);
    await tick(POLL_INTERVAL_MS);
    expect(events).toHaveLength(1);
    await tick(POLL_INTERVAL_MS);
    expect(events).toEqual([
      ['video_generation_started', { provider: 'wavespeed', variant: 'video' }],
      ['video_generation_completed', { provider: 'wavespeed', variant: 'video' }],
    ]);
    await tick(5 * POLL_INTERVAL_MS);
    expect(events).toHaveLength(2);
    stop();
    unmount();
  });

  test('a generation that never starts sends nothing', async () => {
    const events: string[] = [];
    const stop = onTrackedEvent((name) => events.push(name));
    const service = fakeService([], async () => {
      throw new Error('All video generation APIs failed');
    });
    const { result, unmount } = renderHook(() => useVideoGeneration(service), { wrapper: Providers });
    await act(() => result.current.start(request));
    await tick(5 * POLL_INTERVAL_MS);
    expect(events).toEqual([]);
    stop();
    unmount();
  });
});
