import { use, useEffect, type ReactNode } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { sessionStorageChoice } from '@/lib/supabase';
import { persistedQueryCache } from '../persisted-query-cache';
import type { UserQueryCache } from './user-query-cache';

/**
 * Renders the signed-in user's screens once their last-known queries are back in the cache (a
 * few ms of IndexedDB; the nearest Suspense boundary shows meanwhile), so no screen flashes its
 * loading state before showing them, and reads them again once they are drawn. Kept for the next
 * visit only when the session is ("Remember me"); nothing is restored or kept for anyone signed out.
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
  const userId = user?.id ?? null;
  if (userId) use(cache.open(userId, { keep }));
  useEffect(() => {
    if (!userId) return;
    // In a task after this commit: the screens' reads start outside their first render.
    const later = setTimeout(() => cache.revalidate(), 0);
    return () => clearTimeout(later);
  }, [cache, userId]);
  return children;
}
