import type { SqlExecutor, SqlQueryable } from './sql-executor';

export interface Migration {
  /** The timestamp prefix of the file name, e.g. 20261123000100. */
  version: string;
  /** The rest of the file name without `.sql`, e.g. create_profiles. */
  name: string;
  /** Its SQL, read only when it is applied: a browser whose database is current never loads it. */
  readSql(): Promise<string>;
}

/** A migration file's SQL, or a way to load it (a lazy `import.meta.glob`). */
export type MigrationSource = string | (() => Promise<string>);

/** Turns `{ 'path/20261123000100_create_profiles.sql': sql }` into ordered migrations. */
export function migrationsFromFiles(files: Record<string, MigrationSource>): Migration[] {
  return Object.entries(files)
    .map(([path, source]) => {
      const file = path.split('/').pop() ?? path;
      const match = /^(\d+)_(.+)\.sql$/.exec(file);
      if (!match) throw new Error(`Migration file name must be <timestamp>_<name>.sql: ${file}`);
      const readSql = typeof source === 'string' ? () => Promise.resolve(source) : source;
      return { version: match[1], name: match[2], readSql };
    })
    .sort((a, b) => a.version.localeCompare(b.version));
}

export interface MigrationReport {
  applied: string[];
  alreadyApplied: number;
}

/**
 * Runs the bootstrap unless this database has run this very text already. It is idempotent but
 * not free: its CREATE OR REPLACE, GRANT and ALTER DEFAULT PRIVILEGES statements rewrite catalog
 * rows each time, which a browser's database then copies back to its storage. On every start that
 * was about 150 ms (PGlite in Node, a migrated database). The md5 of the text that ran is kept in
 * local_meta.bootstrap (which the bootstrap creates); a changed bootstrap runs again.
 */
async function runBootstrap(db: SqlExecutor, bootstrapSql: string): Promise<void> {
  const { rows } = await db.query<{ kept: boolean }>(
    `select to_regclass('local_meta.bootstrap') is not null as kept`,
  );
  if (rows[0]?.kept) {
    const current = await db.query<{ ran: boolean }>(
      'select exists (select 1 from local_meta.bootstrap where sql_md5 = md5($1)) as ran',
      [bootstrapSql],
    );
    if (current.rows[0]?.ran) return;
  }
  await db.exec(bootstrapSql);
  await db.transaction(async (tx) => {
    await tx.exec('delete from local_meta.bootstrap');
    await tx.query('insert into local_meta.bootstrap (sql_md5) values (md5($1))', [bootstrapSql]);
  });
}

/**
 * Applies the bootstrap (idempotent, and skipped when it ran already) and then every migration
 * not yet recorded in supabase_migrations.schema_migrations, each in its own transaction,
 * recording it as it goes.
 */
export async function applyMigrations(
  db: SqlExecutor,
  bootstrapSql: string,
  migrations: Migration[],
): Promise<MigrationReport> {
  await runBootstrap(db, bootstrapSql);
  const { rows } = await db.query<{ version: string }>(
    'select version from supabase_migrations.schema_migrations',
  );
  const done = new Set(rows.map((r) => r.version));
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.version)) continue;
    const sql = await migration.readSql();
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query(
        'insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, $3)',
        [migration.version, migration.name, [sql]],
      );
    });
    applied.push(migration.version);
  }
  return { applied, alreadyApplied: done.size };
}

/** The newest migration applied to the database (its version), or null before the first one. */
export async function readMigrationLevel(db: SqlQueryable): Promise<string | null> {
  const { rows } = await db.query<{ version: string | null }>(
    'select max(version) as version from supabase_migrations.schema_migrations',
  );
  return rows[0]?.version ?? null;
}
