import { createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import type { DehydratedState } from '@tanstack/react-query';

/** One user's saved queries, as the app last knew them. */
export interface PersistedQueries {
  /** When they were saved (ms since the epoch): entries older than the cache's maxAge are dropped. */
  timestamp: number;
  /** The build that saved them: another build's entry is dropped, never read. */
  buster: string;
  clientState: DehydratedState;
}

/** Where the saved queries live, one entry per key (the key names the user). */
export interface QueryCacheStore {
  get(key: string): Promise<PersistedQueries | undefined>;
  set(key: string, value: PersistedQueries): Promise<void>;
  del(key: string): Promise<void>;
  keys(): Promise<string[]>;
}

/** The IndexedDB database (and its one object store) the query cache is kept in, apart from everything else. */
export const QUERY_CACHE_DATABASE = 'creator-os-query-cache';
export const QUERY_CACHE_OBJECT_STORE = 'entries';

/**
 * The browser's store: IndexedDB through idb-keyval, opened on first use (so importing this opens
 * nothing). Values are kept as structured clones, so dates and nested objects come back as they went in.
 */
export function indexedDbQueryCacheStore(): QueryCacheStore {
  let store: UseStore | null = null;
  const open = () => (store ??= createStore(QUERY_CACHE_DATABASE, QUERY_CACHE_OBJECT_STORE));
  return {
    get: (key) => get<PersistedQueries>(key, open()),
    set: (key, value) => set(key, value, open()),
    del: (key) => del(key, open()),
    keys: async () => (await keys(open())).map(String),
  };
}

/** A store in memory, for tests: values are cloned as IndexedDB would clone them. */
export function memoryQueryCacheStore(): QueryCacheStore & { entries: Map<string, PersistedQueries> } {
  const entries = new Map<string, PersistedQueries>();
  return {
    entries,
    get: async (key) => {
      const value = entries.get(key);
      return value === undefined ? undefined : structuredClone(value);
    },
    set: async (key, value) => {
      entries.set(key, structuredClone(value));
    },
    del: async (key) => {
      entries.delete(key);
    },
    keys: async () => [...entries.keys()],
  };
}
