import snapshotUrl from 'virtual:local-database-snapshot';
import { functionHandlers } from '../../supabase/functions/_shared/registry.ts';
import { createLocalBackend, type LocalBackend } from '../backend';
import { dumpDatabase, type DatabaseDump, type DumpProgress } from '../database-dump';
import { tabDatabaseExecutor, type TabDatabaseExecutor } from '../executors/tab-database-executor';
import { localBootstrapSql, localMigrations } from '../migration-files';
import {
  grantLocalPlatformAdmins,
  withLocalPlatformAdmins,
  type LocalPlatformAdmin,
} from '../platform-admins';
import { readPostgresVersion, type RestoredDatabaseCheck, type RestoreStage } from '../restored-database';
import { startFollowingMoves } from '../start-following-moves';
import { activeDataDir, DEFAULT_DATA_DIR } from './active-data-dir';
import { DATABASE_OPEN_FAILED } from './database-open-failed';
import { connectTabDatabase } from './tab-database';
import {
  deleteRetiredDataDirs,
  reloadWhenDataDirSwitches,
  restoreBrowserDatabase,
} from './restore-browser-database';

const FIRST_RUN_MARKER = 'creator-os-local-ready';

/** The configuration local-mode functions read: mock payments and providers, no platform keys. */
const LOCAL_FUNCTION_ENV = {
  APP_ENVIRONMENT: 'local',
  PAYMENTS_MOCK: 'enabled',
  VIDEO_MOCK: 'enabled',
  VOICE_MOCK: 'enabled',
  VOICE_AUDIO_STORE: 'database',
} as const;

/** The browser's backend, which can also hand over its whole database for a backup. */
export interface BrowserLocalBackend extends LocalBackend {
  dumpDatabase(onProgress?: (progress: DumpProgress) => void): Promise<DatabaseDump>;
  /** The newest migration this build has: a backup from a newer build cannot be opened by it. */
  newestKnownMigration: string;
  /** The PostgreSQL version of this build's database: a backup opens only in the same major version. */
  postgresVersion(): Promise<string>;
  /**
   * Replaces this browser's database with a backup's (checked first; a failure changes nothing).
   * Every tab, this one included, must reload afterwards to open it.
   */
  restoreDatabase(
    dump: Blob,
    options?: { beforeSwitch?: () => void | Promise<void>; onProgress?: (stage: RestoreStage) => void },
  ): Promise<RestoredDatabaseCheck>;
}

/** The data directory this browser uses now (the default where storage cannot be read). */
function currentDataDir(): string {
  try {
    return activeDataDir(localStorage);
  } catch {
    return DEFAULT_DATA_DIR;
  }
}

/**
 * Rejects when this tab's worker, elected to hold the database, could not open it
 * (serve-database-to-tabs.ts): nothing would ever answer the start.
 */
function databaseOpenFailure(worker: Worker): Promise<never> {
  const failed = new Promise<never>((_, reject) => {
    worker.addEventListener('message', (event: MessageEvent) => {
      const message = event.data as { type?: unknown; message?: unknown } | null;
      if (message?.type !== DATABASE_OPEN_FAILED) return;
      reject(new Error(`Could not open the local database: ${String(message.message)}`));
    });
  });
  // Raced against the start: a failure after the start has no one left to tell.
  failed.catch(() => undefined);
  return failed;
}

/** True until this browser has opened its local database once. */
export function isFirstLocalRun(): boolean {
  try {
    return localStorage.getItem(FIRST_RUN_MARKER) === null;
  } catch {
    return true;
  }
}

/**
 * Opens (or creates) the browser's database in a worker, migrates it and answers supabase-js over it.
 * `platformAdmins` is the operator's VITE_LOCAL_PLATFORM_ADMINS, read by the app (src/lib/env.ts).
 */
export async function startBrowserBackend(
  url: string,
  platformAdmins: readonly LocalPlatformAdmin[],
): Promise<BrowserLocalBackend> {
  const dataDir = currentDataDir();
  try {
    deleteRetiredDataDirs();
  } catch (error) {
    console.error('Could not delete the databases a restore replaced', error);
  }
  reloadWhenDataDirSwitches(dataDir);
  const worker = new Worker(new URL('./pglite.worker.ts', import.meta.url), { type: 'module' });
  const openFailed = databaseOpenFailure(worker);
  let db: TabDatabaseExecutor;
  let backend: LocalBackend;
  try {
    // A new browser database starts from the build's migrated snapshot (no initdb, no migrations).
    db = tabDatabaseExecutor(
      await Promise.race([connectTabDatabase(worker, { dataDir, meta: { snapshotUrl } }), openFailed]),
    );
    backend = await Promise.race([
      startFollowingMoves(() =>
        createLocalBackend({
          db,
          bootstrapSql: localBootstrapSql,
          migrations: localMigrations,
          url,
          functions: functionHandlers,
          functionEnv: LOCAL_FUNCTION_ENV,
        }),
      ),
      openFailed,
    ]);
  } catch (error) {
    // A failed start is tried again with a new worker: this one must not stay in the line of
    // tabs waiting to hold the database, where it could take it over and serve nobody.
    worker.terminate();
    throw error;
  }
  // Existing accounts now, new ones as they sign up.
  try {
    await startFollowingMoves(() => grantLocalPlatformAdmins(backend.db, platformAdmins));
  } catch (error) {
    console.error('Could not grant the local platform admins', error);
  }
  try {
    localStorage.setItem(FIRST_RUN_MARKER, new Date().toISOString());
  } catch {
    // Private mode without storage: the marker only picks a friendlier message.
  }
  return {
    ...withLocalPlatformAdmins(backend, platformAdmins),
    dumpDatabase: (onProgress) => dumpDatabase(db, backend.db, onProgress),
    newestKnownMigration: localMigrations.at(-1)?.version ?? '',
    postgresVersion: () => readPostgresVersion(backend.db),
    restoreDatabase: restoreBrowserDatabase,
  };
}
