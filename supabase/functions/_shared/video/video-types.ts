/**
 * The shapes every video provider speaks: web-standard, imported by the
 * browser (own-key users) and by the server functions alike.
 */
import type { Enums } from '../database.types.ts';
import { everyEnumValue } from '../enum-values.ts';

/** A job's status as the app shows it; providers' own words are mapped by `mapVideoStatus`. */
export type VideoStatus = Enums<'video_status'>;

export const VIDEO_STATUSES = everyEnumValue('video_status', ['queued', 'processing', 'completed', 'failed']);

export type ProviderName = Enums<'video_provider'>;

/** The providers in the order of their default priority (docs/product-rules.md#video-providers). */
export const PROVIDER_NAMES = everyEnumValue('video_provider', ['wavespeed', 'pika', 'replicate', 'mock']);

/** The default priority: Wavespeed, Pika, Replicate, then the mock. */
export const DEFAULT_PROVIDER_PRIORITY: readonly ProviderName[] = PROVIDER_NAMES;

/** Human names for "Using {provider} API". */
export const PROVIDER_LABELS: Readonly<Record<ProviderName, string>> = {
  wavespeed: 'Wavespeed',
  pika: 'Pika',
  replicate: 'Replicate',
  mock: 'Mock',
};

/** What a generation asks for. */
export interface VideoRequest {
  prompt: string;
  /** Seconds. */
  duration?: number;
  /** '16:9', '9:16', '1:1' or '4:5'. */
  aspectRatio?: string;
  style?: string;
  quality?: string;
  voice?: string;
}

/** A job as a provider reports it. */
export interface VideoJobResult {
  id: string;
  status: VideoStatus;
  /** 0..100. */
  progress: number;
  videoUrl?: string;
  thumbnailUrl?: string;
  error?: string;
  /** Seconds, when the provider says. */
  processingTime?: number;
  /** Seconds the provider expects the job to take, when it says (generate answers only). */
  estimatedTime?: number;
  provider: ProviderName;
}

/** The fetch a provider calls: globalThis.fetch unless a test or the server gives another. */
export type FetchLike = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** One video provider: generate and status, and where it has them queue, styles and cancel. */
export interface VideoProvider {
  readonly name: ProviderName;
  /** True when it can be called (its key is present; the mock always). */
  isAvailable(): boolean;
  generateVideo(request: VideoRequest): Promise<VideoJobResult>;
  getVideoStatus(id: string): Promise<VideoJobResult>;
  getQueueStatus?(): Promise<QueueStatus>;
  getStyles?(): Promise<string[]>;
  cancel?(id: string): Promise<VideoJobResult>;
}

/** The fast provider's queue; fallback position 0, wait 15 s (docs/product-rules.md#video-providers). */
export interface QueueStatus {
  queuePosition: number;
  estimatedWaitSeconds: number;
}

/** The video creator's settings (docs/product-rules.md#video-generation). */
export const VIDEO_DURATION_MIN = 15;
export const VIDEO_DURATION_MAX = 120;
export const VIDEO_DURATION_DEFAULT = 30;
export type VideoAspectRatio = Enums<'video_aspect_ratio'>;
/** In the creator's order, landscape first (docs/product-rules.md#video-generation). */
export const VIDEO_ASPECT_RATIOS = everyEnumValue('video_aspect_ratio', ['16:9', '9:16', '1:1', '4:5']);
/** Poll every second; give up after 300 s ("Video generation timed out"). */
export const VIDEO_POLL_INTERVAL_MS = 1000;
export const VIDEO_TIMEOUT_SECONDS = 300;

/** The generation texts (docs/product-rules.md#generation-texts). */
export const VIDEO_ERRORS = {
  generationFailed: 'Video generation failed',
  statusCheckFailed: 'Failed to check video status',
  timedOut: 'Video generation timed out',
  scriptConversionFailed: 'Script to video conversion failed',
  conversionStatusFailed: 'Failed to check conversion status',
  scriptFailed: 'Script conversion failed',
  emptyScript: 'Please enter a script first',
  insufficientCredits: 'Insufficient credits',
} as const;
