import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { pgliteExecutor } from './executors/pglite-executor';
import { checkRestoredDatabase, type RestoredDatabaseCheck, type RestoreStage } from './restored-database';

/**
 * Loads a backup's data directory (`dump`, gzipped) into `dataDir`, opens it, checks it and closes
 * it again. Nothing else is touched: a failure leaves only the new directory behind.
 */
export async function loadRestoredDatabase(
  dataDir: string,
  dump: Blob,
  onProgress: (stage: RestoreStage) => void = () => undefined,
): Promise<RestoredDatabaseCheck> {
  onProgress('loading');
  const pg = await PGlite.create({ dataDir, extensions: { pgcrypto }, loadDataDir: dump });
  onProgress('checking');
  try {
    return await checkRestoredDatabase(pgliteExecutor(pg));
  } finally {
    await pg.close();
  }
}
