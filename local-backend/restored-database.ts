import { readMigrationLevel } from './migrations';
import type { SqlQueryable } from './sql-executor';

/** A restore's steps, in order: load the backup into a new database, open and check it, switch to it. */
export type RestoreStage = 'loading' | 'checking' | 'switching';

/** What a restored database showed when it was opened: it has the app's tables and its accounts. */
export interface RestoredDatabaseCheck {
  migrationLevel: string;
  users: number;
}

export async function readPostgresVersion(db: SqlQueryable): Promise<string> {
  const { rows } = await db.query<{ version: string }>("select current_setting('server_version') as version");
  return rows[0]?.version ?? 'unknown';
}

/** Throws unless the database holds the app's migrations and its accounts table. */
export async function checkRestoredDatabase(db: SqlQueryable): Promise<RestoredDatabaseCheck> {
  const migrationLevel = await readMigrationLevel(db);
  if (!migrationLevel)
    throw new Error('The restored database has no migrations: it is not a Creator OS database.');
  const { rows } = await db.query<{ users: number }>('select count(*)::int as users from auth.users');
  return { migrationLevel, users: rows[0]?.users ?? 0 };
}
