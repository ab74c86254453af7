import {
  callBearerJson,
  clampProgress,
  numberField,
  readJsonObject,
  readOkJsonObject,
  resolveFetch,
  stringField,
  trimBase,
} from './provider-http.ts';
import type { FetchLike, VideoJobResult, VideoProvider, VideoRequest, VideoStatus } from './video-types.ts';

/** Replicate's HTTP API (https://replicate.com/docs/reference/http). */
export const REPLICATE_DEFAULT_BASE_URL = 'https://api.replicate.com/v1';

/**
 * The text-to-video model run by default: an official model, named `owner/name` in the
 * `version` field of POST /v1/predictions (Replicate accepts official models there since
 * August 2025). The server reads REPLICATE_VIDEO_MODEL to choose another one.
 */
export const REPLICATE_DEFAULT_MODEL = 'minimax/video-01';

/**
 * Replicate's prediction statuses as the app's: starting → queued, processing → processing,
 * succeeded → completed, failed and canceled → failed (anything else → queued).
 */
export function mapReplicateStatus(status: unknown): VideoStatus {
  switch (typeof status === 'string' ? status.toLowerCase() : '') {
    case 'processing':
      return 'processing';
    case 'succeeded':
      return 'completed';
    case 'failed':
    case 'canceled':
    case 'cancelled':
      return 'failed';
    default:
      return 'queued';
  }
}

/** The video URL in a prediction's output: a URL, a list of URLs, or an object with one. */
function outputUrl(output: unknown): string | undefined {
  if (typeof output === 'string') return stringField(output);
  if (Array.isArray(output)) {
    for (const item of output) {
      const url = outputUrl(item);
      if (url) return url;
    }
    return undefined;
  }
  if (typeof output === 'object' && output !== null) {
    const record = output as Record<string, unknown>;
    return stringField(record.video) ?? stringField(record.url) ?? stringField(record.output);
  }
  return undefined;
}

/** The last percentage a model printed in its logs (many print a progress bar), if any. */
function progressFromLogs(logs: unknown): number | undefined {
  if (typeof logs !== 'string') return undefined;
  const matches = [...logs.matchAll(/(\d{1,3})%/g)];
  const last = matches.at(-1);
  return last ? clampProgress(Number(last[1])) : undefined;
}

export interface ReplicateOptions {
  apiToken: string | null | undefined;
  /** `owner/name`, `owner/name:version` or a version id. */
  model?: string;
  baseUrl?: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** The model's input for a request; `{ prompt }` by default (models differ in their inputs). */
  buildInput?: (request: VideoRequest) => Record<string, unknown>;
}

/** Replicate predictions: create, get and cancel, with `Authorization: Bearer <token>`. */
export class ReplicateProvider implements VideoProvider {
  readonly name = 'replicate' as const;
  private readonly apiToken: string;
  private readonly model: string;
  private readonly baseUrl: string;
  private readonly fetchImpl: FetchLike;
  private readonly timeoutMs: number | undefined;
  private readonly buildInput: (request: VideoRequest) => Record<string, unknown>;

  constructor(options: ReplicateOptions) {
    this.apiToken = options.apiToken?.trim() ?? '';
    this.model = options.model?.trim() || REPLICATE_DEFAULT_MODEL;
    this.baseUrl = trimBase(options.baseUrl?.trim() || REPLICATE_DEFAULT_BASE_URL);
    this.fetchImpl = resolveFetch(options.fetch);
    this.timeoutMs = options.timeoutMs;
    this.buildInput = options.buildInput ?? ((request) => ({ prompt: request.prompt }));
  }

  isAvailable(): boolean {
    return this.apiToken !== '';
  }

  private call(path: string, init: RequestInit = {}): Promise<Response> {
    return callBearerJson(
      { fetchImpl: this.fetchImpl, baseUrl: this.baseUrl, apiKey: this.apiToken, timeoutMs: this.timeoutMs },
      path,
      init,
    );
  }

  private toResult(body: Record<string, unknown>, fallbackId: string): VideoJobResult {
    const status = mapReplicateStatus(body.status);
    const canceled = body.status === 'canceled';
    const result: VideoJobResult = {
      id: stringField(body.id) ?? fallbackId,
      status,
      progress:
        status === 'completed' ? 100 : (progressFromLogs(body.logs) ?? (status === 'processing' ? 50 : 0)),
      provider: this.name,
    };
    const videoUrl = status === 'completed' ? outputUrl(body.output) : undefined;
    const error = stringField(body.error) ?? (canceled ? 'The prediction was canceled' : undefined);
    const metrics = (typeof body.metrics === 'object' && body.metrics !== null ? body.metrics : {}) as Record<
      string,
      unknown
    >;
    const processingTime = numberField(metrics.predict_time) ?? numberField(metrics.total_time);
    if (videoUrl) result.videoUrl = videoUrl;
    if (error && status === 'failed') result.error = error;
    if (processingTime !== undefined) result.processingTime = processingTime;
    return result;
  }

  /** POST /predictions {version, input}. */
  async generateVideo(request: VideoRequest): Promise<VideoJobResult> {
    const response = await this.call('/predictions', {
      method: 'POST',
      body: JSON.stringify({ version: this.model, input: this.buildInput(request) }),
    });
    const body = await readOkJsonObject(response, 'Replicate');
    const id = stringField(body.id);
    if (!id) throw new Error(`Replicate API error: ${response.status} - no prediction id in the answer`);
    return this.toResult(body, id);
  }

  /** GET /predictions/{id}. */
  async getVideoStatus(id: string): Promise<VideoJobResult> {
    const response = await this.call(`/predictions/${encodeURIComponent(id)}`);
    if (!response.ok) throw new Error(`Status check failed: ${response.status}`);
    return this.toResult(await readJsonObject(response), id);
  }

  /** POST /predictions/{id}/cancel. */
  async cancel(id: string): Promise<VideoJobResult> {
    const response = await this.call(`/predictions/${encodeURIComponent(id)}/cancel`, { method: 'POST' });
    return this.toResult(await readOkJsonObject(response, 'Replicate'), id);
  }
}
