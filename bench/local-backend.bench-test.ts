// Not a pass/fail timing test: it measures and prints the local backend's start-up in Node.
// Cold start: a new PGlite data directory, the bootstrap and every migration, the JWT secret.
// Warm open: the same directory opened again, nothing left to migrate.
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { expect, test } from 'vitest';
import { functionHandlers } from '../supabase/functions/_shared/registry.ts';
import { createLocalBackend } from '../local-backend/backend';
import { pgliteExecutor } from '../local-backend/executors/pglite-executor';
import { localBootstrapSql, localMigrations } from '../local-backend/migration-files';

const RUNS = 5;

async function openBackend(dataDir: string) {
  const started = performance.now();
  const db = await PGlite.create({ dataDir, extensions: { pgcrypto } });
  const backend = await createLocalBackend({
    db: pgliteExecutor(db),
    bootstrapSql: localBootstrapSql,
    migrations: localMigrations,
    url: 'http://bench.local',
    functions: functionHandlers,
    functionEnv: { APP_ENVIRONMENT: 'bench' },
  });
  const elapsed = performance.now() - started;
  await backend.close();
  return { elapsed, applied: backend.migrations.applied.length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

test('local backend start-up in Node (PGlite)', async () => {
  const cold: number[] = [];
  const warm: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dir = mkdtempSync(join(tmpdir(), 'creator-os-bench-'));
    try {
      const first = await openBackend(dir);
      expect(first.applied).toBe(localMigrations.length);
      cold.push(first.elapsed);
      const second = await openBackend(dir);
      expect(second.applied).toBe(0);
      warm.push(second.elapsed);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(
    [
      `local backend cold start (median of ${RUNS}) ${(median(cold) / 1000).toFixed(2)} s   runs: ${cold.map((v) => (v / 1000).toFixed(2)).join(', ')}`,
      `local backend warm open  (median of ${RUNS}) ${(median(warm) / 1000).toFixed(2)} s   runs: ${warm.map((v) => (v / 1000).toFixed(2)).join(', ')}`,
    ].join('\n'),
  );
}, 600_000);
