import { describe, expect, test } from 'vitest';
import {
  activeDataDir,
  DEFAULT_DATA_DIR,
  forgetRetiredDataDir,
  indexedDbNameOf,
  restoreDataDir,
  retiredDataDirs,
  switchActiveDataDir,
} from './active-data-dir';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

describe('the active local data directory', () => {
  test('is the default until a restore switches it', () => {
    expect(activeDataDir(memoryStorage())).toBe(DEFAULT_DATA_DIR);
  });

  test('ignores a stored value that is not a local data directory', () => {
    expect(activeDataDir(memoryStorage({ 'creator-os-local-data-dir': 'idb://someone-else' }))).toBe(
      DEFAULT_DATA_DIR,
    );
    expect(activeDataDir(memoryStorage({ 'creator-os-local-data-dir': 'memory://' }))).toBe(DEFAULT_DATA_DIR);
  });

  test('a restore directory is new each time and lives beside the default', () => {
    expect(restoreDataDir(1)).toBe('idb://creator-os-local-restore-1');
    expect(restoreDataDir(2)).not.toBe(restoreDataDir(1));
    expect(indexedDbNameOf(restoreDataDir(7))).toBe('/pglite/creator-os-local-restore-7');
  });

  test('a switch points at the restored directory and retires the old one', () => {
    const storage = memoryStorage();
    switchActiveDataDir(storage, restoreDataDir(1));
    expect(activeDataDir(storage)).toBe('idb://creator-os-local-restore-1');
    expect(retiredDataDirs(storage)).toEqual([DEFAULT_DATA_DIR]);

    switchActiveDataDir(storage, restoreDataDir(2));
    expect(activeDataDir(storage)).toBe('idb://creator-os-local-restore-2');
    expect(retiredDataDirs(storage)).toEqual([DEFAULT_DATA_DIR, 'idb://creator-os-local-restore-1']);
  });

  test('switching to the active directory changes nothing', () => {
    const storage = memoryStorage();
    switchActiveDataDir(storage, DEFAULT_DATA_DIR);
    expect(storage.items.size).toBe(0);
  });

  test('refuses a directory outside the app, leaving the pointer as it was', () => {
    const storage = memoryStorage();
    expect(() => switchActiveDataDir(storage, 'idb://other-app')).toThrow();
    expect(activeDataDir(storage)).toBe(DEFAULT_DATA_DIR);
    expect(retiredDataDirs(storage)).toEqual([]);
  });

  test('a failed pointer write leaves the old directory active', () => {
    const storage = memoryStorage();
    const failing = {
      ...storage,
      setItem: (key: string, value: string) => {
        if (key === 'creator-os-local-data-dir') throw new Error('QuotaExceededError');
        storage.setItem(key, value);
      },
    };
    expect(() => switchActiveDataDir(failing, restoreDataDir(1))).toThrow();
    expect(activeDataDir(storage)).toBe(DEFAULT_DATA_DIR);
  });

  test('a deleted retired directory is forgotten', () => {
    const storage = memoryStorage();
    switchActiveDataDir(storage, restoreDataDir(1));
    forgetRetiredDataDir(storage, DEFAULT_DATA_DIR);
    expect(retiredDataDirs(storage)).toEqual([]);
    expect(storage.items.has('creator-os-local-data-dirs-retired')).toBe(false);
  });

  test('a damaged retired list reads as empty', () => {
    expect(retiredDataDirs(memoryStorage({ 'creator-os-local-data-dirs-retired': '{oops' }))).toEqual([]);
  });
});
