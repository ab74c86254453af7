import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  ApiKeyRequiredError,
  checkProviderKey,
  KEY_CHECK_TIMEOUT_MS,
  type FetchLike,
} from '../provider-key-checks';

afterEach(() => vi.useRealTimers());

/** A provider answering with `status`, recording what it was asked. */
function provider(status: number) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return new Response(JSON.stringify({}), { status });
  };
  const headers = () => new Headers(calls[0].init?.headers);
  return { fetch, calls, headers };
}

describe('provider key checks', () => {
  test('ElevenLabs: GET /v1/user with xi-api-key, the key trimmed', async () => {
    const api = provider(200);
    await expect(checkProviderKey('elevenlabs', '  el-key  ', { fetch: api.fetch })).resolves.toBe('valid');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0].url).toBe('https://api.elevenlabs.io/v1/user');
    expect(api.calls[0].init?.method).toBe('GET');
    expect(api.headers().get('xi-api-key')).toBe('el-key');
    expect(api.headers().get('authorization')).toBeNull();
    expect(api.calls[0].init?.credentials).toBe('omit');
  });

  test('Replicate: GET /v1/account with a bearer token', async () => {
    const api = provider(200);
    await expect(checkProviderKey('replicate', 'r8_token', { fetch: api.fetch })).resolves.toBe('valid');
    expect(api.calls[0].url).toBe('https://api.replicate.com/v1/account');
    expect(api.headers().get('authorization')).toBe('Bearer r8_token');
  });

  test('Wavespeed: GET /api/v3/balance on the video service host with a bearer key', async () => {
    const api = provider(200);
    await expect(checkProviderKey('wavespeed', 'ws', { fetch: api.fetch })).resolves.toBe('valid');
    expect(api.calls[0].url).toBe('https://api.wavespeed.ai/api/v3/balance');
    expect(api.headers().get('authorization')).toBe('Bearer ws');
  });

  test('Pika: a status read of a job that does not exist; 404 means the key was accepted', async () => {
    const api = provider(404);
    await expect(checkProviderKey('pika', 'pk', { fetch: api.fetch })).resolves.toBe('valid');
    expect(api.calls[0].url).toBe('https://api.pika.art/v1/status/creator-os-key-check');
    expect(api.headers().get('authorization')).toBe('Bearer pk');
  });

  test.each([401, 403, 404, 429, 500])('a %i answer is invalid', async (status) => {
    for (const id of ['elevenlabs', 'replicate', 'wavespeed'] as const) {
      await expect(checkProviderKey(id, 'k', { fetch: provider(status).fetch })).resolves.toBe('invalid');
    }
  });

  test.each([401, 403, 500])('Pika: a %i answer is invalid', async (status) => {
    await expect(checkProviderKey('pika', 'k', { fetch: provider(status).fetch })).resolves.toBe('invalid');
  });

  test('a network error is invalid', async () => {
    const fetch: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(checkProviderKey('replicate', 'k', { fetch })).resolves.toBe('invalid');
  });

  test('no answer within 10 s aborts the call and is invalid', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const fetch: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) => {
        signal = init?.signal ?? undefined;
        signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
      });
    const result = checkProviderKey('elevenlabs', 'k', { fetch });
    await vi.advanceTimersByTimeAsync(KEY_CHECK_TIMEOUT_MS - 1);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(signal?.aborted).toBe(true);
    await expect(result).resolves.toBe('invalid');
  });

  test('an empty or blank key is refused before any call', async () => {
    const api = provider(200);
    await expect(checkProviderKey('pika', '   ', { fetch: api.fetch })).rejects.toThrow(ApiKeyRequiredError);
    await expect(checkProviderKey('pika', '', { fetch: api.fetch })).rejects.toThrow('API key is required');
    expect(api.calls).toHaveLength(0);
  });
});
