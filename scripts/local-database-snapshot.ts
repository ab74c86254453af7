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
 * WAL in 1 MB segments (initdb's default is 16 MB): every start reads the whole data directory from
 * the browser's storage and every write copies the segment it touched back, so the segment's size
 * is paid on each. Checkpoints keep at most a few segments (the defaults allow 80 MB to 1 GB).
 * The settings are kept in the snapshot (postgresql.auto.conf), so the browser runs with them.
 */
const WAL_SEGMENT_MB = 1;
const WAL_SETTINGS = { min_wal_size: '2MB', max_wal_size: '8MB' } as const;

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

  const db = await PGlite.create({
    extensions: { pgcrypto },
    initDbStartParams: [`--wal-segsize=${WAL_SEGMENT_MB}`],
    startParams: [
      ...PGlite.defaultStartParams,
      ...Object.entries(WAL_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
  });
  try {
    await applyMigrations(pgliteExecutor(db), bootstrapSql, migrationsFromFiles(files));
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from local_meta.settings');
    if (rows[0].n !== 0) throw new Error('The local database snapshot must not hold local_meta.settings');
    await compactDataDirectory(db);
    const tarball = await db.dumpDataDir('gzip');
    return new Uint8Array(await tarball.arrayBuffer());
  } finally {
    await db.close();
  }
}

/**
 * Shrinks what a browser loads from 42 MB to about 11 MB: no template databases (only CREATE
 * DATABASE reads them; the app and its migrations use `postgres` alone), tables rewritten without
 * dead rows, and one WAL segment holding nothing but the last checkpoint.
 */
async function compactDataDirectory(db: PGlite): Promise<void> {
  for (const template of ['template0', 'template1']) {
    await db.exec(`alter database ${template} is_template false`);
    await db.exec(`drop database ${template}`);
  }
  await db.exec('vacuum full');
  for (const [name, value] of Object.entries(WAL_SETTINGS)) {
    await db.exec(`alter system set ${name} = '${value}'`);
  }
  // A new segment, then a checkpoint: recovery needs nothing written before it.
  await db.exec('select pg_switch_wal()');
  await db.exec('checkpoint');
  await trimWal(db);
}

/**
 * Removes the segments checkpoints recycled ahead of the current one (Postgres creates a segment
 * that is missing when it gets there) and zeroes the current one after its last written page:
 * what a recycled file holds there is stale WAL that recovery reads as the end, as it reads zeroes.
 */
async function trimWal(db: PGlite): Promise<void> {
  const { rows } = await db.query<{ segment: string; offset: number; page: number }>(
    `select pg_walfile_name(lsn) as segment,
       (pg_wal_lsn_diff(lsn, '0/0') % (select setting::int from pg_settings where name = 'wal_segment_size'))::int as offset,
       current_setting('wal_block_size')::int as page
     from pg_current_wal_insert_lsn() as lsn`,
  );
  const { segment, offset, page } = rows[0];
  const { FS } = db.Module;
  const walDir = `${PGlite.paths.PGDATA}/pg_wal`;
  for (const name of FS.readdir(walDir)) {
    if (/^[0-9A-F]{24}$/.test(name) && name > segment) FS.unlink(`${walDir}/${name}`);
  }
  const current = FS.readFile(`${walDir}/${segment}`);
  current.fill(0, Math.ceil((offset + 1) / page) * page);
  FS.writeFile(`${walDir}/${segment}`, current);
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
