import { afterEach, describe, expect, test, vi } from 'vitest';
import { createGenerationMachine } from '@/services/video/use-video-generation';
import type { VideoJobResult, VideoService } from '@/services/video/video-service';
import { onTrackedEvent } from './track-event';

/** Where the product sends its events: the video generation machine (the real one, fake provider). */
describe('video generation events', () => {
  afterEach(() => vi.useRealTimers());

  function machineWith(answers: VideoJobResult[], generate?: VideoService['generate']) {
    let call = 0;
    const service = {
      kind: 'server',
      generate: generate ?? (async () => ({ id: 'job-9', provider: 'wavespeed' })),
      status: async () => answers[Math.min(call++, answers.length - 1)],
    } as unknown as VideoService;
    return createGenerationMachine({
      service: () => service,
      options: () => ({}),
      onChange: () => undefined,
    });
  }

  test('started once a provider accepts the job, completed once the video is ready', async () => {
    vi.useFakeTimers();
    const events: [string, unknown][] = [];
    const stop = onTrackedEvent((name, properties) => events.push([name, properties]));
    const machine = machineWith([
      { id: 'job-9', status: 'processing', progress: 40, provider: 'wavespeed' },
      { id: 'job-9', status: 'completed', progress: 100, videoUrl: 'https://v/x.mp4', provider: 'wavespeed' },
    ]);
    await machine.start({
      mode: 'video',
      text: 'A cat',
      style: 'professional',
      duration: 30,
      aspectRatio: '16:9',
    });
    expect(events).toEqual([['video_generation_started', { provider: 'wavespeed', variant: 'video' }]]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(events).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(events).toEqual([
      ['video_generation_started', { provider: 'wavespeed', variant: 'video' }],
      ['video_generation_completed', { provider: 'wavespeed', variant: 'video' }],
    ]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(events).toHaveLength(2);
    stop();
    machine.stop();
  });

  test('a generation that never starts sends nothing', async () => {
    const events: string[] = [];
    const stop = onTrackedEvent((name) => events.push(name));
    const machine = machineWith([], async () => {
      throw new Error('All video generation APIs failed');
    });
    await machine.start({
      mode: 'video',
      text: 'A cat',
      style: 'professional',
      duration: 30,
      aspectRatio: '16:9',
    });
    expect(events).toEqual([]);
    stop();
  });
});
