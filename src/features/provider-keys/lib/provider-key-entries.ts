import type { OwnProviderId } from '@/lib/credits/own-provider-keys';

/** A provider key entry's fixed parts. */
export interface ProviderKeyEntry {
  id: OwnProviderId;
  name: string;
  description: string;
  /** The provider's usual variable name for the key (the platform's server reads the same). */
  variable: string;
  docsUrl: string;
  /** No key is required: without one, generation uses the platform and credits. */
  required: false;
}

/** The four providers, in order (docs/product-rules.md#provider-keys). */
export const PROVIDER_KEY_ENTRIES: readonly ProviderKeyEntry[] = [
  {
    id: 'elevenlabs',
    name: 'Eleven Labs',
    description: 'Voice generation: the voice-overs for your videos.',
    variable: 'ELEVENLABS_API_KEY',
    docsUrl: 'https://elevenlabs.io/docs/api-reference/authentication',
    required: false,
  },
  {
    id: 'replicate',
    name: 'Replicate',
    description: 'Standard video generation, tried after Wavespeed and Pika by default.',
    variable: 'REPLICATE_API_TOKEN',
    docsUrl: 'https://replicate.com/docs/reference/http#authentication',
    required: false,
  },
  {
    id: 'wavespeed',
    name: 'Wavespeed',
    description: 'Fast video generation, usually ready in 10-20 s; tried first by default.',
    variable: 'WAVESPEED_API_KEY',
    docsUrl: 'https://wavespeed.ai/docs',
    required: false,
  },
  {
    id: 'pika',
    name: 'Pika Labs',
    description: 'Premium video generation, tried second by default.',
    variable: 'PIKA_API_KEY',
    docsUrl: 'https://pika.art/api',
    required: false,
  },
];

export type KeyStatus = 'untested' | 'testing' | 'valid' | 'invalid';

/** A key's status texts (docs/product-rules.md#provider-keys). */
export const KEY_STATUS_TEXT: Readonly<Record<KeyStatus, string>> = {
  untested: 'Not tested yet',
  testing: 'Testing API key connection...',
  valid: 'API key is valid and working correctly',
  invalid: 'API key is invalid or there was an error connecting',
};

export const KEY_REQUIRED_TEXT = 'API key is required';
export const NOTHING_TO_TEST_TEXT = 'Enter at least one API key to test.';
export const KEYS_SAVED_TEXT = 'API keys saved successfully! They will be active immediately.';
export const KEYS_SAVE_FAILED_TEXT = 'Failed to save API keys. Please try again.';

/** How long the saved message stays (docs/product-rules.md#provider-keys). */
export const SAVED_MESSAGE_MS = 3_000;
/** The pause between two tests in Test All. */
export const TEST_ALL_PAUSE_MS = 500;
