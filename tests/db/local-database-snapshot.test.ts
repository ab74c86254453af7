import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { createClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, test } from 'vitest';
import { buildLocalDatabaseSnapshot } from '../../scripts/local-database-snapshot';
import { functionHandlers } from '../../supabase/functions/_shared/registry.ts';
import { createLocalBackend, type LocalBackend } from '../../local-backend/backend';
import { pgliteExecutor } from '../../local-backend/executors/pglite-executor';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import { TEST_BACKEND_URL } from '../support/test-backend';

// The build ships a migrated data directory so that a browser's first start skips initdb and the
// migrations. It must be the same database the migrations make, and no two installs may share a
// secret through it.

async function backendFrom(snapshot: Uint8Array): Promise<LocalBackend> {
  const db = await PGlite.create({
    extensions: { pgcrypto },
    loadDataDir: new Blob([snapshot as Uint8Array<ArrayBuffer>], { type: 'application/gzip' }),
  });
  return createLocalBackend({
    db: pgliteExecutor(db),
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
});
