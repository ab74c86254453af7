import type { Database } from '@/lib/database.types';
import type { AppSupabaseClient } from '@/lib/supabase';
import { permissionsOf, type PartnerPermissions } from './permissions';

type OverviewRow = Database['public']['Views']['api_keys_overview']['Row'];

/** One of the user's partner keys as the page shows it: never the key, only its prefix. */
export type ApiKeyRecord = Omit<OverviewRow, 'permissions'> & { permissions: PartnerPermissions };

export interface GenerateKeyInput {
  name: string;
  description: string;
  permissions: PartnerPermissions;
  /** An ISO timestamp, or null for a key that never expires. */
  expiresAt: string | null;
}

export interface GeneratedKey {
  apiKey: string;
  keyPrefix: string;
}

/** The user's keys with their creator's and revoker's names, newest first. */
export async function listApiKeys(client: AppSupabaseClient): Promise<ApiKeyRecord[]> {
  const { data, error } = await client
    .from('api_keys_overview')
    .select('*')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data.map((row) => ({ ...row, permissions: permissionsOf(row.permissions) }));
}

/** Issues a key; the full key is in this answer only and is never readable again. */
export async function generateApiKey(
  client: AppSupabaseClient,
  input: GenerateKeyInput,
): Promise<GeneratedKey> {
  const description = input.description.trim();
  const { data, error } = await client.rpc('generate_api_key', {
    p_name: input.name.trim(),
    // An empty description is sent as SQL null (the argument's default).
    ...(description ? { p_description: description } : {}),
    p_permissions: { ps_faba: { ...input.permissions } },
    ...(input.expiresAt ? { p_expires_at: input.expiresAt } : {}),
  });
  if (error) throw error;
  const first = data?.[0];
  if (!first?.api_key) throw new Error('No API key data returned from database function');
  return { apiKey: first.api_key, keyPrefix: first.key_prefix };
}

/** Revokes a key at once; final. */
export async function revokeApiKey(client: AppSupabaseClient, id: string): Promise<void> {
  const { error } = await client.rpc('revoke_api_key', { p_api_key_id: id });
  if (error) throw error;
}

/** Deletes a key for good (row level security limits it to the user's own keys). */
export async function deleteApiKey(client: AppSupabaseClient, id: string): Promise<void> {
  const { error } = await client.from('api_keys').delete().eq('id', id);
  if (error) throw error;
}
