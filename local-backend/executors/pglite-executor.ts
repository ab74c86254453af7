import type { PGliteInterface } from '@electric-sql/pglite';
import { batchedStatements, type ProtocolDatabase } from './batched-statements.ts';
import {
  assertNotifyChannel,
  DatabaseMovedError,
  type SqlExecutor,
  type SqlQueryable,
  type SqlResult,
} from '../sql-executor.ts';
import { startFollowingMoves } from '../start-following-moves.ts';
import { unpackSqlError } from './worker-error-codec.ts';

// PGliteWorker runs the browser's one database in one tab (the leader) for all of them; when that
// tab closes or reloads, another takes over and reopens the database from storage. Its pending
// calls are rejected with this text (LeaderChangedError in @electric-sql/pglite/worker).
const LEADER_CHANGED = 'Leader changed, pending operation in indeterminate state';

/** PGliteWorker's way to hear that the database moved to another tab (PGlite in Node has none). */
interface MovesBetweenTabs {
  onLeaderChange(callback: () => void): () => void;
}

function movesBetweenTabs(db: PGliteInterface): db is PGliteInterface & MovesBetweenTabs {
  return typeof (db as Partial<MovesBetweenTabs>).onLeaderChange === 'function';
}

function readError(error: unknown): unknown {
  if (error instanceof Error && error.message === LEADER_CHANGED) return new DatabaseMovedError();
  return unpackSqlError(error);
}

/** Settles as `call` does, unless the database moves first: then it rejects as moved. */
type MoveGuard = <T>(call: Promise<T>) => Promise<T>;

/**
 * A call on its way when the database moves may never be answered: PGliteWorker rejects its
 * request, but the lock release in its `finally` is sent while no tab serves it and waits
 * forever, swallowing the rejection (electric-sql/pglite#1109, open). The tab would wait with it
 * ("Opening your local workspace…" for good), so every call running at a move is given up as moved.
 */
function guardAgainstMoves(db: PGliteInterface): MoveGuard {
  if (!movesBetweenTabs(db)) return (call) => call;
  const running = new Set<(error: Error) => void>();
  db.onLeaderChange(() => {
    for (const giveUp of running) giveUp(new DatabaseMovedError());
    running.clear();
  });
  return <T>(call: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      running.add(reject);
      call.then(resolve, reject).finally(() => running.delete(reject));
    });
}

/** Resolves once the database's array types are known to this tab (at once for PGlite in Node). */
type ArrayTypesGate = () => Promise<void>;

/**
 * PGliteWorker reads the database's array types once, unawaited, when it is made, and marks them
 * read before the answer comes. If the database moves during that read, the answer is lost and
 * never asked for again: every array parameter then fails ("malformed array literal") and every
 * array result stays a string. Array types are read here before the first call, again after a
 * read that a move lost; one read that succeeds holds, as the types live in the database's files.
 */
function arrayTypesGate(db: PGliteInterface, guard: MoveGuard): ArrayTypesGate {
  if (!movesBetweenTabs(db)) return () => Promise.resolve();
  let read: Promise<void> | null = null;
  return () => {
    // Nothing ran yet when the read is lost, so it is asked again at once on the new tab.
    read ??= startFollowingMoves(() =>
      guard(db.refreshArrayTypes()).catch((error: unknown) => Promise.reject(readError(error))),
    ).catch((error: unknown) => {
      read = null;
      throw error;
    });
    return read;
  };
}

type Statements = ReturnType<typeof batchedStatements>;

function wrap(statements: Statements, guard: MoveGuard, arrayTypes: ArrayTypesGate): SqlQueryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<SqlResult<Row>> {
      await arrayTypes();
      try {
        return { rows: await guard(statements.query<Row>(sql, params)) };
      } catch (error) {
        throw readError(error);
      }
    },
    async exec(sql: string) {
      await arrayTypes();
      try {
        await guard(statements.exec(sql));
      } catch (error) {
        throw readError(error);
      }
    },
  };
}

/** Inside a transaction the array types are known already, and the transaction's guard covers it. */
const ARRAY_TYPES_KNOWN: ArrayTypesGate = () => Promise.resolve();

/** Runs the local backend over PGlite, in Node or in a browser worker (PGliteWorker). */
export function pgliteExecutor(db: PGliteInterface & ProtocolDatabase): SqlExecutor {
  const guard = guardAgainstMoves(db);
  const arrayTypes = arrayTypesGate(db, guard);
  return {
    ...wrap(batchedStatements(db), guard, arrayTypes),
    async transaction(fn) {
      await arrayTypes();
      // The statements inside are guarded by the transaction's own guard.
      const outcome = await guard(
        db.transaction(() =>
          fn(wrap(batchedStatements(db, { inTransaction: true }), (call) => call, ARRAY_TYPES_KNOWN)),
        ),
      ).then(
        (value) => ({ ok: true as const, value }),
        (error: unknown) => ({ ok: false as const, error }),
      );
      // PGlite persists after a lone query, not after COMMIT: the transaction's writes are
      // copied to the browser's storage here, before the request is answered.
      try {
        await guard(db.runExclusive(() => db.syncToFs()));
      } catch (error) {
        // Moved mid-copy: the tab that ran the transaction has gone, with what it had not kept.
        throw readError(error);
      }
      if (!outcome.ok) throw readError(outcome.error);
      return outcome.value;
    },
    async listen(channel, onNotify, onMissed) {
      assertNotifyChannel(channel);
      // The tab that takes the database over opens it afresh, listening to nothing: listen again
      // there, and say that what was announced in between may be lost. (Followed before the first
      // LISTEN, which a move can reject too: then this listens on the new tab.)
      const stopFollowing = movesBetweenTabs(db)
        ? db.onLeaderChange(() => {
            db.listen(channel, onNotify).then(
              () => onMissed?.(),
              // Moved again before it could listen: the next move's call listens.
              () => undefined,
            );
          })
        : undefined;
      try {
        await guard(db.listen(channel, onNotify));
      } catch (error) {
        const moved = readError(error);
        if (!(moved instanceof DatabaseMovedError && stopFollowing)) {
          stopFollowing?.();
          throw moved;
        }
      }
      return async () => {
        stopFollowing?.();
        await db.unlisten(channel, onNotify);
      };
    },
    close: () => db.close(),
  };
}
