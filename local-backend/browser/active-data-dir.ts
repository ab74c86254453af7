/*
 * Which IndexedDB data directory the app opens. A restore loads the backup into a new directory
 * and, once it has opened and passed its check, points here at it: the old database stays whole
 * until that moment, and is deleted only on a later start, when no tab has it open any more.
 */

export const DEFAULT_DATA_DIR = 'idb://creator-os-local';
/** Read by every tab before it creates its database worker; a change makes the other tabs reload. */
export const ACTIVE_DATA_DIR_KEY = 'creator-os-local-data-dir';
/** Data directories replaced by a restore, waiting to be deleted. */
export const RETIRED_DATA_DIRS_KEY = 'creator-os-local-data-dirs-retired';

type PointerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isDataDir = (value: unknown): value is string =>
  typeof value === 'string' && /^idb:\/\/creator-os-local[\w-]*$/.test(value);

/** The data directory to open: the restored one once a restore has switched to it, else the default. */
export function activeDataDir(storage: PointerStorage): string {
  const stored = storage.getItem(ACTIVE_DATA_DIR_KEY);
  return isDataDir(stored) ? stored : DEFAULT_DATA_DIR;
}

/** A data directory no database has used yet, for a restore to load into. */
export function restoreDataDir(now = Date.now()): string {
  return `${DEFAULT_DATA_DIR}-restore-${now}`;
}

export function retiredDataDirs(storage: PointerStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RETIRED_DATA_DIRS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isDataDir) : [];
  } catch {
    return [];
  }
}

/**
 * Makes `next` the active data directory and marks the one it replaces for deletion. The retired
 * list is written first: a failure between the two writes leaves the old database active and whole.
 */
export function switchActiveDataDir(storage: PointerStorage, next: string): void {
  if (!isDataDir(next)) throw new Error(`Not a local data directory: ${next}`);
  const current = activeDataDir(storage);
  if (current === next) return;
  const retired = retiredDataDirs(storage).filter((dir) => dir !== next);
  storage.setItem(RETIRED_DATA_DIRS_KEY, JSON.stringify([...new Set([...retired, current])]));
  storage.setItem(ACTIVE_DATA_DIR_KEY, next);
}

/** Forgets a retired directory once its database is deleted. */
export function forgetRetiredDataDir(storage: PointerStorage, dir: string): void {
  const left = retiredDataDirs(storage).filter((retired) => retired !== dir);
  if (left.length) storage.setItem(RETIRED_DATA_DIRS_KEY, JSON.stringify(left));
  else storage.removeItem(RETIRED_DATA_DIRS_KEY);
}

/** PGlite keeps an `idb://name` database in the IndexedDB database `/pglite/name`. */
export const indexedDbNameOf = (dataDir: string) => `/pglite/${dataDir.slice('idb://'.length)}`;
