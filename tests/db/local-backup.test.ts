import { PGlite } from '@electric-sql/pglite';
import type { SupabaseClient } from '@supabase/supabase-js';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { functionHandlers } from '../../supabase/functions/_shared/registry.ts';
import { createLocalBackend, type LocalBackend } from '../../local-backend/backend';
import { dumpDatabase, type DumpProgress } from '../../local-backend/database-dump';
import { pgliteExecutor } from '../../local-backend/executors/pglite-executor';
import { applyMigrations, readMigrationLevel } from '../../local-backend/migrations';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import { readBackup, writeBackup, type BackupContents } from '../../src/lib/local-data/backup-file';
import { engines, openEmptyDatabase, openEngine } from '../support/engines';
import { clientFor, signedInClient, TEST_BACKEND_URL } from '../support/test-backend';

// A backup is the whole PGlite data directory in one file (src/lib/local-data/backup-file.ts).
// Restoring it means loading that directory into a new PGlite: the same users, scripts and
// credits must be there, and the manifest must carry the database's real migration level.

const NEWEST = localMigrations.at(-1)?.version ?? '';

async function backendOver(pg: PGlite): Promise<LocalBackend> {
  return createLocalBackend({
    db: pgliteExecutor(pg),
    bootstrapSql: localBootstrapSql,
    migrations: localMigrations,
    url: TEST_BACKEND_URL,
    functions: functionHandlers,
    functionEnv: { APP_ENVIRONMENT: 'test' },
  });
}

/** The user's balance and ledger, as the Credits screens read them. */
async function creditsOf(client: SupabaseClient) {
  const { data: balance } = await client
    .from('credit_balances')
    .select('total_credits, used_credits, available_credits')
    .single();
  const { data: transactions } = await client
    .from('recent_credit_transactions')
    .select('id, amount, transaction_type, description, created_at');
  return { balance, transactions };
}

describe('a backup of the local database (PGlite)', () => {
  let pg: PGlite;
  let backend: LocalBackend;
  let user: Awaited<ReturnType<typeof signedInClient>>;
  let scriptId: string;
  let credits: unknown;

  beforeAll(async () => {
    pg = await PGlite.create({ extensions: { pgcrypto } });
    backend = await backendOver(pg);
    user = await signedInClient(backend);
    const { data: workspace } = await user.client.from('workspaces').select('id').single();
    const { data: script, error } = await user.client.rpc('save_script', {
      p_script_id: null,
      p_workspace_id: (workspace as { id: string }).id,
      p_title: 'Backed-up script',
      p_body: 'Every word of it, kept.',
      p_tags: ['backup'],
      p_status: null,
    });
    if (error) throw error;
    scriptId = (script as { id: string }).id;
    credits = await creditsOf(user.client);
    expect(credits).toMatchObject({ balance: { available_credits: 5 }, transactions: [{ amount: 5 }] });
  }, 120_000);

  afterAll(async () => {
    await backend?.close();
  });

  test('the dump names the newest migration applied, read from the database', async () => {
    const dump = await dumpDatabase(pg, backend.db);
    expect(dump.migrationLevel).toBe(NEWEST);
    expect(dump.postgresVersion).toMatch(/^\d+\.\d+/);
    expect(dump.data.size).toBeGreaterThan(0);
  });

  test('the dump reports its copy, then its compression rising to the whole', async () => {
    const seen: DumpProgress[] = [];
    await dumpDatabase(pg, backend.db, (progress) => seen.push(progress));
    expect(seen[0]).toEqual({ stage: 'copying' });
    const fractions = seen
      .slice(1)
      .map((progress) => (progress.stage === 'compressing' ? progress.fraction : -1));
    expect(fractions.length).toBeGreaterThan(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions[0]).toBeGreaterThan(0);
    expect(fractions.at(-1)).toBe(1);
  });

  test('write, read back, load into a new PGlite: the same account, script and credits', async () => {
    const dump = await dumpDatabase(pg, backend.db);
    const file = await writeBackup(dump.data, {
      createdAt: new Date().toISOString(),
      migrationLevel: dump.migrationLevel,
      postgresVersion: dump.postgresVersion,
    });
    const opened = (await readBackup(file, { newestKnownMigration: NEWEST })) as BackupContents;
    expect(opened.ok).toBe(true);
    expect(opened.manifest.migrationLevel).toBe(NEWEST);

    const restored = await backendOver(
      await PGlite.create({ extensions: { pgcrypto }, loadDataDir: opened.dump }),
    );
    try {
      expect(restored.migrations.applied).toEqual([]);
      // The old password still signs in, and the user's own rows are there under row level security.
      const client = clientFor(restored);
      const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
      expect(error).toBeNull();
      const { data: scripts } = await client.from('scripts').select('id, title, body, tags');
      expect(scripts).toEqual([
        { id: scriptId, title: 'Backed-up script', body: 'Every word of it, kept.', tags: ['backup'] },
      ]);
      expect(await creditsOf(client)).toEqual(credits);
      const { rows } = await restored.db.query<{ count: number }>(
        'select count(*)::int as count from supabase_migrations.schema_migrations',
      );
      expect(rows[0]?.count).toBe(localMigrations.length);
    } finally {
      await restored.close();
    }
  }, 120_000);

  test('a build that knows only older migrations refuses the backup', async () => {
    const dump = await dumpDatabase(pg, backend.db);
    const file = await writeBackup(dump.data, {
      createdAt: new Date().toISOString(),
      migrationLevel: dump.migrationLevel,
      postgresVersion: dump.postgresVersion,
    });
    const older = localMigrations.at(-2)?.version ?? '';
    const result = await readBackup(file, { newestKnownMigration: older });
    expect(result).toMatchObject({ ok: false, reason: 'newer-migration' });
  });
});

describe.each(engines())('the migration level (%s)', (engine) => {
  test('is the newest migration applied, and none before the first', async () => {
    const { db, drop } = await openEmptyDatabase(engine, 'migration_level');
    try {
      await db.exec(localBootstrapSql);
      expect(await readMigrationLevel(db)).toBeNull();
      const partway = localMigrations.slice(0, 3);
      await applyMigrations(db, localBootstrapSql, partway);
      expect(await readMigrationLevel(db)).toBe(partway.at(-1)?.version);
    } finally {
      await drop();
    }
  }, 120_000);

  test('of a fully migrated database is the newest migration this build has', async () => {
    const db = engine === 'postgres' ? await openEngine(engine) : null;
    if (!db) return; // PGlite's fully migrated case is the backup above.
    try {
      expect(await readMigrationLevel(db)).toBe(NEWEST);
    } finally {
      await db.close();
    }
  });
});
