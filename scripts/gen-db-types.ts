// Regenerates the database types from the migrations: a throwaway PostgreSQL cluster, the
// bootstrap, `supabase db push`, then `supabase gen types typescript` (the CLI generates them
// itself; no Docker). One file serves both sides: the edge functions are deployed from
// supabase/functions, so it lives there, and src/lib/database.types.ts re-exports it.
// Run: npm run db:types
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { findPostgresBin, startPostgresCluster } from '../tests/support/postgres-cluster.ts';

const root = resolve(import.meta.dirname ?? '.', '..');
const output = 'supabase/functions/_shared/database.types.ts';
const bin = findPostgresBin();
if (!bin) throw new Error('PostgreSQL server binaries are needed to generate the database types');
const cluster = await startPostgresCluster(bin);
try {
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(readFileSync(resolve(root, 'supabase/local/bootstrap.sql'), 'utf8'));
  await client.end();
  const supabase = resolve(root, 'node_modules/.bin/supabase');
  const env = { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', PGSSLMODE: 'disable' };
  execFileSync(supabase, ['db', 'push', '--db-url', cluster.url, '--yes'], { cwd: root, stdio: 'pipe', env });
  const types = execFileSync(
    supabase,
    ['gen', 'types', 'typescript', '--db-url', cluster.url, '--schema', 'public'],
    {
      cwd: root,
      env,
      encoding: 'utf8',
    },
  );
  // The CLI may print connection notes before the types: keep only the generated module.
  const start = types.indexOf('export type Json');
  if (start < 0) throw new Error(`supabase gen types printed no types:\n${types}`);
  writeFileSync(resolve(root, output), types.slice(start));
  console.log(`Wrote ${output}`);
} finally {
  cluster.stop();
}
