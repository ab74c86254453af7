/**
 * A user's own keys for the four video and voice providers. They stay in this browser and make
 * the user unlimited: with any of them present, credit checks and charges are skipped
 * (docs/product-rules.md#provider-keys).
 */

export const OWN_PROVIDER_IDS = ['elevenlabs', 'replicate', 'wavespeed', 'pika'] as const;
export type OwnProviderId = (typeof OWN_PROVIDER_IDS)[number];
export type OwnProviderKeys = Partial<Record<OwnProviderId, string>>;

/** The local-storage entry holding the keys, as one JSON object by provider id. */
export const OWN_PROVIDER_KEYS_STORAGE_KEY = 'api_keys';

/** Fired on window when this tab changes the keys (other tabs get the storage event). */
export const OWN_PROVIDER_KEYS_CHANGED_EVENT = 'creator-os:own-provider-keys-changed';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The stored keys, trimmed, without empty ones; {} when nothing (or nothing readable) is stored. */
export function readOwnProviderKeys(): OwnProviderKeys {
  const raw = storage()?.getItem(OWN_PROVIDER_KEYS_STORAGE_KEY);
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  const keys: OwnProviderKeys = {};
  for (const id of OWN_PROVIDER_IDS) {
    const value = (parsed as Record<string, unknown>)[id];
    if (typeof value === 'string' && value.trim()) keys[id] = value.trim();
  }
  return keys;
}

/** True when the user has stored a key for any of the four providers. */
export function hasOwnProviderKey(): boolean {
  return Object.keys(readOwnProviderKeys()).length > 0;
}

/**
 * Stores the keys (trimmed; empty ones are dropped) and tells this tab's listeners. Throws when
 * the browser refuses to store them (no local storage, or it is full), so the caller can say so.
 */
export function writeOwnProviderKeys(keys: OwnProviderKeys): void {
  const kept: OwnProviderKeys = {};
  for (const id of OWN_PROVIDER_IDS) {
    const value = keys[id]?.trim();
    if (value) kept[id] = value;
  }
  const store = storage();
  if (!store) throw new Error('This browser does not allow local storage');
  if (Object.keys(kept).length === 0) store.removeItem(OWN_PROVIDER_KEYS_STORAGE_KEY);
  else store.setItem(OWN_PROVIDER_KEYS_STORAGE_KEY, JSON.stringify(kept));
  window.dispatchEvent(new Event(OWN_PROVIDER_KEYS_CHANGED_EVENT));
}

/** Calls `onChange` whenever the keys may have changed, in this tab or another. */
export function subscribeToOwnProviderKeys(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === OWN_PROVIDER_KEYS_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(OWN_PROVIDER_KEYS_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(OWN_PROVIDER_KEYS_CHANGED_EVENT, onChange);
  };
}
