import { jsonResponse } from '../http';
import { DatabaseMovedError, readSqlError } from '../sql-executor';

/** An error answered in PostgREST's shape: { code, message, details, hint } with its status. */
export class PostgrestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: string | null = null,
    readonly hint: string | null = null,
  ) {
    super(message);
    this.name = 'PostgrestError';
  }
}

export function syntaxError(message: string, details: string | null = null): PostgrestError {
  return new PostgrestError(400, 'PGRST100', message, details);
}

const SHOWN_LENGTH = 60;

/** Request text quoted in an error message, cut short so an error never echoes a whole request. */
export function shown(text: string): string {
  return JSON.stringify(text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}…` : text);
}

/** PostgREST's status for a Postgres error code (its Error.hs table). */
function statusForSqlState(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '25006') return 405;
  if (code === '42883' || code === '42P01') return 404;
  if (code === 'P0001') return 400;
  if (code === '40001') return 409;
  if (code.startsWith('08') || code.startsWith('53')) return 503;
  if (code.startsWith('0L') || code.startsWith('0P') || code.startsWith('28')) return 403;
  if (code.startsWith('22') || code.startsWith('23') || code.startsWith('42')) return 400;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  return 400;
}

/** Whether the error is one this layer answers on purpose (ours or the database's). */
export function isAnsweredError(error: unknown): boolean {
  return (
    error instanceof PostgrestError || error instanceof DatabaseMovedError || readSqlError(error) !== null
  );
}

/**
 * The response for any error: ours and the database's as PostgREST gives them, anything else as
 * PostgREST's internal error, without the exception's text.
 */
export function toErrorResponse(error: unknown, authenticated: boolean): Response {
  if (error instanceof PostgrestError) {
    return jsonResponse(
      { code: error.code, message: error.message, details: error.details, hint: error.hint },
      error.status,
    );
  }
  if (error instanceof DatabaseMovedError) {
    return jsonResponse({ code: 'PGRST503', message: error.message, details: null, hint: null }, 503);
  }
  const sql = readSqlError(error);
  if (sql) {
    return jsonResponse(
      { code: sql.code, message: sql.message, details: sql.details, hint: sql.hint },
      statusForSqlState(sql.code, authenticated),
    );
  }
  return jsonResponse(
    {
      code: 'PGRSTX00',
      message: 'The local backend could not answer this request',
      details: null,
      hint: null,
    },
    500,
  );
}
