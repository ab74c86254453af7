// PGlite's worker sends only an error's message to the page, dropping the SQLSTATE code, detail
// and hint that the REST layer maps to PostgREST errors. The worker packs them into the message
// and the page unpacks them again.

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

/** An SQL refusal on its way back to the page, which handles it: not worth a console error. */
export function isPackedSqlError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith(MARKER);
}

export function unpackSqlError(error: unknown): unknown {
  const message = error instanceof Error ? error.message : null;
  if (!message?.startsWith(MARKER)) return error;
  const fields = JSON.parse(message.slice(MARKER.length)) as Record<string, unknown>;
  return Object.assign(new Error(String(fields.message)), fields);
}
