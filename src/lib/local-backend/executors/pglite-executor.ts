import type { PGliteInterface, Transaction } from '@electric-sql/pglite';
import type { SqlExecutor, SqlQueryable, SqlResult } from '../sql-executor';

function wrap(db: PGliteInterface | Transaction): SqlQueryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<SqlResult<Row>> {
      const result = await db.query<Row>(sql, params);
      return { rows: result.rows };
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
  };
}

/** Runs the local backend over PGlite, in Node or in a browser worker (PGliteWorker). */
export function pgliteExecutor(db: PGliteInterface): SqlExecutor {
  return {
    ...wrap(db),
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}
