import type { RestoreStage } from '../../../local-backend/browser';
import { indexedDbQueryCacheStore } from '../query/persistence/query-cache-store';
import { forgetLocalSession, startLocalBackend } from '../supabase';
import {
  postgresMajor,
  readBackup,
  refuseBackup,
  type BackupContents,
  type BackupRefusal,
} from './backup-file';

/**
 * Opens a backup file for a restore, or says why it cannot be used: everything readBackup checks,
 * and a data directory written by another PostgreSQL major version (which this build cannot open).
 */
export async function readLocalBackup(file: Blob): Promise<BackupContents | BackupRefusal> {
  const backend = await startLocalBackend();
  const contents = await readBackup(file, { newestKnownMigration: backend.newestKnownMigration });
  if (!contents.ok) return contents;
  const ours = await backend.postgresVersion();
  if (postgresMajor(contents.manifest.postgresVersion) !== postgresMajor(ours))
    return refuseBackup('other-postgres-version');
  return contents;
}

/**
 * Replaces this browser's database with the backup's. The current database stays until the
 * restored one has opened and passed its check; afterwards the caller reloads the app, which
 * opens the restored database (and migrates an older one forward). The old session is dropped:
 * the accounts are the backup's now.
 */
export async function restoreLocalBackup(
  contents: BackupContents,
  onProgress: (stage: RestoreStage) => void = () => undefined,
): Promise<void> {
  const backend = await startLocalBackend();
  // Just before the switch: the session is dropped quietly (a sign-out event would send this tab
  // to the sign-in page before the reload that opens the restored database), and the saved query
  // answers go, since they are the replaced database's.
  await backend.restoreDatabase(contents.dump, {
    beforeSwitch: async () => {
      forgetLocalSession();
      await forgetSavedQueries();
    },
    onProgress,
  });
}

async function forgetSavedQueries(): Promise<void> {
  const store = indexedDbQueryCacheStore();
  try {
    await Promise.all((await store.keys()).map((key) => store.del(key)));
  } catch {
    // No IndexedDB for the cache (private mode): nothing was saved.
  }
}
