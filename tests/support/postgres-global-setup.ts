import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from './postgres-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated throwaway PostgreSQL server, or null where none is installed (never under CI). */
    postgresUrl: string | null;
    /** The same server's base URL for other databases: append a database name. */
    postgresServer: string | null;
  }
}

const root = resolve(import.meta.dirname, '../..');
let cluster: PostgresCluster | null = null;

/**
 * Starts one PostgreSQL cluster for the whole run, applies the bootstrap and then the
 * migrations with the deployer's own command, `supabase db push`.
 */
export default async function setup(project: TestProject) {
  const bin = findPostgresBin();
  if (!bin) {
    if (process.env.CI === 'true') throw new Error('CI=true but no PostgreSQL server binaries are installed');
    console.warn('No PostgreSQL server installed: database tests run on PGlite only.');
    project.provide('postgresUrl', null);
    project.provide('postgresServer', null);
    return;
  }
  cluster = await startPostgresCluster(bin);
  const client = new pg.Client({ connectionString: cluster.url });
  await client.connect();
  await client.query(readFileSync(resolve(root, 'supabase/local/bootstrap.sql'), 'utf8'));
  await client.end();
  execFileSync(
    resolve(root, 'node_modules/.bin/supabase'),
    ['db', 'push', '--db-url', cluster.url, '--yes'],
    {
      cwd: root,
      stdio: 'pipe',
      env: { ...process.env, SUPABASE_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
    },
  );
  project.provide('postgresUrl', cluster.url);
  project.provide('postgresServer', cluster.url.replace(/\/postgres$/, '/'));
  return () => {
    cluster?.stop();
    cluster = null;
  };
}
