import { indexedDbQueryCacheStore } from './persistence/query-cache-store';
import { createUserQueryCache } from './persistence/user-query-cache';
import { queryClient } from './query-client';

/** The build's id, stamped by vite.config.ts (`define`): a new build never reads an older build's cache. */
declare const __APP_BUILD_ID__: string;

/**
 * The signed-in user's queries kept in IndexedDB (its own database, one entry per user), shown
 * on their next visit while the database opens. An entry lives 7 days and one build only.
 */
export const persistedQueryCache = createUserQueryCache({
  queryClient,
  store: indexedDbQueryCacheStore(),
  buster: __APP_BUILD_ID__,
});
