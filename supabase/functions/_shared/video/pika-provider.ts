import {
  callBearerJson,
  jobFromStatusBody,
  readJsonObject,
  readOkJsonObject,
  resolveFetch,
  startedJobFromBody,
  stringField,
  trimBase,
} from './provider-http.ts';
import type { FetchLike, VideoJobResult, VideoProvider, VideoRequest } from './video-types.ts';

/**
 * Where the second provider (Pika) answers: POST `{base}/generate` and GET `{base}/status/{id}`
 * with a bearer key. Only a generate and a status call are used, so the base is an option
 * (the server reads PIKA_BASE_URL) and this is only the default.
 */
export const PIKA_DEFAULT_BASE_URL = 'https://api.pika.art/v1';

/** The second provider's defaults (docs/product-rules.md#video-providers). */
export const PIKA_DEFAULTS = { duration: 3, aspectRatio: '16:9', style: 'realistic' } as const;

export interface PikaOptions {
  /** Without a key the provider is disabled. */
  apiKey: string | null | undefined;
  baseUrl?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** The second provider (Pika): disabled without a key. */
export class PikaProvider implements VideoProvider {
  readonly name = 'pika' as const;
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly fetchImpl: FetchLike;
  private readonly timeoutMs: number | undefined;

  constructor(options: PikaOptions) {
    this.apiKey = options.apiKey?.trim() ?? '';
    this.baseUrl = trimBase(options.baseUrl?.trim() || PIKA_DEFAULT_BASE_URL);
    this.fetchImpl = resolveFetch(options.fetch);
    this.timeoutMs = options.timeoutMs;
  }

  isAvailable(): boolean {
    return this.apiKey !== '';
  }

  private call(path: string, init: RequestInit = {}): Promise<Response> {
    if (!this.isAvailable()) return Promise.reject(new Error('Second provider API key is not configured'));
    return callBearerJson(
      { fetchImpl: this.fetchImpl, baseUrl: this.baseUrl, apiKey: this.apiKey, timeoutMs: this.timeoutMs },
      path,
      init,
    );
  }

  /** POST /generate {prompt, aspect_ratio, duration, style}; reads id or task_id, status, progress. */
  async generateVideo(request: VideoRequest): Promise<VideoJobResult> {
    const response = await this.call('/generate', {
      method: 'POST',
      body: JSON.stringify({
        prompt: request.prompt,
        aspect_ratio: request.aspectRatio ?? PIKA_DEFAULTS.aspectRatio,
        duration: request.duration ?? PIKA_DEFAULTS.duration,
        style: request.style ?? PIKA_DEFAULTS.style,
      }),
    });
    const body = await readOkJsonObject(response, 'Second provider');
    return startedJobFromBody(body, response.status, 'Second provider', this.name);
  }

  /** GET /status/{id}: status, progress, video_url or output_url, error. */
  async getVideoStatus(id: string): Promise<VideoJobResult> {
    const response = await this.call(`/status/${encodeURIComponent(id)}`);
    if (!response.ok) throw new Error(`Status check failed: ${response.status}`);
    const body = await readJsonObject(response);
    return jobFromStatusBody(body, stringField(body.id) ?? stringField(body.task_id) ?? id, this.name);
  }
}
