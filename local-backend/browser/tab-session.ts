import { protocol, type PGlite } from '@electric-sql/pglite';
import { batchedStatements } from '../executors/batched-statements';

const ROLLBACK = protocol.serialize.query('ROLLBACK');

/** One tab's calls on the database the leading tab's worker holds for every tab. */
export interface TabSession {
  /** Runs a call the tab sent (tab-database.ts, or an older build's PGliteWorker); refuses any other name. */
  call(method: string, args: unknown[]): Promise<unknown>;
  /**
   * The tab has gone (closed, reloaded): roll back the transaction it left open and free the
   * locks it held. A lock it was still waiting for is freed as soon as it is granted.
   */
  end(): Promise<void>;
}

type LockKind = 'query' | 'transaction';

/**
 * A result read out of PGlite's WebAssembly memory is a view on all of it: copy just the bytes
 * before it is posted to the tab (and before the next call overwrites them).
 */
function ownBytes(bytes: Uint8Array): Uint8Array {
  return bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
}

/**
 * The calls a tab makes: one per statement from this build's page (tab-database.ts), and the
 * low-level calls of PGliteWorker's page side (@electric-sql/pglite/worker, pinned in
 * package.json) from a tab still running an older build. Each tab takes the database's locks
 * over messages: the lock stays with the tab between its "acquire" and "release" calls (or
 * `begin` and `commit`), so a tab that goes away between them must have them taken back.
 * PGlite's own worker frees only the locks held when the tab goes: a lock granted later stays
 * with the gone tab, and every other tab then waits for ever.
 */
export function openTabSession(db: PGlite): TabSession {
  let ended = false;
  const held: Record<LockKind, (() => void) | null> = { query: null, transaction: null };
  const running = new Set<Promise<unknown>>();

  const acquire = (kind: LockKind) =>
    new Promise<void>((granted) => {
      const runExclusive = kind === 'query' ? db._runExclusiveQuery : db._runExclusiveTransaction;
      void runExclusive.call(
        db,
        () =>
          new Promise<void>((release) => {
            if (ended) release();
            else held[kind] = release;
            granted();
          }),
      );
    });

  const release = (kind: LockKind) => {
    held[kind]?.();
    held[kind] = null;
  };

  // The page's own client (tab-database.ts) sends each statement as one call: the locks, both
  // protocol trips, the parsing of the rows and the copy to storage all happen here.
  const lone = batchedStatements(db);
  const inTransaction = batchedStatements(db, { inTransaction: true });
  const statements = (inOpenTransaction: unknown) => {
    if (inOpenTransaction !== true) return lone;
    if (!held.transaction) throw new Error('No transaction is open for this tab');
    return inTransaction;
  };
  const syncAfter = () => db._runExclusiveQuery(() => db.syncToFs());

  /** A call `end` waits for before it rolls back and frees the locks. */
  const track = <T>(result: Promise<T>): Promise<T> => {
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    running.add(settled);
    void settled.then(() => running.delete(settled));
    return result;
  };

  const calls: Record<string, (...args: never[]) => Promise<unknown>> = {
    query: async (sql: string, params: unknown[], inOpenTransaction?: boolean) =>
      statements(inOpenTransaction).query(sql, params),
    exec: async (sql: string, inOpenTransaction?: boolean) => statements(inOpenTransaction).exec(sql),
    // PGlite copies to storage after a lone statement, not after COMMIT: the copy is made here,
    // before the tab hears that its transaction is kept.
    commit: async () => {
      if (!held.transaction) throw new Error('No transaction is open for this tab');
      try {
        await inTransaction.exec('COMMIT');
      } finally {
        await syncAfter().finally(() => release('transaction'));
      }
    },
    rollback: async () => {
      if (!held.transaction) return;
      try {
        await inTransaction.exec('ROLLBACK');
      } finally {
        release('transaction');
      }
    },
    getDebugLevel: async () => db.debug,
    execProtocol: async (message: Uint8Array) => {
      const { messages, data } = await db.execProtocol(message);
      return { messages, data: ownBytes(data) };
    },
    execProtocolStream: (message: Uint8Array) => db.execProtocolStream(message),
    execProtocolRaw: async (message: Uint8Array) => ownBytes(await db.execProtocolRaw(message)),
    dumpDataDir: (compression: Parameters<PGlite['dumpDataDir']>[0]) => db.dumpDataDir(compression),
    syncToFs: () => db.syncToFs(),
    _handleBlob: (blob: Blob | undefined) => db._handleBlob(blob),
    _getWrittenBlob: () => db._getWrittenBlob(),
    _cleanupBlob: () => db._cleanupBlob(),
    _checkReady: () => db._checkReady(),
  };
  // Waiting for a lock is not waited for at the end: it may wait behind a lock this tab holds.
  const lockCalls: Record<string, () => Promise<void>> = {
    begin: async () => {
      await acquire('transaction');
      // Granted after the tab went: the lock is free again, and nothing may begin.
      if (ended) throw new Error('This tab has gone');
      await track(
        inTransaction.exec('BEGIN').catch((error: unknown) => {
          release('transaction');
          throw error;
        }),
      );
    },
    _acquireQueryLock: () => acquire('query'),
    _releaseQueryLock: async () => release('query'),
    _acquireTransactionLock: () => acquire('transaction'),
    _releaseTransactionLock: async () => release('transaction'),
  };

  return {
    call(method, args) {
      if (Object.hasOwn(lockCalls, method)) return lockCalls[method]();
      if (!Object.hasOwn(calls, method)) return Promise.reject(new Error(`No database call named ${method}`));
      return track(calls[method](...(args as never[])));
    },
    async end() {
      if (ended) return;
      ended = true;
      await Promise.all(running);
      if (held.transaction) {
        // Still holding the tab's lock, so no other tab's statement runs in between. Outside a
        // transaction ROLLBACK only warns.
        await db.execProtocol(ROLLBACK).catch((error: unknown) => {
          console.error('Could not roll back the transaction of a tab that has gone', error);
        });
      }
      release('query');
      release('transaction');
    },
  };
}
