import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { worker } from '@electric-sql/pglite/worker';
import { isPackedSqlError } from '../executors/worker-error-codec';
import { firstStartSnapshot } from './first-start-snapshot';
import { workerDatabase } from './worker-database';

// PGlite's worker logs every rejected call before relaying it; a refused query (an RLS denial, a
// unique violation) is an answer the app handles, so only other errors reach the console.
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (args.length === 1 && isPackedSqlError(args[0])) return;
  logError(...args);
};

// PGlite runs here, off the page's main thread: opening it on the main thread blocked the page for seconds.
worker({
  async init(options) {
    const meta = options.meta as { snapshotUrl?: string | null } | undefined;
    const loadDataDir = await firstStartSnapshot(options.dataDir, meta?.snapshotUrl);
    const opening = performance.now();
    const db = await PGlite.create({ dataDir: options.dataDir, extensions: { pgcrypto }, loadDataDir });
    // For DevTools and bench/browser-local-start.mjs: the open in this worker, once the snapshot is here.
    performance.measure('local-database-open', {
      start: opening,
      detail: { firstStart: Boolean(loadDataDir) },
    });
    return workerDatabase(db);
  },
}).catch(logError);
