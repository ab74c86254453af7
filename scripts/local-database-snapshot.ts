import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { Plugin } from 'vite';
import { pgliteExecutor } from '../local-backend/executors/pglite-executor.ts';
import { applyMigrations, migrationsFromFiles } from '../local-backend/migrations.ts';

/** The module the app reads the snapshot's address from (null where there is none: dev, tests). */
export const SNAPSHOT_MODULE = 'virtual:local-database-snapshot';
const RESOLVED_SNAPSHOT_MODULE = `\0${SNAPSHOT_MODULE}`;

/**
 * A browser's first local start would run initdb and every migration in WebAssembly (about ten
 * seconds in desktop Chromium, more on a phone). The build does it once, here, and ships the
 * migrated data directory: the browser loads it instead. It holds no secret: the install's JWT
 * secret is made at the browser's first start (local_meta.settings stays empty here).
 */
export async function buildLocalDatabaseSnapshot(root: string): Promise<Uint8Array> {
  const migrationsDir = join(root, 'supabase/migrations');
  const files = Object.fromEntries(
    readdirSync(migrationsDir)
      .filter((file) => file.endsWith('.sql'))
      .map((file) => [file, readFileSync(join(migrationsDir, file), 'utf8')]),
  );
  const bootstrapSql = readFileSync(join(root, 'supabase/local/bootstrap.sql'), 'utf8');

  const db = await PGlite.create({ extensions: { pgcrypto } });
  try {
    await applyMigrations(pgliteExecutor(db), bootstrapSql, migrationsFromFiles(files));
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from local_meta.settings');
    if (rows[0].n !== 0) throw new Error('The local database snapshot must not hold local_meta.settings');
    await db.exec('checkpoint');
    const tarball = await db.dumpDataDir('gzip');
    return new Uint8Array(await tarball.arrayBuffer());
  } finally {
    await db.close();
  }
}

/**
 * Emits the snapshot as a hashed asset in production builds and tells the app its address through
 * `virtual:local-database-snapshot`. Elsewhere the module says null and the browser runs initdb.
 */
export function localDatabaseSnapshot(): Plugin {
  let building = false;
  let root = process.cwd();
  return {
    name: 'creator-os:local-database-snapshot',
    configResolved(config) {
      building = config.command === 'build' && !config.build.ssr;
      root = config.root;
    },
    resolveId(id) {
      return id === SNAPSHOT_MODULE ? RESOLVED_SNAPSHOT_MODULE : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_SNAPSHOT_MODULE) return undefined;
      if (!building) return 'export default null;';
      const reference = this.emitFile({
        type: 'asset',
        name: 'db-snapshot.tgz',
        source: await buildLocalDatabaseSnapshot(root),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
