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

/** Any fixed number: the advisory lock a backend's start holds on the run's server. */
const BACKEND_START_LOCK = 7_301_001;

/**
 * Runs `start`, a backend's start over `engine`, while no other one starts on the run's server.
 * Test files run side by side, and PostgreSQL refuses the bootstrap's DDL run by two sessions at
 * once ("tuple concurrently updated"). A PGlite is the test's own: nothing to wait for.
 */
export async function startingAlone<T>(engine: Engine, start: () => Promise<T>): Promise<T> {
  if (engine === 'pglite') return start();
  const lock = openPostgres(undefined, { maxConnections: 1 });
  try {
    return await lock.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [BACKEND_START_LOCK]);
      return start();
    });
  } finally {
    await lock.close();
  }
}

/**
 * Waits (a few seconds at most) until nobody is connected to `database`. A pool's close returns
 * before its connections have ended, and dropping the database `with (force)` would cut one off
 * mid-close: an uncaught "terminating connection due to administrator command" in the test file.
 */
async function sessionsGone(server: SqlExecutor, database: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const { rows } = await server.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [database],
    );
    if (rows[0]?.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Removes a database of the run's server, once the connections of its closed pools have gone. */
export async function dropDatabase(name: string): Promise<void> {
  const server = openPostgres();
  try {
    await sessionsGone(server, name);
    await server.exec(`drop database if exists ${name} with (force)`);
  } finally {
    await server.close();
  }
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
    await dropDatabase(name);
  };
  return { db, drop };
}
