import type { PGliteInterface } from '@electric-sql/pglite';
import { batchedStatements, type ProtocolDatabase } from './batched-statements.ts';
import { assertNotifyChannel, type SqlExecutor, type SqlQueryable } from '../sql-executor.ts';

type Statements = ReturnType<typeof batchedStatements>;

function wrap(statements: Statements): SqlQueryable {
  return {
    query: async (sql, params = []) => ({ rows: await statements.query(sql, params) }),
    exec: (sql) => statements.exec(sql),
  };
}

/**
 * Runs the local backend over a PGlite in this process: Node (tests, the snapshot build, a
 * backup's check). A browser tab reaches its worker's PGlite through tab-database-executor.ts.
 */
export function pgliteExecutor(db: PGliteInterface & ProtocolDatabase): SqlExecutor {
  return {
    ...wrap(batchedStatements(db)),
    async transaction(fn) {
      const outcome = await db
        .transaction(() => fn(wrap(batchedStatements(db, { inTransaction: true }))))
        .then(
          (value) => ({ ok: true as const, value }),
          (error: unknown) => ({ ok: false as const, error }),
        );
      // PGlite persists after a lone query, not after COMMIT: the transaction's writes are
      // copied to storage here, before the request is answered.
      await db.runExclusive(() => db.syncToFs());
      if (!outcome.ok) throw outcome.error;
      return outcome.value;
    },
    async listen(channel, onNotify) {
      assertNotifyChannel(channel);
      await db.listen(channel, onNotify);
      return () => db.unlisten(channel, onNotify);
    },
    close: () => db.close(),
  };
}
