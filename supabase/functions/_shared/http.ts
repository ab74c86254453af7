/** Web-standard HTTP helpers shared by every function (Deno and the local backend alike). */

import type { FunctionContext } from './context.ts';

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/**
 * The wording of PostgreSQL and PostgREST errors and of stack traces: text that names tables,
 * columns, constraints or code, which a caller must never be shown.
 */
const INTERNALS = [
  /\bviolates\b/i,
  /\bconstraint\b/i,
  /\brelation\b/i,
  /\bcolumn\b/i,
  /\bsyntax\b/i,
  /\bpg_\w/i,
  /\bsqlstate\b/i,
  /\bduplicate key\b/i,
  /\bforeign key\b/i,
  /\bnull value\b/i,
  /\bpermission denied\b/i,
  /\brow-level security\b/i,
  /\binvalid input (syntax|value)\b/i,
  /\binvalid byte sequence\b/i,
  /\bunicode escape\b/i,
  /\b(function|operator|schema|table|type) ["\w.]+(\(.*\))? does not exist\b/i,
  /\bcould not (serialize|obtain lock)\b/i,
  /\bdeadlock\b/i,
  /\b(pgrst|postgrest)\w*/i,
  /^\s*at .+(:\d+:\d+|\(native\))\)?$/m,
];

/** Whether the text carries database or runtime internals (see INTERNALS). */
export function carriesInternals(text: string): boolean {
  return INTERNALS.some((pattern) => pattern.test(text));
}

/** The message when it is fit for a caller; the fallback (and a server-side log) when not. */
export function publicMessage(message: string, fallback: string): string {
  if (!carriesInternals(message)) return message;
  console.warn('An error message with internals was replaced before answering:', message);
  return fallback;
}

const carriesInternalsAnywhere = (value: unknown) =>
  value !== undefined && carriesInternals(JSON.stringify(value) ?? '');

/**
 * A JSON error answer `{ error, details? }`. Every function route answers its errors through
 * here, so a message that carries database internals (a handler passed a PostgreSQL error on)
 * becomes a generic one for its status, whichever handler made it.
 */
export function errorJson(status: number, error: string, details?: unknown): Response {
  const fallback =
    status >= 500 ? 'The service failed. Please try again.' : 'The request could not be processed';
  const message = publicMessage(error, fallback);
  const safeDetails = message === error && !carriesInternalsAnywhere(details) ? details : undefined;
  return json(
    safeDetails === undefined ? { error: message } : { error: message, details: safeDetails },
    status,
  );
}

/** Answers a CORS preflight, or returns null for any other method. */
export function preflight(request: Request): Response | null {
  return request.method === 'OPTIONS' ? new Response('ok', { headers: corsHeaders }) : null;
}

/** A fetch that calls the context's (tests) or the platform's, never unbound. */
export function outboundFetch(context: FunctionContext): typeof fetch {
  const impl = context.fetch;
  return (input, init) => (impl ? impl(input, init) : fetch(input, init));
}
