import type { PGliteInterface, Transaction } from '@electric-sql/pglite';
import { assertNotifyChannel, type SqlExecutor, type SqlQueryable, type SqlResult } from '../sql-executor.ts';
import { unpackSqlError } from './worker-error-codec.ts';

function wrap(db: PGliteInterface | Transaction): SqlQueryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<SqlResult<Row>> {
      try {
        const result = await db.query<Row>(sql, params);
        return { rows: result.rows };
      } catch (error) {
        throw unpackSqlError(error);
      }
    },
    async exec(sql: string) {
      try {
        await db.exec(sql);
      } catch (error) {
        throw unpackSqlError(error);
      }
    },
  };
}

/** Runs the local backend over PGlite, in Node or in a browser worker (PGliteWorker). */
export function pgliteExecutor(db: PGliteInterface): SqlExecutor {
  return {
    ...wrap(db),
    async transaction(fn) {
      try {
        return await db.transaction((tx) => fn(wrap(tx)));
      } catch (error) {
        throw unpackSqlError(error);
      } finally {
        // PGlite persists after a lone query, not after COMMIT: the transaction's writes are
        // copied to the browser's storage here, before the request is answered.
        await db.runExclusive(() => db.syncToFs());
      }
    },
    async listen(channel, onNotify) {
      assertNotifyChannel(channel);
      const stop = await db.listen(channel, onNotify);
      return () => stop();
    },
    close: () => db.close(),
  };
}
