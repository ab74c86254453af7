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
