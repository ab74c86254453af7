import type { Claims } from './jwt';
import type { SqlExecutor, SqlQueryable } from './sql-executor';

/**
 * Runs fn in a transaction as PostgREST does: the role of the verified claims and the claims
 * themselves in `request.jwt.claims`, so row level security applies as in hosted mode.
 */
export function runAs<T>(db: SqlExecutor, claims: Claims, fn: (tx: SqlQueryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      claims.role,
      JSON.stringify(claims),
    ]);
    return fn(tx);
  });
}
