import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  hasOwnProviderKey,
  OWN_PROVIDER_KEYS_STORAGE_KEY,
  readOwnProviderKeys,
  subscribeToOwnProviderKeys,
  writeOwnProviderKeys,
} from '../own-provider-keys';

afterEach(() => localStorage.clear());

describe('own provider keys', () => {
  test('nothing stored, blank keys and unreadable storage all mean no key', () => {
    expect(hasOwnProviderKey()).toBe(false);
    localStorage.setItem(OWN_PROVIDER_KEYS_STORAGE_KEY, JSON.stringify({ elevenlabs: '  ', other: 'x' }));
    expect(hasOwnProviderKey()).toBe(false);
    localStorage.setItem(OWN_PROVIDER_KEYS_STORAGE_KEY, '{not json');
    expect(readOwnProviderKeys()).toEqual({});
  });

  test('any one of the four providers makes the user unlimited', () => {
    for (const id of ['elevenlabs', 'replicate', 'wavespeed', 'pika']) {
      localStorage.setItem(OWN_PROVIDER_KEYS_STORAGE_KEY, JSON.stringify({ [id]: ' key-123 ' }));
      expect(hasOwnProviderKey()).toBe(true);
      expect(readOwnProviderKeys()).toEqual({ [id]: 'key-123' });
    }
  });

  test('writing drops empty keys and tells listeners in this tab', () => {
    const listener = vi.fn();
    const stop = subscribeToOwnProviderKeys(listener);
    writeOwnProviderKeys({ wavespeed: 'ws-key', pika: '' });
    expect(JSON.parse(localStorage.getItem(OWN_PROVIDER_KEYS_STORAGE_KEY) ?? '{}')).toEqual({
      wavespeed: 'ws-key',
    });
    expect(listener).toHaveBeenCalledTimes(1);
    writeOwnProviderKeys({});
    expect(localStorage.getItem(OWN_PROVIDER_KEYS_STORAGE_KEY)).toBeNull();
    stop();
    writeOwnProviderKeys({ pika: 'p' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
