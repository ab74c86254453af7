import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildLocalDatabaseSnapshot } from '../../scripts/local-database-snapshot';
import { functionHandlers } from '../../supabase/functions/_shared/registry.ts';
import { createLocalBackend, type LocalBackend } from '../../local-backend/backend';
import { BROWSER_START_PARAMS } from '../../local-backend/browser/browser-database-settings';
import { pgliteExecutor } from '../../local-backend/executors/pglite-executor';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import { TEST_BACKEND_URL } from '../support/test-backend';

// The build ships a migrated data directory so that a browser's first start skips initdb and the
// migrations. It must be the same database the migrations make, and no two installs may share a
// secret through it.

function snapshotBlob(snapshot: Uint8Array): Blob {
  return new Blob([snapshot as Uint8Array<ArrayBuffer>], { type: 'application/gzip' });
}

/** The snapshot opened as the browser's worker opens it (local-backend/browser/pglite.worker.ts). */
function openSnapshot(snapshot: Uint8Array): Promise<PGlite> {
  return PGlite.create({
    extensions: { pgcrypto },
    loadDataDir: snapshotBlob(snapshot),
    startParams: BROWSER_START_PARAMS,
  });
}

async function backendFrom(snapshot: Uint8Array): Promise<LocalBackend> {
  return createLocalBackend({
    db: pgliteExecutor(await openSnapshot(snapshot)),
    bootstrapSql: localBootstrapSql,
    migrations: localMigrations,
    url: TEST_BACKEND_URL,
    functions: functionHandlers,
    functionEnv: { APP_ENVIRONMENT: 'test' },
  });
}

describe('the local database snapshot', () => {
  let snapshot: Uint8Array;
  beforeAll(async () => {
    snapshot = await buildLocalDatabaseSnapshot(process.cwd());
  });

  test('holds every migration, so a start from it applies none', async () => {
    const backend = await backendFrom(snapshot);
    try {
      expect(backend.migrations.applied).toEqual([]);
      expect(backend.migrations.alreadyApplied).toBe(localMigrations.length);
      const { rows } = await backend.db.query<{ id: string }>(
        'select id from public.plans order by sort_order',
      );
      expect(rows.map((r) => r.id)).toEqual(['free', 'starter', 'creator', 'pro']);
    } finally {
      await backend.close();
    }
  });

  test("opens with the browser's settings (16 MB of shared buffers) and its bootstrap already run", async () => {
    const db = await openSnapshot(snapshot);
    try {
      const { rows } = await db.query<{ buffers: string; bootstrapped: boolean }>(
        `select current_setting('shared_buffers') as buffers,
           (select bool_and(sql_md5 = md5($1)) from local_meta.bootstrap) as bootstrapped`,
        [localBootstrapSql],
      );
      expect(rows[0]).toEqual({ buffers: '16MB', bootstrapped: true });
    } finally {
      await db.close();
    }
  });

  test('gives each install its own JWT secret, made at its first start', async () => {
    const first = await backendFrom(snapshot);
    const second = await backendFrom(snapshot);
    try {
      const client = createClient(first.url, first.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch: first.fetch },
      });
      const { data, error } = await client.auth.signUp({
        email: 'snap@example.com',
        password: 'correct-horse-battery',
      });
      expect(error).toBeNull();
      const token = data.session?.access_token ?? '';
      expect(token).not.toBe('');

      // The other install refuses the first one's token: their secrets differ.
      const other = createClient(second.url, second.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { fetch: second.fetch },
      });
      const { error: refused } = await other.auth.getUser(token);
      expect(refused).not.toBeNull();
      const secrets = await Promise.all(
        [first, second].map(
          async (b) =>
            (
              await b.db.query<{ value: string }>(
                "select value from local_meta.settings where key = 'jwt_secret'",
              )
            ).rows[0].value,
        ),
      );
      expect(secrets[0]).not.toBe(secrets[1]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  test('holds only the database the app uses, with WAL in small segments', async () => {
    const db = await PGlite.create({ loadDataDir: snapshotBlob(snapshot) });
    try {
      const { rows: databases } = await db.query<{ datname: string }>('select datname from pg_database');
      expect(databases.map((d) => d.datname)).toEqual(['postgres']);
      const { rows } = await db.query<{ name: string; setting: string }>(
        "select name, current_setting(name) as setting from unnest(array['wal_segment_size', 'min_wal_size', 'max_wal_size']) as name",
      );
      expect(Object.fromEntries(rows.map((r) => [r.name, r.setting]))).toEqual({
        wal_segment_size: '1MB',
        min_wal_size: '2MB',
        max_wal_size: '8MB',
      });
    } finally {
      await db.close();
    }
  });

  test('keeps what is written through restarts without a shutdown, past many WAL segments', async () => {
    // A browser tab is closed without shutting Postgres down: each start recovers from the WAL.
    let files: Blob = snapshotBlob(snapshot);
    for (const round of [1, 2]) {
      const db = await PGlite.create({ extensions: { pgcrypto }, loadDataDir: files });
      await db.exec('create table if not exists notes (round int, body text)');
      // About 12 MB of WAL: new segments and a checkpoint on the way.
      await db.query(
        "insert into notes select $1, string_agg(md5(random()::text), '') from generate_series(1, 40) g, generate_series(1, 10000) n group by n",
        [round],
      );
      files = await db.dumpDataDir('none');
      // The tab is gone: no close(), no shutdown checkpoint.
    }
    const db = await PGlite.create({ extensions: { pgcrypto }, loadDataDir: files });
    try {
      const { rows } = await db.query<{ round: number; n: number }>(
        'select round, count(*)::int as n from notes group by round order by round',
      );
      expect(rows).toEqual([
        { round: 1, n: 10000 },
        { round: 2, n: 10000 },
      ]);
    } finally {
      await db.close();
    }
  });
});
