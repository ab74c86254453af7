import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import { applyMigrations } from '../../local-backend/migrations';
import { createTestBackend, createTestBackendAlone } from '../support/test-backend';
import { engines } from '../support/engines';

describe.each(engines())('bootstrap and migrations on %s', (engine) => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
  });
  afterAll(() => backend.close());

  test('every migration is recorded once', async () => {
    const { rows } = await backend.db.query<{ version: string }>(
      'select version from supabase_migrations.schema_migrations order by version',
    );
    expect(rows.map((r) => r.version)).toContain('20261123000100');
  });

  test('auth helpers read the request claims', async () => {
    const rows = await backend.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: '00000000-0000-0000-0000-000000000001', role: 'authenticated' }),
      ]);
      return (
        await tx.query<{ uid: string; role: string }>('select auth.uid()::text as uid, auth.role() as role')
      ).rows;
    });
    expect(rows[0]).toEqual({ uid: '00000000-0000-0000-0000-000000000001', role: 'authenticated' });
  });

  test('a start runs the bootstrap only when its text is new to the database', async () => {
    const alone = await createTestBackendAlone(engine, 'bootstrap_once');
    const mailIndexes = async () =>
      (
        await alone.db.query<{ n: number }>(
          `select count(*)::int as n from pg_indexes
           where schemaname = 'local_meta' and indexname = 'mail_recipient_idx'`,
        )
      ).rows[0]?.n;
    try {
      // Something the bootstrap makes, gone: only a bootstrap that runs makes it again.
      await alone.db.exec('drop index local_meta.mail_recipient_idx');
      await applyMigrations(alone.db, localBootstrapSql, localMigrations);
      expect(await mailIndexes()).toBe(0);

      const changed = `${localBootstrapSql}\n-- a later bootstrap\n`;
      await applyMigrations(alone.db, changed, localMigrations);
      expect(await mailIndexes()).toBe(1);
      const { rows } = await alone.db.query<{ current: boolean }>(
        'select bool_and(sql_md5 = md5($1)) and count(*) = 1 as current from local_meta.bootstrap',
        [changed],
      );
      expect(rows[0]?.current).toBe(true);
    } finally {
      await alone.close();
    }
  });
});
