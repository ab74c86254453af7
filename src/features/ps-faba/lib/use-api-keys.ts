import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { AppSupabaseClient } from '@/lib/supabase';
import {
  deleteApiKey,
  generateApiKey,
  revokeApiKey,
  type ApiKeyRecord,
  type GenerateKeyInput,
  type GeneratedKey,
} from './api-keys-api';
import { apiKeysQuery } from './partner-queries';

export interface ApiKeysState {
  /** null until the first load answers. */
  keys: ApiKeyRecord[] | null;
  loadFailed: boolean;
  /** Asks for the list again (the 'Try again' of a failed load). */
  retry: () => void;
  /** The full key once, or null when it failed (the toast said why). */
  generate: (input: GenerateKeyInput) => Promise<GeneratedKey | null>;
  generating: boolean;
  revoke: (key: ApiKeyRecord) => Promise<boolean>;
  remove: (key: ApiKeyRecord) => Promise<boolean>;
  /** True while a revoke or a delete is on its way. */
  changing: boolean;
}

/**
 * The user's partner keys (a query keyed by user) and the writes on them, with the toasts. Every
 * write invalidates the list, so it shows what the database now holds.
 */
export function useApiKeys(client: AppSupabaseClient, userId: string | null): ApiKeysState {
  const queryClient = useQueryClient();
  const query = apiKeysQuery(client, userId ?? '');
  const read = useQuery({
    ...query,
    enabled: userId !== null,
    // Toasted by the query client, once per failed load.
    meta: { errorToast: 'Failed to load API keys' },
  });
  const invalidate = () => queryClient.invalidateQueries({ queryKey: query.queryKey });

  const generation = useMutation({
    mutationFn: (input: GenerateKeyInput) => generateApiKey(client, input),
    // The server's reason follows, e.g. the cap of 10 active keys.
    meta: { errorToast: 'Failed to generate API key' },
    onSuccess: () => {
      toast.success('API key generated successfully!');
      return invalidate();
    },
  });

  const revocation = useMutation({
    mutationFn: (key: ApiKeyRecord) => revokeApiKey(client, key.id),
    onSuccess: () => toast.success('API key revoked successfully'),
    onError: () => toast.error('Failed to revoke API key'),
    onSettled: invalidate,
  });

  const deletion = useMutation({
    mutationFn: (key: ApiKeyRecord) => deleteApiKey(client, key.id),
    onSuccess: () => toast.success('API key deleted successfully'),
    onError: () => toast.error('Failed to delete API key'),
    onSettled: invalidate,
  });

  return {
    keys: read.data ?? (read.isError ? [] : null),
    loadFailed: read.isError,
    // refetch() never rejects: a failed read becomes the query's error, which the screen shows.
    retry: () => void read.refetch(),
    async generate(input) {
      if (!input.name.trim()) {
        toast.error('API key name is required');
        return null;
      }
      // A refusal was toasted by the query client (meta.errorToast).
      return generation.mutateAsync(input).catch(() => null);
    },
    generating: generation.isPending,
    revoke: (key) =>
      revocation.mutateAsync(key).then(
        () => true,
        () => false,
      ),
    remove: (key) =>
      deletion.mutateAsync(key).then(
        () => true,
        () => false,
      ),
    changing: revocation.isPending || deletion.isPending,
  };
}
