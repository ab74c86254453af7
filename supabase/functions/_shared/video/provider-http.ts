import { mapVideoStatus } from './map-status.ts';
import type { FetchLike, ProviderName, VideoJobResult } from './video-types.ts';

/** How long one provider call may take before it counts as a failure (ms). */
export const PROVIDER_TIMEOUT_MS = 20_000;

/** A fetch that calls the given one (tests, the server) or the platform's, never unbound. */
export function resolveFetch(fetchImpl?: FetchLike): FetchLike {
  return (input, init) => (fetchImpl ? fetchImpl(input, init) : globalThis.fetch(input, init));
}

/** Calls `fetchImpl` and gives up after `timeoutMs` (a TimeoutError names the URL's host). */
export async function fetchWithTimeout(
  fetchImpl: FetchLike,
  url: string,
  init: RequestInit,
  timeoutMs: number = PROVIDER_TIMEOUT_MS,
): Promise<Response> {
  const signal = init.signal ?? (timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined);
  try {
    return await fetchImpl(url, signal ? { ...init, signal } : init);
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new Error(`The request to ${new URL(url).host} timed out`);
    }
    throw error;
  }
}

/** The answer's JSON object, or {} when it has none (providers are not always tidy). */
export async function readJsonObject(response: Response): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : { value: body };
  } catch {
    return {};
  }
}

export const stringField = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;

export const numberField = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return undefined;
};

/** 0..100, rounded; undefined stays undefined. */
export function clampProgress(value: number | undefined): number | undefined {
  return value === undefined ? undefined : Math.max(0, Math.min(100, Math.round(value)));
}

/** A base URL without its trailing slashes. */
export function trimBase(url: string): string {
  return url.replace(/\/+$/, '');
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A provider API that takes `Authorization: Bearer <key>` and speaks JSON. */
export interface BearerJsonApi {
  fetchImpl: FetchLike;
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
}

/** Calls `{baseUrl}{path}` with the bearer key, JSON headers and the provider timeout. */
export function callBearerJson(api: BearerJsonApi, path: string, init: RequestInit = {}): Promise<Response> {
  return fetchWithTimeout(
    api.fetchImpl,
    `${api.baseUrl}${path}`,
    {
      ...init,
      headers: {
        Authorization: `Bearer ${api.apiKey}`,
        Accept: 'application/json',
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
    },
    api.timeoutMs,
  );
}

/** The answer's JSON object when it is OK; otherwise `{label} API error: {status} - {statusText}`. */
export async function readOkJsonObject(response: Response, label: string): Promise<Record<string, unknown>> {
  if (!response.ok) throw new Error(`${label} API error: ${response.status} - ${response.statusText}`);
  return readJsonObject(response);
}

/** A just-created job's answer: its id (id or task_id), status and progress. */
export function startedJobFromBody(
  body: Record<string, unknown>,
  status: number,
  label: string,
  provider: ProviderName,
): VideoJobResult {
  const id = stringField(body.id) ?? stringField(body.task_id);
  if (!id) throw new Error(`${label} API error: ${status} - no job id in the answer`);
  return {
    id,
    status: mapVideoStatus(body.status ?? 'queued'),
    progress: clampProgress(numberField(body.progress)) ?? 0,
    provider,
  };
}

/**
 * A status answer (status, progress, video_url or output_url, thumbnail_url, error,
 * processing_time) as a job result; a completed job is at 100.
 */
export function jobFromStatusBody(
  body: Record<string, unknown>,
  id: string,
  provider: ProviderName,
): VideoJobResult {
  const status = mapVideoStatus(body.status);
  const result: VideoJobResult = {
    id,
    status,
    progress: status === 'completed' ? 100 : (clampProgress(numberField(body.progress)) ?? 0),
    provider,
  };
  const videoUrl = stringField(body.video_url) ?? stringField(body.output_url);
  const thumbnailUrl = stringField(body.thumbnail_url);
  const error = stringField(body.error);
  const processingTime = numberField(body.processing_time);
  if (videoUrl) result.videoUrl = videoUrl;
  if (thumbnailUrl) result.thumbnailUrl = thumbnailUrl;
  if (error) result.error = error;
  if (processingTime !== undefined) result.processingTime = processingTime;
  return result;
}
