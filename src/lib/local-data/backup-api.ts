import { startLocalBackend } from '../supabase';
import { backupFileName, writeBackup } from './backup-file';

export interface MadeBackup {
  file: Blob;
  fileName: string;
}

/**
 * The whole local database as one backup file. The dump runs in the tab that holds the database
 * (PGliteWorker forwards it), so it works from any tab and offline.
 */
export async function makeLocalBackup(now = new Date()): Promise<MadeBackup> {
  const backend = await startLocalBackend();
  const dump = await backend.dumpDatabase();
  const file = await writeBackup(dump.data, {
    createdAt: now.toISOString(),
    migrationLevel: dump.migrationLevel,
    postgresVersion: dump.postgresVersion,
  });
  return { file, fileName: backupFileName(now) };
}
