import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { functionHandlers } from '../../supabase/functions/_shared/registry.ts';
import { createLocalBackend, type LocalBackend } from '../../local-backend/backend';
import { dumpDatabase } from '../../local-backend/database-dump';
import { pgliteExecutor } from '../../local-backend/executors/pglite-executor';
import { loadRestoredDatabase } from '../../local-backend/load-restored-database';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import type { Migration } from '../../local-backend/migrations';
import { readBackup, writeBackup, type BackupContents } from '../../src/lib/local-data/backup-file';
import { clientFor, signedInClient, TEST_BACKEND_URL } from '../support/test-backend';

// A restore loads the backup into a new data directory, opens and checks it there
// (loadRestoredDatabase), and the app then opens that directory as its database, applying the
// migrations this build has and the backup lacks. A backup from an older build keeps every row.

const NEWEST = localMigrations.at(-1)?.version ?? '';
const OLDER: Migration[] = localMigrations.slice(0, -1);

function backendOver(pg: PGlite, migrations: Migration[]): Promise<LocalBackend> {
  return createLocalBackend({
    db: pgliteExecutor(pg),
    bootstrapSql: localBootstrapSql,
    migrations,
    url: TEST_BACKEND_URL,
    functions: functionHandlers,
    functionEnv: { APP_ENVIRONMENT: 'test' },
  });
}

describe('restoring a backup from an older build (PGlite)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'creator-os-restore-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('opens, passes its check, and is migrated forward keeping its account and script', async () => {
    // The older build: every migration but the newest.
    const olderPg = await PGlite.create({ extensions: { pgcrypto } });
    const older = await backendOver(olderPg, OLDER);
    let file: Blob;
    let user: Awaited<ReturnType<typeof signedInClient>>;
    let scriptId: string;
    try {
      user = await signedInClient(older);
      const { data: workspace } = await user.client.from('workspaces').select('id').single();
      const { data: script, error } = await user.client.rpc('save_script', {
        p_script_id: null,
        p_workspace_id: (workspace as { id: string }).id,
        p_title: 'Written before the upgrade',
        p_body: 'Still here after it.',
        p_tags: ['restore'],
        p_status: null,
      });
      if (error) throw error;
      scriptId = (script as { id: string }).id;
      const dump = await dumpDatabase(olderPg, older.db);
      file = await writeBackup(dump.data, {
        createdAt: new Date().toISOString(),
        migrationLevel: dump.migrationLevel,
        postgresVersion: dump.postgresVersion,
      });
    } finally {
      await older.close();
    }

    const opened = await readBackup(file, { newestKnownMigration: NEWEST });
    expect(opened).toMatchObject({ ok: true, manifest: { migrationLevel: OLDER.at(-1)?.version } });
    const { dump } = opened as BackupContents;

    const dataDir = join(dir, 'restored');
    expect(await loadRestoredDatabase(dataDir, dump)).toEqual({
      migrationLevel: OLDER.at(-1)?.version,
      users: 1,
    });

    // The app opens the restored directory: this build's newest migration is applied on open.
    const restored = await backendOver(
      await PGlite.create({ dataDir, extensions: { pgcrypto } }),
      localMigrations,
    );
    try {
      expect(restored.migrations.applied).toEqual([NEWEST]);
      const client = clientFor(restored);
      const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
      expect(error).toBeNull();
      const { data: scripts } = await client.from('scripts').select('id, title, body, tags');
      expect(scripts).toEqual([
        {
          id: scriptId,
          title: 'Written before the upgrade',
          body: 'Still here after it.',
          tags: ['restore'],
        },
      ]);
    } finally {
      await restored.close();
    }
  }, 180_000);

  test('a dump that is not a Creator OS database fails its check', async () => {
    const foreign = await PGlite.create();
    const data = await foreign.dumpDataDir('gzip');
    await foreign.close();
    await expect(loadRestoredDatabase(join(dir, 'foreign'), data)).rejects.toThrow();
  }, 120_000);
});
