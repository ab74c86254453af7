import { useCallback, useEffect, useRef, useState } from 'react';
import {
  OWN_PROVIDER_IDS,
  readOwnProviderKeys,
  writeOwnProviderKeys,
  type OwnProviderId,
  type OwnProviderKeys,
} from '@/lib/credits/own-provider-keys';
import { checkProviderKey } from '@/services/provider-key-tests/provider-key-checks';
import {
  KEY_REQUIRED_TEXT,
  KEYS_SAVE_FAILED_TEXT,
  KEYS_SAVED_TEXT,
  NOTHING_TO_TEST_TEXT,
  PROVIDER_KEY_ENTRIES,
  SAVED_MESSAGE_MS,
  TEST_ALL_PAUSE_MS,
  type KeyStatus,
} from './provider-key-entries';

export interface KeyState {
  value: string;
  visible: boolean;
  status: KeyStatus;
  /** 'API key is required' after a test of an empty key. */
  error: string | null;
}

export type Notice = { kind: 'success' | 'error'; text: string } | null;

type KeyStates = Record<OwnProviderId, KeyState>;

function initialStates(): KeyStates {
  const saved = readOwnProviderKeys();
  return Object.fromEntries(
    OWN_PROVIDER_IDS.map((id) => [
      id,
      { value: saved[id] ?? '', visible: false, status: 'untested', error: null },
    ]),
  ) as KeyStates;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The API Keys tab's state: the four keys (loaded from this browser), their visibility and test
 * status, Test, Test All (one key after another, 500 ms apart) and Save.
 */
export function useProviderKeys() {
  const [keys, setKeys] = useState<KeyStates>(initialStates);
  const [testingAll, setTestingAll] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  // The latest values, and one counter per provider so an answer for an edited key is ignored.
  const latest = useRef(keys);
  const runs = useRef<Record<OwnProviderId, number>>({ elevenlabs: 0, replicate: 0, wavespeed: 0, pika: 0 });
  const mounted = useRef(true);
  const messageTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    latest.current = keys;
  }, [keys]);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(messageTimer.current);
    };
  }, []);

  const update = useCallback((id: OwnProviderId, change: Partial<KeyState>) => {
    setKeys((current) => {
      const next = { ...current, [id]: { ...current[id], ...change } };
      latest.current = next;
      return next;
    });
  }, []);

  /** Editing a key makes its status untested again. */
  const setValue = (id: OwnProviderId, value: string) => {
    runs.current[id] += 1;
    update(id, { value, status: 'untested', error: null });
  };

  const toggleVisible = (id: OwnProviderId) => update(id, { visible: !latest.current[id].visible });

  const test = useCallback(
    async (id: OwnProviderId) => {
      const key = latest.current[id].value.trim();
      if (!key) {
        update(id, { status: 'untested', error: KEY_REQUIRED_TEXT });
        return;
      }
      const run = ++runs.current[id];
      update(id, { status: 'testing', error: null });
      const result = await checkProviderKey(id, key);
      if (!mounted.current || runs.current[id] !== run) return;
      update(id, { status: result });
    },
    [update],
  );

  const showMessage = (message: Notice, forMs?: number) => {
    clearTimeout(messageTimer.current);
    setNotice(message);
    if (forMs) messageTimer.current = setTimeout(() => setNotice(null), forMs);
  };

  /** Tests each filled key in the entries' order, with the spec's pause between two tests. */
  const testAll = async () => {
    if (testingAll) return;
    const filled = PROVIDER_KEY_ENTRIES.filter((entry) => latest.current[entry.id].value.trim());
    if (filled.length === 0) {
      showMessage({ kind: 'error', text: NOTHING_TO_TEST_TEXT });
      return;
    }
    setTestingAll(true);
    try {
      for (const [index, entry] of filled.entries()) {
        if (index > 0) await sleep(TEST_ALL_PAUSE_MS);
        if (!mounted.current) return;
        await test(entry.id);
      }
    } finally {
      if (mounted.current) setTestingAll(false);
    }
  };

  /** Saves the keys, trimmed, without the empty ones, in this browser. */
  const save = () => {
    const toSave: OwnProviderKeys = {};
    for (const id of OWN_PROVIDER_IDS) {
      const value = latest.current[id].value.trim();
      if (value) toSave[id] = value;
    }
    try {
      writeOwnProviderKeys(toSave);
    } catch {
      showMessage({ kind: 'error', text: KEYS_SAVE_FAILED_TEXT });
      return;
    }
    for (const id of OWN_PROVIDER_IDS) {
      if (latest.current[id].value !== (toSave[id] ?? '')) update(id, { value: toSave[id] ?? '' });
    }
    showMessage({ kind: 'success', text: KEYS_SAVED_TEXT }, SAVED_MESSAGE_MS);
  };

  return { keys, setValue, toggleVisible, test, testAll, testingAll, save, notice };
}
