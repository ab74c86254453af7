import type { OwnProviderId } from '@/lib/credits/own-provider-keys';
import { PIKA_DEFAULT_BASE_URL } from '../../../supabase/functions/_shared/video/pika-provider.ts';
import { REPLICATE_DEFAULT_BASE_URL } from '../../../supabase/functions/_shared/video/replicate-provider.ts';
import { ELEVENLABS_BASE_URL } from '../../../supabase/functions/_shared/video/voice.ts';
import { WAVESPEED_DEFAULT_BASE_URL } from '../../../supabase/functions/_shared/video/wavespeed-provider.ts';

/** How long a key check may take (docs/product-rules.md#provider-keys). */
export const KEY_CHECK_TIMEOUT_MS = 10_000;

/** A probe id that names no job: Pika answers 404 to a key it accepts, 401/403 to one it does not. */
export const PIKA_PROBE_JOB_ID = 'creator-os-key-check';

export interface KeyCheckRequest {
  url: string;
  headers: Record<string, string>;
  /** Statuses other than 2xx that still prove the key was accepted. */
  acceptedStatuses?: readonly number[];
}

/**
 * The call that proves a key works without spending anything: an account (or balance) read,
 * straight from this browser to that provider, at the addresses the video and voice services use.
 * - ElevenLabs: GET /v1/user with `xi-api-key`.
 * - Replicate: GET /v1/account with a bearer token.
 * - Wavespeed: GET /api/v3/balance with a bearer key, on the host of the video service's base.
 * - Pika: no public account endpoint; a status read of a job that does not exist, on the video
 *   service's base and bearer key (404 = key accepted, job unknown).
 */
export function keyCheckRequest(provider: OwnProviderId, key: string): KeyCheckRequest {
  const bearer = { Authorization: `Bearer ${key}`, Accept: 'application/json' };
  switch (provider) {
    case 'elevenlabs':
      return {
        url: `${ELEVENLABS_BASE_URL}/user`,
        headers: { 'xi-api-key': key, Accept: 'application/json' },
      };
    case 'replicate':
      return { url: `${REPLICATE_DEFAULT_BASE_URL}/account`, headers: bearer };
    case 'wavespeed':
      return { url: `${new URL(WAVESPEED_DEFAULT_BASE_URL).origin}/api/v3/balance`, headers: bearer };
    case 'pika':
      return {
        url: `${PIKA_DEFAULT_BASE_URL}/status/${PIKA_PROBE_JOB_ID}`,
        headers: bearer,
        acceptedStatuses: [404],
      };
  }
}

export type KeyCheckResult = 'valid' | 'invalid';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** Thrown for an empty key: 'API key is required'. */
export class ApiKeyRequiredError extends Error {
  constructor() {
    super('API key is required');
    this.name = 'ApiKeyRequiredError';
  }
}

/**
 * Checks a provider key: 2xx (or the provider's accepted status) is valid; 401, 403, any other
 * answer, a network error or no answer within 10 s is invalid. The key is trimmed first.
 */
export async function checkProviderKey(
  provider: OwnProviderId,
  rawKey: string,
  options: { fetch?: FetchLike; timeoutMs?: number } = {},
): Promise<KeyCheckResult> {
  const key = rawKey.trim();
  if (!key) throw new ApiKeyRequiredError();
  const request = keyCheckRequest(provider, key);
  const fetchImpl: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? KEY_CHECK_TIMEOUT_MS);
  try {
    const response = await fetchImpl(request.url, {
      method: 'GET',
      headers: request.headers,
      signal: controller.signal,
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    if (response.ok || request.acceptedStatuses?.includes(response.status)) return 'valid';
    return 'invalid';
  } catch {
    return 'invalid';
  } finally {
    clearTimeout(timer);
  }
}
