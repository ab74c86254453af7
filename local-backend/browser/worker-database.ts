import { protocol, type PGlite } from '@electric-sql/pglite';
import { packSqlError } from '../executors/worker-error-codec';

/**
 * The protocol calls the page relays to the worker. PGlite's worker passes them on without their
 * options, so each would copy the data directory to IndexedDB (a walk of every file: about 50 ms
 * in Chromium, three or four per query). The page asks for the copy itself (`syncToFs`).
 */
const PROTOCOL_CALLS = new Set<PropertyKey>(['execProtocol', 'execProtocolStream', 'execProtocolRaw']);

const WAL_POSITION = protocol.serialize.query('select pg_current_wal_insert_lsn()::text');

/** Where the next WAL record will go; null when it cannot be read (then every sync copies). */
async function walPosition(db: PGlite): Promise<string | null> {
  try {
    const { messages } = await db.execProtocol(WAL_POSITION, { syncToFs: false });
    const row = messages.find((message) => message.name === 'dataRow');
    const value = row && 'fields' in row ? (row.fields as (string | null)[])[0] : null;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The database the worker serves: the page calls its methods by name; each rejection keeps its
 * SQL error fields; protocol messages do not write to the browser's storage on their own; and a
 * sync copies the files only when something was written since the last one. Every committed
 * change writes WAL, so an unchanged WAL position means there is nothing new to keep (reads,
 * BEGIN, rolled-back work).
 */
export function workerDatabase(db: PGlite): PGlite {
  let syncedAt: string | null = null;
  const syncIfWritten = async () => {
    const position = await walPosition(db);
    if (position !== null && position === syncedAt) return;
    const copying = performance.now();
    await db.syncToFs();
    syncedAt = position;
    // For DevTools and bench/browser-local-start.mjs: what a write's copy to IndexedDB costs.
    performance.measure('local-database-sync', { start: copying });
  };

  return new Proxy(db, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result =
          property === 'syncToFs'
            ? syncIfWritten()
            : value.apply(target, PROTOCOL_CALLS.has(property) ? [args[0], { syncToFs: false }] : args);
        return result instanceof Promise
          ? result.catch((error: unknown) => Promise.reject(packSqlError(error)))
          : result;
      };
    },
  });
}
