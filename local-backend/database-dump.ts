import { gzipWithProgress } from './gzip-with-progress';
import { readMigrationLevel } from './migrations';
import type { SqlQueryable } from './sql-executor';

/** What a backup is made of: the data directory and the facts a restore checks before opening it. */
export interface DatabaseDump {
  /** PGlite's data directory as a gzipped tar, loadable with `loadDataDir`. */
  data: Blob;
  /** The newest migration applied to the dumped database. */
  migrationLevel: string;
  /** The PostgreSQL version that wrote it: a data directory opens only in the same major version. */
  postgresVersion: string;
}

/** PGlite in Node, or a tab's executor (the dump runs in the worker that holds the database). */
export interface DumpableDatabase {
  dumpDataDir(compression?: 'gzip' | 'none' | 'auto'): Promise<Blob>;
}

/** How far a dump has come: the copy of the files, then their compression (0 to 1). */
export type DumpProgress = { stage: 'copying' } | { stage: 'compressing'; fraction: number };

/**
 * Dumps the whole database. PGlite copies its files between two statements, so the copy is one
 * the engine can open (a transaction still open in it is simply not there).
 */
export async function dumpDatabase(
  pg: DumpableDatabase,
  db: SqlQueryable,
  onProgress: (progress: DumpProgress) => void = () => undefined,
): Promise<DatabaseDump> {
  const migrationLevel = await readMigrationLevel(db);
  if (!migrationLevel) throw new Error('The database has no migrations applied: nothing to back up.');
  const { rows } = await db.query<{ version: string }>("select current_setting('server_version') as version");
  onProgress({ stage: 'copying' });
  const tar = await pg.dumpDataDir('none');
  const data = await gzipWithProgress(tar, (fraction) => onProgress({ stage: 'compressing', fraction }));
  return { data, migrationLevel, postgresVersion: rows[0]?.version ?? 'unknown' };
}
