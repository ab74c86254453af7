import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { getErrorMessage } from '@/lib/get-error-message';
import type { AppSupabaseClient } from '@/lib/supabase';
import {
  deleteApiKey,
  generateApiKey,
  listApiKeys,
  revokeApiKey,
  type ApiKeyRecord,
  type GenerateKeyInput,
  type GeneratedKey,
} from './api-keys-api';

export interface ApiKeysState {
  /** null until the first load answers. */
  keys: ApiKeyRecord[] | null;
  loadFailed: boolean;
  reload: () => Promise<void>;
  /** The full key once, or null when it failed (the toast said why). */
  generate: (input: GenerateKeyInput) => Promise<GeneratedKey | null>;
  revoke: (key: ApiKeyRecord) => Promise<boolean>;
  remove: (key: ApiKeyRecord) => Promise<boolean>;
}

/** The user's partner keys, loaded on mount and again after every change, with the toasts. */
export function useApiKeys(client: AppSupabaseClient): ApiKeysState {
  const [keys, setKeys] = useState<ApiKeyRecord[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const mounted = useRef(true);

  const reload = useCallback(async () => {
    try {
      const list = await listApiKeys(client);
      if (!mounted.current) return;
      setKeys(list);
      setLoadFailed(false);
    } catch {
      if (!mounted.current) return;
      toast.error('Failed to load API keys');
      setLoadFailed(true);
      setKeys((current) => current ?? []);
    }
  }, [client]);

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  const generate = async (input: GenerateKeyInput) => {
    if (!input.name.trim()) {
      toast.error('API key name is required');
      return null;
    }
    try {
      const created = await generateApiKey(client, input);
      toast.success('API key generated successfully!');
      await reload();
      return created;
    } catch (error) {
      toast.error(`Failed to generate API key: ${getErrorMessage(error)}`);
      return null;
    }
  };

  const revoke = async (key: ApiKeyRecord) => {
    try {
      await revokeApiKey(client, key.id);
      toast.success('API key revoked successfully');
      return true;
    } catch {
      toast.error('Failed to revoke API key');
      return false;
    } finally {
      await reload();
    }
  };

  const remove = async (key: ApiKeyRecord) => {
    try {
      await deleteApiKey(client, key.id);
      toast.success('API key deleted successfully');
      return true;
    } catch {
      toast.error('Failed to delete API key');
      return false;
    } finally {
      await reload();
    }
  };

  return { keys, loadFailed, reload, generate, revoke, remove };
}
