import type { User } from '@supabase/supabase-js';

/** The key supabase-js keeps a project's session under (its default: the first label of the host). */
export function supabaseSessionKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * The user of the session supabase-js keeps in `storage`, read at once: no network, no database.
 * Null when there is none, or none supabase-js would resume (it needs both tokens and an expiry).
 * Even when the access token has expired, the refresh token can only renew this same user's
 * session (or fail, which signs them out).
 */
export function readStoredSessionUser(storage: Pick<Storage, 'getItem'>, key: string): User | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<{
      access_token: unknown;
      refresh_token: unknown;
      expires_at: unknown;
      user: Partial<User> | null;
    }> | null;
    const resumable =
      typeof stored?.access_token === 'string' &&
      typeof stored.refresh_token === 'string' &&
      typeof stored.expires_at === 'number' &&
      typeof stored.user?.id === 'string';
    return resumable ? (stored.user as User) : null;
  } catch {
    return null;
  }
}

/**
 * True when the address carries an auth redirect (a magic link, a recovery or sign-in callback):
 * supabase-js may sign in someone else from it, so the stored session's user is not assumed.
 */
export function hasAuthCallback(location: Pick<Location, 'search' | 'hash'>): boolean {
  const params = new URLSearchParams(location.search);
  new URLSearchParams(location.hash.replace(/^#/, '')).forEach((value, name) => params.append(name, value));
  return ['access_token', 'error_description', 'code', 'token_hash'].some((name) => params.has(name));
}
