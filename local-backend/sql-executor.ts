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
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (a fixed name of the app's,
   * never one from a request), once its transaction commits; resolves to the way to stop.
   * `onMissed` is called when notifications may have been lost and listening has resumed (in a
   * browser, after the database moved to another tab): whatever the listener shows is to be read again.
   */
  listen(
    channel: NotifyChannel,
    onNotify: (payload: string) => void,
    onMissed?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The browser's database moved to another tab while a statement was on its way (the tab that ran
 * it closed or reloaded; local-backend/browser/tab-database.ts), so whether it ran is unknown. A
 * read can simply be asked again; a write's caller has to look before repeating it.
 */
export class DatabaseMovedError extends Error {
  constructor() {
    super('The local database moved to another tab while answering. Please try again.');
    this.name = 'DatabaseMovedError';
  }
}

/** The channels the database notifies on (see supabase/migrations/20261125000110_announce_workspace_changes.sql). */
export const NOTIFY_CHANNELS = ['workspace_changes'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** LISTEN takes a name, not a parameter: only the fixed list ever becomes SQL text. */
export function assertNotifyChannel(channel: string): asserts channel is NotifyChannel {
  if (!(NOTIFY_CHANNELS as readonly string[]).includes(channel)) {
    throw new Error(`Not a channel the database notifies on: ${channel}`);
  }
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
