import {
  callBearerJson,
  jobFromStatusBody,
  numberField,
  readJsonObject,
  readOkJsonObject,
  resolveFetch,
  startedJobFromBody,
  stringField,
  trimBase,
} from './provider-http.ts';
import type { FetchLike, QueueStatus, VideoJobResult, VideoProvider, VideoRequest } from './video-types.ts';

/**
 * Where the fast provider (Wavespeed) answers: below `/api/wavespeed/v1`, a proxy path in front of
 * Wavespeed with the endpoints `/generate`, `/status/{id}`, `/queue` and `/styles`; a server or a
 * browser outside that proxy needs an absolute address, so the base is an option (the server
 * reads WAVESPEED_BASE_URL) and this is only the default.
 */
export const WAVESPEED_DEFAULT_BASE_URL = 'https://api.wavespeed.ai/api/wavespeed/v1';

/** The fast provider's defaults (docs/product-rules.md#video-providers). */
export const WAVESPEED_DEFAULTS = {
  duration: 30,
  aspectRatio: '16:9',
  style: 'realistic',
  quality: 'fast',
  estimatedTimeSeconds: 15,
} as const;

/** The style list when /styles cannot be read. */
export const WAVESPEED_FALLBACK_STYLES: readonly string[] = [
  'realistic',
  'animated',
  'cinematic',
  'artistic',
];

/** The queue when /queue cannot be read: position 0, 15 s wait. */
export const WAVESPEED_FALLBACK_QUEUE: QueueStatus = { queuePosition: 0, estimatedWaitSeconds: 15 };

export interface WavespeedOptions {
  apiKey: string | null | undefined;
  baseUrl?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** The fast provider (Wavespeed): bearer key; generate, status, queue and styles. */
export class WavespeedProvider implements VideoProvider {
  readonly name = 'wavespeed' as const;
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly fetchImpl: FetchLike;
  private readonly timeoutMs: number | undefined;

  constructor(options: WavespeedOptions) {
    this.apiKey = options.apiKey?.trim() ?? '';
    this.baseUrl = trimBase(options.baseUrl?.trim() || WAVESPEED_DEFAULT_BASE_URL);
    this.fetchImpl = resolveFetch(options.fetch);
    this.timeoutMs = options.timeoutMs;
  }

  isAvailable(): boolean {
    return this.apiKey !== '';
  }

  private call(path: string, init: RequestInit = {}): Promise<Response> {
    return callBearerJson(
      { fetchImpl: this.fetchImpl, baseUrl: this.baseUrl, apiKey: this.apiKey, timeoutMs: this.timeoutMs },
      path,
      init,
    );
  }

  /** POST /generate {prompt, duration, aspect_ratio, style, quality, fast_mode}. */
  async generateVideo(request: VideoRequest): Promise<VideoJobResult> {
    const response = await this.call('/generate', {
      method: 'POST',
      body: JSON.stringify({
        prompt: request.prompt,
        duration: request.duration ?? WAVESPEED_DEFAULTS.duration,
        aspect_ratio: request.aspectRatio ?? WAVESPEED_DEFAULTS.aspectRatio,
        style: request.style ?? WAVESPEED_DEFAULTS.style,
        quality: request.quality ?? WAVESPEED_DEFAULTS.quality,
        fast_mode: true,
      }),
    });
    const body = await readOkJsonObject(response, 'Fast provider');
    return {
      ...startedJobFromBody(body, response.status, 'Fast provider', this.name),
      estimatedTime: numberField(body.estimated_time) ?? WAVESPEED_DEFAULTS.estimatedTimeSeconds,
    };
  }

  /** GET /status/{id}: status, video_url or output_url, thumbnail_url, progress, error, processing_time. */
  async getVideoStatus(id: string): Promise<VideoJobResult> {
    const response = await this.call(`/status/${encodeURIComponent(id)}`);
    if (!response.ok) throw new Error(`Status check failed: ${response.status}`);
    return jobFromStatusBody(await readJsonObject(response), id, this.name);
  }

  /** GET /queue: queue_position and estimated_wait_seconds; position 0, wait 15 s on any failure. */
  async getQueueStatus(): Promise<QueueStatus> {
    try {
      const response = await this.call('/queue');
      if (!response.ok) return { ...WAVESPEED_FALLBACK_QUEUE };
      const body = await readJsonObject(response);
      return {
        queuePosition: numberField(body.queue_position) ?? WAVESPEED_FALLBACK_QUEUE.queuePosition,
        estimatedWaitSeconds:
          numberField(body.estimated_wait_seconds) ?? WAVESPEED_FALLBACK_QUEUE.estimatedWaitSeconds,
      };
    } catch {
      return { ...WAVESPEED_FALLBACK_QUEUE };
    }
  }

  /** GET /styles: the styles list (names, or objects with a name or id); the fallback four on failure. */
  async getStyles(): Promise<string[]> {
    try {
      const response = await this.call('/styles');
      if (!response.ok) return [...WAVESPEED_FALLBACK_STYLES];
      const body = await readJsonObject(response);
      const list = Array.isArray(body.styles) ? body.styles : Array.isArray(body.value) ? body.value : null;
      const styles = (list ?? [])
        .map((item: unknown) =>
          typeof item === 'object' && item !== null
            ? (stringField((item as Record<string, unknown>).name) ??
              stringField((item as Record<string, unknown>).id))
            : stringField(item),
        )
        .filter((name): name is string => name !== undefined);
      return styles.length > 0 ? styles : [...WAVESPEED_FALLBACK_STYLES];
    } catch {
      return [...WAVESPEED_FALLBACK_STYLES];
    }
  }
}
