import { randomUuid } from '@/lib/ids';
import type { VideoStyle } from '@/lib/credits/credit-constants';
import type {
  ProviderName,
  VideoAspectRatio,
  VideoJobResult,
  VideoStatus,
} from '../../../supabase/functions/_shared/video/video-types.ts';
export { CREATOR_VOICES } from '../../../supabase/functions/_shared/video/voice.ts';

export type { ProviderName, VideoJobResult, VideoStatus };
export {
  DEFAULT_PROVIDER_PRIORITY,
  PROVIDER_LABELS,
  PROVIDER_NAMES,
} from '../../../supabase/functions/_shared/video/video-types.ts';

/** The four aspect ratios the creator offers, in order (docs/product-rules.md#video-generation). */
export { VIDEO_ASPECT_RATIOS as ASPECT_RATIOS } from '../../../supabase/functions/_shared/video/video-types.ts';
export type AspectRatio = VideoAspectRatio;

/**
 * What the screen asks for. `mode: 'script'` wraps the text in the script-to-video prompt;
 * `mode: 'video'` sends it as the prompt itself.
 */
export interface VideoGenerationRequest {
  mode: 'video' | 'script';
  /** The script (mode 'script') or the prompt (mode 'video'). */
  text: string;
  style: VideoStyle;
  /** Seconds. */
  duration: number;
  aspectRatio: AspectRatio;
  voice?: string;
  quality?: string;
  /** The workspace the video goes to (the current one); the caller must be able to write there. */
  workspaceId: string;
  /** The saved script the video is made from, and its version, when there is one. */
  scriptId?: string | null;
  scriptVersion?: number | null;
  /** The same key starts (and charges) one job, however often the call is repeated. */
  idempotencyKey?: string;
}

/** A started job: the id to ask about and the provider that took it. */
export interface StartedVideo {
  id: string;
  provider: string;
}

/** One of the workspace's jobs as the `videos` table keeps it. */
export interface RecentVideo {
  id: string;
  title: string | null;
  style: string | null;
  provider: string | null;
  status: VideoStatus;
  progress: number;
  videoUrl: string | null;
  thumbnailUrl: string | null;
  error: string | null;
  createdAt: string;
}

/** How many recent jobs the screen lists. */
export const RECENT_VIDEOS_SHOWN = 10;

/** The user cannot pay for this: the screen opens the upgrade modal. */
export class InsufficientVideoCreditsError extends Error {
  constructor() {
    super('Insufficient credits');
    this.name = 'InsufficientVideoCreditsError';
  }
}

/**
 * The voice-over was made (and paid for with the user's own key) but could not be kept in the
 * workspace: the screen still plays and downloads `audio`, and says why it was not saved.
 */
export class VoiceoverNotKeptError extends Error {
  readonly audio: Blob;

  constructor(audio: Blob, message: string) {
    super(message);
    this.name = 'VoiceoverNotKeptError';
    this.audio = audio;
  }
}

export interface SpeakOptions {
  idempotencyKey?: string;
  workspaceId?: string | null;
  scriptId?: string | null;
  scriptVersion?: number | null;
}

/** The one interface the video creator uses, whoever pays: the server or the user's own keys. */
export interface VideoService {
  /** Who serves: the server functions (credits) or the user's own provider keys. */
  readonly kind: 'server' | 'own-key';
  /** Starts a job. Rejects with InsufficientVideoCreditsError when the user is short of credits. */
  generate(request: VideoGenerationRequest): Promise<StartedVideo>;
  /** The job's current state, with its provider. */
  status(id: string, provider: string): Promise<VideoJobResult>;
  /**
   * A voice-over of `text` in the voice `voiceId`, as audio. Through the server, one with a
   * `workspaceId` is also kept in that workspace (with the script it reads, when given).
   */
  speak(text: string, voiceId: string, options?: SpeakOptions): Promise<Blob>;
  /** The workspace's latest jobs (every member's), newest first; none without a workspace. */
  listRecent(workspaceId: string | null): Promise<RecentVideo[]>;
  /**
   * Keeps an uploaded video: in hosted mode in the private `videos` storage bucket under the
   * user's folder (its path is returned); in local mode nothing is stored (null).
   */
  storeUpload(file: File): Promise<{ path: string } | null>;
}

/** A v4 UUID (idempotency keys), also outside secure contexts. */
export const newIdempotencyKey = randomUuid;
