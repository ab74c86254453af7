import type { BackendContext } from '../context';
import { AuthHttpError } from './auth-error';
import { authErrorResponse } from './auth-response';
import { handleGetUser } from './endpoints/get-user';
import { handleLogout } from './endpoints/logout';
import { handleRecover } from './endpoints/recover';
import { handleResend } from './endpoints/resend';
import { handleSettings } from './endpoints/settings';
import { handleSignup } from './endpoints/signup';
import { handleToken } from './endpoints/token';
import { handleUpdateUser } from './endpoints/update-user';
import { handleVerify } from './endpoints/verify';

type Endpoint = (request: Request, ctx: BackendContext) => Promise<Response> | Response;

/** The GoTrue endpoints local mode answers, by "METHOD /path" under /auth/v1. */
const ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  'GET /settings': handleSettings,
  'POST /signup': handleSignup,
  'POST /token': handleToken,
  'GET /user': handleGetUser,
  'PUT /user': handleUpdateUser,
  'POST /logout': handleLogout,
  'POST /recover': handleRecover,
  'POST /verify': handleVerify,
  'POST /resend': handleResend,
};

/**
 * Answers supabase-js's /auth/v1 calls as Supabase Auth (GoTrue) would, over auth.users and
 * auth.sessions, with the same statuses, error codes and messages.
 */
export async function handleAuthRequest(
  request: Request,
  path: string,
  ctx: BackendContext,
): Promise<Response> {
  const key = `${request.method} ${path}`;
  const endpoint = Object.hasOwn(ENDPOINTS, key) ? ENDPOINTS[key] : undefined;
  try {
    if (!endpoint) throw new AuthHttpError(404, 'not_found', `Local auth has no endpoint ${key}`);
    return await endpoint(request, ctx);
  } catch (error) {
    if (error instanceof AuthHttpError) return authErrorResponse(error);
    throw error;
  }
}
