import { use, type ReactNode } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { sessionStorageChoice } from '@/lib/supabase';
import { persistedQueryCache } from '../persisted-query-cache';
import type { UserQueryCache } from './user-query-cache';

/**
 * Renders the signed-in user's screens once their last-known queries are back in the cache (a
 * few ms of IndexedDB; the nearest Suspense boundary shows meanwhile), so no screen flashes its
 * loading state before showing them. Kept for the next visit only when the session is
 * ("Remember me"); nothing is restored or kept for anyone signed out.
 */
export function RestoredQueries({
  children,
  cache = persistedQueryCache,
  keep = sessionStorageChoice.remembers(),
}: {
  children: ReactNode;
  cache?: UserQueryCache;
  keep?: boolean;
}) {
  const { user } = useAuth();
  if (user) use(cache.open(user.id, { keep }));
  return children;
}
