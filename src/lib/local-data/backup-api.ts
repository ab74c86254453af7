import type { DumpProgress } from '../../../local-backend/browser';
import { startLocalBackend } from '../supabase';
import { backupFileName, writeBackup } from './backup-file';

/** How far a backup has come: the database's copy and compression, then the checksum and manifest. */
export type BackupProgress = DumpProgress | { stage: 'sealing' };

export interface MadeBackup {
  file: Blob;
  fileName: string;
}

/**
 * The whole local database as one backup file. The dump runs in the tab that holds the database
 * (the tab's worker forwards it), so it works from any tab and offline.
 */
export async function makeLocalBackup(
  now = new Date(),
  onProgress: (progress: BackupProgress) => void = () => undefined,
): Promise<MadeBackup> {
  const backend = await startLocalBackend();
  const dump = await backend.dumpDatabase(onProgress);
  onProgress({ stage: 'sealing' });
  const file = await writeBackup(dump.data, {
    createdAt: now.toISOString(),
    migrationLevel: dump.migrationLevel,
    postgresVersion: dump.postgresVersion,
  });
  return { file, fileName: backupFileName(now) };
}
