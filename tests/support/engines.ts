import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { inject } from 'vitest';
import { pgliteExecutor } from '../../local-backend/executors/pglite-executor';
import { postgresExecutor } from '../../local-backend/executors/postgres-executor';
import type { SqlExecutor } from '../../local-backend/sql-executor';

export type Engine = 'pglite' | 'postgres';

/** PGlite always; the machine's PostgreSQL server whenever the run started one. */
export function engines(): Engine[] {
  return inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/** A fresh, empty PGlite in memory. */
export async function openPglite(): Promise<SqlExecutor> {
  const db = await PGlite.create({ extensions: { pgcrypto } });
  return pgliteExecutor(db);
}

/** The run's shared PostgreSQL database (already migrated by the global setup). */
export function openPostgres(database?: string, options?: { maxConnections?: number }): SqlExecutor {
  const server = inject('postgresServer');
  const url = inject('postgresUrl');
  if (!server || !url) throw new Error('No PostgreSQL server in this run');
  return postgresExecutor(database ? server + database : url, options);
}

export async function openEngine(engine: Engine): Promise<SqlExecutor> {
  return engine === 'pglite' ? openPglite() : openPostgres();
}

/**
 * A fresh, empty database to migrate by hand (an upgrade test): PGlite in memory, or a new
 * database on the run's server. `drop` closes it and, on the server, removes it.
 */
export async function openEmptyDatabase(
  engine: Engine,
  label: string,
): Promise<{ db: SqlExecutor; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const db = await openPglite();
    return { db, drop: () => db.close() };
  }
  const name = `${label}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = openPostgres();
  await admin.exec(`create database ${name}`);
  await admin.close();
  const db = openPostgres(name);
  const drop = async () => {
    await db.close();
    const again = openPostgres();
    await again.exec(`drop database if exists ${name} with (force)`);
    await again.close();
  };
  return { db, drop };
}
