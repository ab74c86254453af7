import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { BROWSER_START_PARAMS } from './browser-database-settings';
import { firstStartSnapshot } from './first-start-snapshot';
import { serveDatabaseToTabs, type WorkerScope } from './serve-database-to-tabs';
import { workerDatabase } from './worker-database';

// PGlite runs here, off the page's main thread: opening it on the main thread blocked the page for seconds.
serveDatabaseToTabs(self as unknown as WorkerScope, async (options) => {
  const meta = options.meta as { snapshotUrl?: string | null } | undefined;
  const loadDataDir = await firstStartSnapshot(options.dataDir, meta?.snapshotUrl);
  const opening = performance.now();
  const db = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pgcrypto },
    loadDataDir,
    startParams: BROWSER_START_PARAMS,
  });
  // For DevTools and bench/browser-local-start.mjs: the open in this worker, once the snapshot is here.
  performance.measure('local-database-open', {
    start: opening,
    detail: { firstStart: Boolean(loadDataDir) },
  });
  return workerDatabase(db);
}).catch((error: unknown) => console.error('The local database worker stopped', error));
