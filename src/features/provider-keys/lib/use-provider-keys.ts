import { useMutation, type UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  OWN_PROVIDER_IDS,
  readOwnProviderKeys,
  writeOwnProviderKeys,
  type OwnProviderId,
  type OwnProviderKeys,
} from '@/lib/credits/own-provider-keys';
import { sleep } from '@/lib/sleep';
import { checkProviderKey, type KeyCheckResult } from '@/services/provider-key-tests/provider-key-checks';
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

/** What the user edits of a key; its status comes from the key's test. */
type KeyField = Omit<KeyState, 'status'>;
type KeyFields = Record<OwnProviderId, KeyField>;

function initialFields(): KeyFields {
  const saved = readOwnProviderKeys();
  return Object.fromEntries(
    OWN_PROVIDER_IDS.map((id) => [id, { value: saved[id] ?? '', visible: false, error: null }]),
  ) as KeyFields;
}

type KeyTest = UseMutationResult<KeyCheckResult, Error, string>;

/**
 * One provider's key test: a mutation that asks the provider itself (see provider-key-checks).
 * Its last call is the key's status; `reset()` forgets it, so an answer for a key the user has
 * since edited is never shown.
 */
function useKeyTest(id: OwnProviderId): KeyTest {
  return useMutation({
    mutationKey: ['provider-key-test', id],
    mutationFn: (key: string) => checkProviderKey(id, key),
  });
}

function statusOf(test: KeyTest): KeyStatus {
  if (test.isPending) return 'testing';
  if (test.isSuccess) return test.data;
  // A check that throws has not proved the key.
  return test.isError ? 'invalid' : 'untested';
}

/**
 * The API Keys tab's state: the four keys (loaded from this browser), their visibility and test
 * status, Test, Test All (one key after another, 500 ms apart) and Save.
 */
export function useProviderKeys() {
  const [fields, setFields] = useState<KeyFields>(initialFields);
  const [notice, setNotice] = useState<Notice>(null);
  const tests: Record<OwnProviderId, KeyTest> = {
    elevenlabs: useKeyTest('elevenlabs'),
    replicate: useKeyTest('replicate'),
    wavespeed: useKeyTest('wavespeed'),
    pika: useKeyTest('pika'),
  };
  // The keys as typed right now (kept by update): Test All reads each one when its turn comes.
  const latest = useRef(fields);
  const messageTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(messageTimer.current), []);

  const update = (id: OwnProviderId, change: Partial<KeyField>) => {
    setFields((current) => {
      const next = { ...current, [id]: { ...current[id], ...change } };
      latest.current = next;
      return next;
    });
  };

  /** Tests the key as typed now; an empty key is not sent anywhere. */
  const test = async (id: OwnProviderId) => {
    const key = latest.current[id].value.trim();
    if (!key) {
      tests[id].reset();
      update(id, { error: KEY_REQUIRED_TEXT });
      return;
    }
    update(id, { error: null });
    // The answer becomes the key's status (statusOf); a check that throws shows as invalid.
    await tests[id].mutateAsync(key).catch(() => undefined);
  };

  /** Editing a key makes its status untested again: the test under way no longer counts. */
  const setValue = (id: OwnProviderId, value: string) => {
    tests[id].reset();
    update(id, { value, error: null });
  };

  const toggleVisible = (id: OwnProviderId) => update(id, { visible: !latest.current[id].visible });

  /** Tests each filled key in the entries' order, 500 ms apart (docs/product-rules.md#provider-keys). */
  const testAllKeys = useMutation({
    mutationKey: ['provider-key-test', 'all'],
    mutationFn: async (ids: OwnProviderId[]) => {
      for (const [index, id] of ids.entries()) {
        if (index > 0) await sleep(TEST_ALL_PAUSE_MS);
        await test(id);
      }
    },
  });

  const showMessage = (message: Notice, forMs?: number) => {
    clearTimeout(messageTimer.current);
    setNotice(message);
    if (forMs) messageTimer.current = setTimeout(() => setNotice(null), forMs);
  };

  const testAll = async () => {
    if (testAllKeys.isPending) return;
    const filled = PROVIDER_KEY_ENTRIES.filter((entry) => latest.current[entry.id].value.trim());
    if (filled.length === 0) {
      showMessage({ kind: 'error', text: NOTHING_TO_TEST_TEXT });
      return;
    }
    await testAllKeys.mutateAsync(filled.map((entry) => entry.id)).catch(() => undefined);
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

  const keys = Object.fromEntries(
    OWN_PROVIDER_IDS.map((id) => [id, { ...fields[id], status: statusOf(tests[id]) }]),
  ) as Record<OwnProviderId, KeyState>;

  return { keys, setValue, toggleVisible, test, testAll, testingAll: testAllKeys.isPending, save, notice };
}
