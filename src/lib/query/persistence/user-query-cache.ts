import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { isPersistableQuery } from './persistable-queries';
import type { QueryCacheStore } from './query-cache-store';

export interface UserQueryCacheOptions {
  queryClient: QueryClient;
  store: QueryCacheStore;
  /** The build: an entry another build saved is dropped unread (its data may have another shape). */
  buster: string;
  /** How old an entry may be and still be shown. */
  maxAgeMs?: number;
  /** Writes happen at most this often, each with the cache as it is then. */
  saveEveryMs?: number;
  /** How long the app waits for a restore: a stuck IndexedDB must not hold the screens back. */
  restoreLimitMs?: number;
}

export interface UserQueryCache {
  /**
   * Makes `userId` the cache's user: shows their last-known queries (their own entry only, if this
   * build saved it within maxAge) and, when `keep`, saves theirs as they change. Other users'
   * entries are deleted; switching from another user first drops that user's queries from memory.
   * Resolves once restored: the same promise for as long as the user stays.
   */
  open(userId: string, options: { keep: boolean }): Promise<void>;
  /**
   * Reads again the restored queries a screen shows now; the others are read when a screen next
   * shows them. Until then a restored query is not read when a screen first shows it: its screen
   * calls this once it has rendered (RestoredQueries), so that the reads start in a task of their
   * own and not inside that first render's commit, the longest task of a returning page load.
   */
  revalidate(): void;
  /** Sign-out: stops saving (a pending write is dropped), empties the cache and deletes every entry. */
  forget(): Promise<void>;
}

export const DEFAULT_MAX_AGE_MS = 7 * 24 * 60 * 60_000;

/** The store key of a user's entry. */
export const userEntryKey = (userId: string) => `queries:${userId}`;

/**
 * Restored queries count as stale, so every screen reads them again (see `revalidate`) and shows
 * the last-known data only until the database answers.
 */
function markedStale(state: DehydratedState): DehydratedState {
  return {
    mutations: [],
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } })),
  };
}

/**
 * The query cache kept per user in the browser, so a returning user's screens show their
 * last-known data before the database is ready. Nothing of one user is ever read for another:
 * an entry is looked up by the current user's id only, and sign-out deletes them all.
 */
export function createUserQueryCache({
  queryClient,
  store,
  buster,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
  saveEveryMs = 1_000,
  restoreLimitMs = 1_000,
}: UserQueryCacheOptions): UserQueryCache {
  let current: { userId: string; keep: boolean; ready: Promise<void> } | null = null;
  let stopSaving = () => {};
  /** The query hashes restored and not yet read again (see `revalidate`). */
  let awaitingRevalidation = new Set<string>();

  const defaults = queryClient.getDefaultOptions();
  const refetchOnMount = defaults.queries?.refetchOnMount ?? true;
  queryClient.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query) => {
        if (awaitingRevalidation.has(query.queryHash)) return false;
        return typeof refetchOnMount === 'function' ? refetchOnMount(query) : refetchOnMount;
      },
    },
  });

  async function deleteEntries(except: string | null) {
    const stored = await store.keys();
    await Promise.all(stored.filter((key) => key !== except).map((key) => store.del(key)));
  }

  async function readEntry(key: string) {
    const saved = await store.get(key);
    if (!saved) return null;
    if (saved.buster === buster && Date.now() - saved.timestamp <= maxAgeMs) return saved.clientState;
    await store.del(key);
    return null;
  }

  function startSaving(key: string) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const save = () => {
      timer = undefined;
      const clientState = dehydrate(queryClient, {
        shouldDehydrateQuery: isPersistableQuery,
        // Mutations carry what the user typed (passwords, keys): never written.
        shouldDehydrateMutation: () => false,
      });
      store.set(key, { buster, timestamp: Date.now(), clientState }).catch((error: unknown) => {
        // The cache is a speed-up: without it the screens wait for the database, as before.
        console.warn('Could not save the query cache', error);
      });
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') {
        timer ??= setTimeout(save, saveEveryMs);
      }
    });
    stopSaving = () => {
      unsubscribe();
      clearTimeout(timer);
      stopSaving = () => {};
    };
  }

  function restore(userId: string, keep: boolean, dropPrevious: boolean): Promise<void> {
    const key = userEntryKey(userId);
    const session = { userId, keep, ready: Promise.resolve() };
    let gaveUp = false;
    const restored = (async () => {
      // After the render that asked (open is called while rendering): the screens that showed the
      // previous user's queries hear of their removal outside of it.
      await Promise.resolve();
      if (dropPrevious && current === session) {
        awaitingRevalidation = new Set();
        queryClient.clear();
      }
      // This browser keeps the last-known data of the user signed in here, and only when they
      // asked to be remembered.
      deleteEntries(keep ? key : null).catch(() => undefined);
      if (!keep) return;
      const state = await readEntry(key);
      if (state && current === session && !gaveUp) {
        awaitingRevalidation = new Set(state.queries.map((query) => query.queryHash));
        hydrate(queryClient, markedStale(state));
      }
    })();
    session.ready = new Promise<void>((resolve) => {
      const limit = setTimeout(() => {
        gaveUp = true;
        resolve();
      }, restoreLimitMs);
      restored
        .catch(() => undefined)
        .finally(() => {
          clearTimeout(limit);
          resolve();
        });
    }).then(() => {
      if (current === session && keep) startSaving(key);
    });
    current = session;
    return session.ready;
  }

  return {
    open(userId, { keep }) {
      if (current?.userId === userId && current.keep === keep) return current.ready;
      stopSaving();
      return restore(userId, keep, current !== null && current.userId !== userId);
    },
    revalidate() {
      if (awaitingRevalidation.size === 0) return;
      const restored = awaitingRevalidation;
      awaitingRevalidation = new Set();
      // Restored queries are already marked stale (markedStale); the ones a screen shows now are
      // read one per task: each read's start (the request, the local backend's part) is a few ms,
      // and all of them in one task made one of a returning load's longest.
      const shown = queryClient
        .getQueryCache()
        .findAll({ type: 'active', predicate: (query) => restored.has(query.queryHash) });
      const readNext = () => {
        const query = shown.shift();
        if (!query) return;
        // Not when it is being read or was read meanwhile (a read clears the mark markedStale set).
        if (query.state.fetchStatus === 'idle' && query.state.isInvalidated) {
          void queryClient.refetchQueries(
            { predicate: (candidate) => candidate === query, type: 'active' },
            { cancelRefetch: false },
          );
        }
        if (shown.length > 0) setTimeout(readNext, 0);
      };
      readNext();
    },
    async forget() {
      stopSaving();
      current = null;
      awaitingRevalidation = new Set();
      queryClient.clear();
      await deleteEntries(null);
    },
  };
}
