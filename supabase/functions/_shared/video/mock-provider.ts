import type { VideoJobResult, VideoProvider, VideoRequest } from './video-types.ts';

/** The mock finishes this long after a job is created (docs/product-rules.md#video-providers). */
export const MOCK_DURATION_MS = 5_000;
/** The highest progress the mock reports before it completes. */
export const MOCK_MAX_PROGRESS = 95;
/** The sample video and thumbnail a finished mock job shows (served from the app's public/). */
export const MOCK_VIDEO_URL = '/media/sample-video.mp4';
export const MOCK_THUMBNAIL_URL = '/media/sample-thumbnail.svg';

const ID_PATTERN = /^mock-([0-9a-z]+)-[0-9a-z]+$/;

/** A mock job id: it carries its creation time, so any process can answer for it. */
export function mockJobId(createdAtMs: number, random: string = crypto.randomUUID()): string {
  const suffix =
    random
      .replace(/[^0-9a-z]/gi, '')
      .toLowerCase()
      .slice(0, 12) || '0';
  return `mock-${Math.max(0, Math.floor(createdAtMs)).toString(36)}-${suffix}`;
}

/** The creation time (ms since the epoch) a mock job id carries, or null for another id. */
export function mockJobCreatedAt(id: string): number | null {
  const match = ID_PATTERN.exec(id);
  if (!match) return null;
  const time = parseInt(match[1], 36);
  return Number.isFinite(time) ? time : null;
}

/**
 * A mock job's state `nowMs` into its life: processing with progress rising to 95 during the
 * first 5 s after creation, then completed (100) with the sample video and thumbnail. A pure
 * function of the times, so it holds across calls, processes and reloads.
 */
export function mockJobState(
  id: string,
  createdAtMs: number,
  nowMs: number,
  options: { durationMs?: number; videoUrl?: string; thumbnailUrl?: string } = {},
): VideoJobResult {
  const durationMs = options.durationMs ?? MOCK_DURATION_MS;
  const elapsed = Math.max(0, nowMs - createdAtMs);
  if (elapsed >= durationMs) {
    return {
      id,
      status: 'completed',
      progress: 100,
      videoUrl: options.videoUrl ?? MOCK_VIDEO_URL,
      thumbnailUrl: options.thumbnailUrl ?? MOCK_THUMBNAIL_URL,
      processingTime: durationMs / 1000,
      provider: 'mock',
    };
  }
  return {
    id,
    status: 'processing',
    progress: Math.min(MOCK_MAX_PROGRESS, Math.floor((elapsed / durationMs) * MOCK_MAX_PROGRESS)),
    provider: 'mock',
  };
}

export interface MockProviderOptions {
  /** The clock (ms since the epoch); Date.now by default. Tests give their own. */
  now?: () => number;
  durationMs?: number;
  videoUrl?: string;
  thumbnailUrl?: string;
}

interface MockJob {
  id: string;
  createdAt: number;
  request: VideoRequest;
}

/**
 * The mock provider: always available, needs no key, makes no request. It keeps the jobs it
 * created in memory by id; a job it did not create (another process, a reload) is answered from
 * the creation time its id carries.
 */
export class MockVideoProvider implements VideoProvider {
  readonly name = 'mock' as const;
  private readonly jobs = new Map<string, MockJob>();
  private readonly now: () => number;

  constructor(private readonly options: MockProviderOptions = {}) {
    this.now = options.now ?? (() => Date.now());
  }

  isAvailable(): boolean {
    return true;
  }

  generateVideo(request: VideoRequest): Promise<VideoJobResult> {
    const createdAt = this.now();
    const id = mockJobId(createdAt);
    this.jobs.set(id, { id, createdAt, request });
    return Promise.resolve(this.state(id, createdAt));
  }

  getVideoStatus(id: string): Promise<VideoJobResult> {
    const createdAt = this.jobs.get(id)?.createdAt ?? mockJobCreatedAt(id);
    if (createdAt === null) return Promise.reject(new Error('Status check failed: 404'));
    return Promise.resolve(this.state(id, createdAt));
  }

  /** The request a job was created with, while this instance remembers it. */
  requestOf(id: string): VideoRequest | undefined {
    return this.jobs.get(id)?.request;
  }

  private state(id: string, createdAt: number): VideoJobResult {
    return mockJobState(id, createdAt, this.now(), this.options);
  }
}
