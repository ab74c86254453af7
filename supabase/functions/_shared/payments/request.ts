import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
import type { FunctionContext, FunctionHandler, ServerEnv } from '../context.ts';
import { errorJson, preflight } from '../http.ts';

/** A refusal with its HTTP status: the route turns it into `{ error }` (4xx for bad input). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * One payment function: answers the CORS preflight, refuses other methods with a JSON 405 and
 * turns an HttpError into its JSON answer. Anything else is a 500 without internals.
 */
export function paymentRoute(
  method: 'GET' | 'POST',
  run: (request: Request, context: FunctionContext) => Promise<Response>,
): FunctionHandler {
  return async (request, context) => {
    const early = preflight(request);
    if (early) return early;
    if (request.method !== method) return errorJson(405, 'Method not allowed');
    try {
      return await run(request, context);
    } catch (error) {
      if (error instanceof HttpError) return errorJson(error.status, error.message, error.details);
      console.error('Payment function failed', error);
      return errorJson(500, 'The payment service failed. Please try again.');
    }
  };
}

/** The request's JSON body, checked by the schema; 400 with the first problem otherwise. */
export async function readJson<Schema extends z.ZodType>(
  request: Request,
  schema: Schema,
  options: { optional?: boolean } = {},
): Promise<z.output<Schema>> {
  const text = await request.text();
  let value: unknown = {};
  if (text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw new HttpError(400, 'The request body must be JSON');
    }
  } else if (!options.optional) {
    throw new HttpError(400, 'A JSON body is required');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    }));
    const first = issues[0];
    throw new HttpError(
      400,
      `Invalid request: ${first.path ? `${first.path}: ` : ''}${first.message}`,
      issues,
    );
  }
  return parsed.data;
}

export interface Caller {
  id: string;
  email: string | null;
}

/** The signed-in caller from `Authorization: Bearer <jwt>`; 401 when missing or not valid. */
export async function requireUser(request: Request, admin: SupabaseClient): Promise<Caller> {
  const match = /^bearer\s+(\S+)$/i.exec(request.headers.get('Authorization')?.trim() ?? '');
  if (!match) throw new HttpError(401, 'Sign in to continue');
  const { data, error } = await admin.auth.getUser(match[1]);
  if (error || !data.user) throw new HttpError(401, 'Sign in to continue');
  return { id: data.user.id, email: data.user.email ?? null };
}

/** The origin payment pages may send the browser back to: APP_URL's, else the request's Origin. */
function allowedOrigin(env: ServerEnv, request: Request): string | null {
  const configured = env.APP_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
    } catch {
      return null;
    }
  }
  const origin = request.headers.get('Origin');
  return origin && origin !== 'null' ? origin : null;
}

/** A success, cancel or return URL: only on this app's origin (never an open redirect). */
export function checkReturnUrl(url: string, env: ServerEnv, request: Request): string {
  const allowed = allowedOrigin(env, request);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new HttpError(400, 'The return address is not a valid URL');
  }
  if (
    !allowed ||
    (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') ||
    parsed.origin !== allowed
  ) {
    throw new HttpError(400, 'The return address must be on this site');
  }
  return url;
}

/** A fetch that calls the context's (tests) or the platform's, never unbound. */
export function outboundFetch(context: FunctionContext): typeof fetch {
  const impl = context.fetch;
  return (input, init) => (impl ? impl(input, init) : fetch(input, init));
}
