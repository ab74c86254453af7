import type { FunctionContext, ServerEnv } from '../../context.ts';
import { outboundFetch } from '../../http.ts';
import { createVideoManager, providersFromKeys, type VideoManager } from '../provider-manager.ts';
import type { ProviderName } from '../video-types.ts';
import { ElevenLabsVoiceClient } from '../voice.ts';

const enabled = (value: string | undefined) => value?.trim() === 'enabled';

/** The mock video provider serves only where the server says VIDEO_MOCK=enabled (local mode). */
export function videoMockEnabled(env: ServerEnv): boolean {
  return enabled(env.VIDEO_MOCK);
}

/** The sample voice serves only without a platform key and with VOICE_MOCK=enabled. */
export function voiceMockEnabled(env: ServerEnv): boolean {
  return enabled(env.VOICE_MOCK);
}

/**
 * The platform's video providers: one per platform key (WAVESPEED_API_KEY, PIKA_API_KEY,
 * REPLICATE_API_TOKEN), the mock when VIDEO_MOCK=enabled, tried in VIDEO_PROVIDER_PRIORITY's
 * order (comma-separated names) or the default Wavespeed, Pika, Replicate, mock. Optional:
 * WAVESPEED_BASE_URL, PIKA_BASE_URL, REPLICATE_VIDEO_MODEL.
 */
export function platformVideoManager(
  context: FunctionContext,
  onProviderError?: (provider: ProviderName, error: unknown) => void,
): VideoManager {
  const { env } = context;
  const providers = providersFromKeys({
    keys: { wavespeed: env.WAVESPEED_API_KEY, pika: env.PIKA_API_KEY, replicate: env.REPLICATE_API_TOKEN },
    mock: videoMockEnabled(env),
    fetch: outboundFetch(context),
    baseUrls: {
      wavespeed: env.WAVESPEED_BASE_URL?.trim() || undefined,
      pika: env.PIKA_BASE_URL?.trim() || undefined,
    },
    replicateModel: env.REPLICATE_VIDEO_MODEL?.trim() || undefined,
  });
  const priority = env.VIDEO_PROVIDER_PRIORITY?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return createVideoManager({ providers, priority, onProviderError });
}

/** The platform's ElevenLabs client (ELEVENLABS_API_KEY), or null without a key. */
export function platformVoiceClient(context: FunctionContext): ElevenLabsVoiceClient | null {
  const apiKey = context.env.ELEVENLABS_API_KEY?.trim();
  if (!apiKey) return null;
  return new ElevenLabsVoiceClient({ apiKey, fetch: outboundFetch(context) });
}
