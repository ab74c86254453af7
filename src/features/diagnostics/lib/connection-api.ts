import type { AppSupabaseClient } from '@/lib/supabase';

const MISSING_TABLE_CODES = new Set(['42P01', 'PGRST205']);
// A signed-out visitor may not read profiles: the database answering "permission denied" is connected.
const PROTECTED_CODE = '42501';

/** True when the database answered that the tables are missing: the migrations have not run. */
export function isMissingTable(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && MISSING_TABLE_CODES.has(code);
}

/**
 * Asks the database for the profiles table, counting only (no rows). Resolves once it answers,
 * a refusal included; throws the database's error otherwise.
 */
export async function checkDatabase(client: AppSupabaseClient): Promise<'connected'> {
  const { error } = await client.from('profiles').select('*', { count: 'exact', head: true }).limit(1);
  if (error && error.code !== PROTECTED_CODE) throw error;
  return 'connected';
}

/** Asks the auth client for the session (none is fine); throws when it cannot answer. */
export async function checkAuth(client: AppSupabaseClient): Promise<'connected'> {
  const { error } = await client.auth.getSession();
  if (error) throw error;
  return 'connected';
}
