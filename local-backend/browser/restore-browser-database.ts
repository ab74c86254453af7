import type { RestoredDatabaseCheck, RestoreStage } from '../restored-database';
import {
  activeDataDir,
  forgetRetiredDataDir,
  indexedDbNameOf,
  restoreDataDir,
  retiredDataDirs,
  switchActiveDataDir,
} from './active-data-dir';

/**
 * Restores a backup's data directory in this browser. The backup is loaded into a new IndexedDB
 * database and checked there while the current one stays active; only then does the pointer move
 * to it (`beforeSwitch` runs just before, so other tabs reload with it already done). Every open tab
 * reloads on that change (see reloadWhenDataDirSwitches), so none keeps writing to the old database,
 * which the next start deletes.
 */
export async function restoreBrowserDatabase(
  dump: Blob,
  {
    beforeSwitch = () => undefined,
    onProgress = () => undefined,
  }: { beforeSwitch?: () => void | Promise<void>; onProgress?: (stage: RestoreStage) => void } = {},
): Promise<RestoredDatabaseCheck> {
  const dataDir = restoreDataDir();
  let check: RestoredDatabaseCheck;
  try {
    // PGlite itself loads here only for a restore: the app's database runs in its worker.
    const { loadRestoredDatabase } = await import('../load-restored-database');
    check = await loadRestoredDatabase(dataDir, dump, onProgress);
    onProgress('switching');
    await beforeSwitch();
    switchActiveDataDir(localStorage, dataDir);
  } catch (error) {
    if (activeDataDir(localStorage) !== dataDir) void deleteIndexedDb(indexedDbNameOf(dataDir));
    throw error;
  }
  return check;
}

/** Reloads this tab when another tab switches the data directory (a restore). */
export function reloadWhenDataDirSwitches(openedDataDir: string): void {
  window.addEventListener('storage', () => {
    if (activeDataDir(localStorage) !== openedDataDir) window.location.reload();
  });
}

/** Deletes the databases a restore replaced. A tab still holding one delays it until that tab closes. */
export function deleteRetiredDataDirs(): void {
  for (const dir of retiredDataDirs(localStorage)) {
    if (dir === activeDataDir(localStorage)) continue;
    void deleteIndexedDb(indexedDbNameOf(dir)).then((deleted) => {
      if (deleted) forgetRetiredDataDir(localStorage, dir);
    });
  }
}

function deleteIndexedDb(name: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve(true);
    request.onerror = () => resolve(false);
  });
}
