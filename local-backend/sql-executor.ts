/** The small interface the local backend needs from a Postgres engine (PGlite or a server). */
export interface SqlResult<Row> {
  rows: Row[];
}

export interface SqlQueryable {
  /** Runs one statement with $1-style parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<SqlResult<Row>>;
  /** Runs a script of several statements without parameters. */
  exec(sql: string): Promise<void>;
}

export interface SqlExecutor extends SqlQueryable {
  /** Runs fn inside one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A database error in the fields PostgREST reports. */
export interface SqlErrorFields {
  code: string;
  message: string;
  details: string | null;
  hint: string | null;
}

/** Reads the fields both `pg` and PGlite put on a database error. */
export function readSqlError(error: unknown): SqlErrorFields | null {
  if (typeof error !== 'object' || error === null) return null;
  const e = error as { code?: unknown; message?: unknown; detail?: unknown; hint?: unknown };
  if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code)) return null;
  return {
    code: e.code,
    message: typeof e.message === 'string' ? e.message : 'Database error',
    details: typeof e.detail === 'string' ? e.detail : null,
    hint: typeof e.hint === 'string' ? e.hint : null,
  };
}
