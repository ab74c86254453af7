// The database's worker answers a rejected call with the error's message alone
// (serve-database-to-tabs.ts, as PGlite's own worker does), which would drop the SQLSTATE code,
// detail and hint that the REST layer maps to PostgREST errors. The worker packs them into the
// message and the page unpacks them again.

const MARKER = 'pglite-sql-error:';
const FIELDS = ['code', 'detail', 'hint', 'schema', 'table', 'column', 'constraint'] as const;

export function packSqlError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null || typeof (error as { code?: unknown }).code !== 'string') {
    return error;
  }
  const source = error as Record<string, unknown>;
  const packed: Record<string, unknown> = { message: source.message };
  for (const field of FIELDS) if (source[field] !== undefined) packed[field] = source[field];
  return new Error(MARKER + JSON.stringify(packed));
}

export function unpackSqlError(error: unknown): unknown {
  const message = error instanceof Error ? error.message : null;
  if (!message?.startsWith(MARKER)) return error;
  const fields = JSON.parse(message.slice(MARKER.length)) as Record<string, unknown>;
  return Object.assign(new Error(String(fields.message)), fields);
}
