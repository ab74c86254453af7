// Not a pass/fail timing test: it prints the size of a local-mode backup and the time to make it
// and to restore it, for the database as a new user has it (started from the build's snapshot, as
// a browser's is) and with 1,000 scripts. Measured in Node on PGlite: the same engine and dump
// the browser's worker runs; a browser adds the worker hop and, on restore, the IndexedDB copy.
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { createClient } from '@supabase/supabase-js';
import { performance } from 'node:perf_hooks';
import { expect, test } from 'vitest';
import { functionHandlers } from '../supabase/functions/_shared/registry.ts';
import { createLocalBackend, type LocalBackend } from '../local-backend/backend';
import { dumpDatabase } from '../local-backend/database-dump';
import { pgliteExecutor } from '../local-backend/executors/pglite-executor';
import { localBootstrapSql, localMigrations } from '../local-backend/migration-files';
import { buildLocalDatabaseSnapshot } from '../scripts/local-database-snapshot';
import { readBackup, writeBackup } from '../src/lib/local-data/backup-file';

const RUNS = 3;
const SCRIPTS = 1000;
const NEWEST = localMigrations.at(-1)?.version ?? '';

const backendOver = (pg: PGlite) =>
  createLocalBackend({
    db: pgliteExecutor(pg),
    bootstrapSql: localBootstrapSql,
    migrations: localMigrations,
    url: 'http://bench.local',
    functions: functionHandlers,
    functionEnv: { APP_ENVIRONMENT: 'bench' },
  });

/** The database as a new user has it: the build's snapshot, one account with its sample workspace. */
async function seededDatabase(): Promise<{ pg: PGlite; backend: LocalBackend }> {
  const snapshot = await buildLocalDatabaseSnapshot(process.cwd());
  const loadDataDir = new Blob([snapshot as Uint8Array<ArrayBuffer>], { type: 'application/gzip' });
  const pg = await PGlite.create({ extensions: { pgcrypto }, loadDataDir });
  const backend = await backendOver(pg);
  const client = createClient(backend.url, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: backend.fetch },
  });
  const { error } = await client.auth.signUp({
    email: 'bench@example.com',
    password: 'correct-horse-battery',
    options: { data: { first_name: 'Bench', last_name: 'User' } },
  });
  if (error) throw error;
  return { pg, backend };
}

/** 1,000 scripts of about 2 KB each in the user's workspace (their versions are kept too). */
async function addScripts(backend: LocalBackend): Promise<void> {
  await backend.db.exec(`
    insert into public.scripts (workspace_id, author_id, title, body, tags)
    select w.id, w.owner_id, 'Script ' || n,
           repeat('A line of a video script, number ' || n || '. ', 50), array['bench']
    from public.workspaces w, generate_series(1, ${SCRIPTS}) n
  `);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${Math.round(value)} ms`;

async function measure(label: string, pg: PGlite, backend: LocalBackend, scripts: number) {
  const make: number[] = [];
  const restore: number[] = [];
  let size = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const dump = await dumpDatabase(pg, backend.db);
    const file = await writeBackup(dump.data, {
      createdAt: new Date().toISOString(),
      migrationLevel: dump.migrationLevel,
      postgresVersion: dump.postgresVersion,
    });
    make.push(performance.now() - started);
    size = file.size;

    // Restore: check the file, open a new PGlite from it, migrate (nothing to do) and read.
    const restoring = performance.now();
    const opened = await readBackup(file, { newestKnownMigration: NEWEST });
    if (!opened.ok) throw new Error(opened.message);
    const restored = await backendOver(
      await PGlite.create({ extensions: { pgcrypto }, loadDataDir: opened.dump }),
    );
    const { rows } = await restored.db.query<{ count: number }>(
      'select count(*)::int as count from public.scripts',
    );
    restore.push(performance.now() - restoring);
    await restored.close();
    expect(rows[0]?.count).toBe(scripts);
  }
  return `${label.padEnd(34)} ${(size / 1024 / 1024).toFixed(2).padStart(6)} MB   make ${ms(median(make))}   restore ${ms(median(restore))}   (median of ${RUNS}; make: ${make.map(ms).join(', ')}; restore: ${restore.map(ms).join(', ')})`;
}

test('local backup size, make and restore time in Node (PGlite)', async () => {
  const { pg, backend } = await seededDatabase();
  try {
    const lines = [await measure('backup, a new user', pg, backend, 0)];
    await addScripts(backend);
    lines.push(await measure(`backup, ${SCRIPTS.toLocaleString('en')} scripts`, pg, backend, SCRIPTS));
    console.log(lines.join('\n'));
  } finally {
    await backend.close();
  }
}, 600_000);
