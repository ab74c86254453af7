import { useSyncExternalStore } from 'react';
import {
  OWN_PROVIDER_IDS,
  readOwnProviderKeys,
  subscribeToOwnProviderKeys,
  type OwnProviderId,
} from '@/lib/credits/own-provider-keys';

/** The providers, as the key status lists show them. */
export const OWN_KEY_LABELS: Record<OwnProviderId, { name: string; purpose: string }> = {
  wavespeed: { name: 'Wavespeed', purpose: 'Fast video generation' },
  pika: { name: 'Pika', purpose: 'Video generation' },
  replicate: { name: 'Replicate', purpose: 'Video generation' },
  elevenlabs: { name: 'ElevenLabs', purpose: 'Voice generation' },
};

/** The order the key lists follow: the video providers by priority, then voice. */
export const OWN_KEY_ORDER: readonly OwnProviderId[] = ['wavespeed', 'pika', 'replicate', 'elevenlabs'];

// A string snapshot: the same keys give the same value, so React re-renders only on a change.
const snapshot = () => Object.keys(readOwnProviderKeys()).sort().join(',');

/** Which of the user's own provider keys are stored in this browser (never the keys themselves). */
export function useOwnKeyPresence(): Record<OwnProviderId, boolean> {
  const present = useSyncExternalStore(subscribeToOwnProviderKeys, snapshot, () => '');
  const ids = new Set(present.split(','));
  return Object.fromEntries(OWN_PROVIDER_IDS.map((id) => [id, ids.has(id)])) as Record<
    OwnProviderId,
    boolean
  >;
}
