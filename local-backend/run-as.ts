import type { Claims } from './jwt';
import type { SqlExecutor, SqlQueryable } from './sql-executor';

export interface RunAsOptions {
  /** Run in a read-only transaction, as PostgREST runs GET and HEAD requests. */
  readOnly?: boolean;
}

const ROLE_AND_CLAIMS = `set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`;

/**
 * Runs fn in a transaction as PostgREST does: the role of the verified claims and the claims
 * themselves in `request.jwt.claims`, so row level security applies as in hosted mode.
 */
export function runAs<T>(
  db: SqlExecutor,
  claims: Claims,
  fn: (tx: SqlQueryable) => Promise<T>,
  { readOnly = false }: RunAsOptions = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    const readOnlySql = readOnly ? `, set_config('transaction_read_only', 'on', true)` : '';
    await tx.query(`select ${ROLE_AND_CLAIMS}${readOnlySql}`, [claims.role, JSON.stringify(claims)]);
    return fn(tx);
  });
}
