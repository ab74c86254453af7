import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { pgliteExecutor } from '../../local-backend/executors/pglite-executor';
import { applyMigrations, type Migration } from '../../local-backend/migrations';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import type { SqlExecutor } from '../../local-backend/sql-executor';
import { dropDatabase, engines, openPostgres } from '../support/engines';

// A later build's migration: a new column and a table, with a default for existing rows.
const nextMigration: Migration = {
  version: '29991231235959',
  name: 'add_profile_timezone',
  readSql: async () => `alter table public.profiles add column timezone text not null default 'UTC';
        create table public.upgrade_probe (id int primary key);`,
};

const userId = '6f1d6c4e-2a5b-4c39-9d2e-1f0a3b7c8d9e';

async function seedUser(db: SqlExecutor) {
  await db.query(
    `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'keep@example.com', $2)`,
    [userId, JSON.stringify({ first_name: 'Kept', last_name: 'Data', company_name: 'Durable' })],
  );
}

async function recorded(db: SqlExecutor): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations order by version',
  );
  return rows.map((r) => r.version);
}

describe.each(engines())('an upgrade on %s', (engine) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** A database that lives across "restarts": a PGlite directory, or a fresh server database. */
  async function durableDatabase(): Promise<() => Promise<SqlExecutor>> {
    if (engine === 'pglite') {
      const dir = mkdtempSync(join(tmpdir(), 'creator-os-upgrade-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      return async () => pgliteExecutor(await PGlite.create({ dataDir: dir, extensions: { pgcrypto } }));
    }
    const name = `upgrade_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = openPostgres();
    await admin.exec(`create database ${name}`);
    await admin.close();
    cleanups.push(async () => {
      await dropDatabase(name);
    });
    return async () => openPostgres(name);
  }

  test('a new build applies only its new migration and keeps every row', async () => {
    const open = await durableDatabase();

    const first = await open();
    const firstReport = await applyMigrations(first, localBootstrapSql, localMigrations);
    expect(firstReport.applied).toEqual(localMigrations.map((m) => m.version));
    await seedUser(first);
    await first.close();

    const second = await open();
    const secondReport = await applyMigrations(second, localBootstrapSql, [
      ...localMigrations,
      nextMigration,
    ]);
    expect(secondReport.applied).toEqual([nextMigration.version]);
    expect(secondReport.alreadyApplied).toBe(localMigrations.length);
    const { rows } = await second.query<{ first_name: string; company_name: string; timezone: string }>(
      'select first_name, company_name, timezone from public.profiles where id = $1',
      [userId],
    );
    expect(rows).toEqual([{ first_name: 'Kept', company_name: 'Durable', timezone: 'UTC' }]);
    await second.close();

    const third = await open();
    const thirdReport = await applyMigrations(third, localBootstrapSql, [...localMigrations, nextMigration]);
    expect(thirdReport.applied).toEqual([]);
    expect(await recorded(third)).toEqual([...localMigrations.map((m) => m.version), nextMigration.version]);
    await third.close();
  });

  test('a failing migration is rolled back whole and not recorded', async () => {
    const open = await durableDatabase();
    const db = await open();
    await applyMigrations(db, localBootstrapSql, localMigrations);
    const broken: Migration = {
      version: '29991231235958',
      name: 'broken',
      readSql: async () => 'create table public.half_done (id int); select * from public.no_such_table;',
    };
    await expect(applyMigrations(db, localBootstrapSql, [...localMigrations, broken])).rejects.toThrow();
    expect(await recorded(db)).not.toContain(broken.version);
    const { rows } = await db.query(`select to_regclass('public.half_done') as t`);
    expect(rows).toEqual([{ t: null }]);
    await db.close();
  });
});
