import type { FetchLike } from './video-types.ts';

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
