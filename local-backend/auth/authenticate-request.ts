import type { BackendContext } from '../context';
import { JwtError, type Claims } from '../jwt';
import { badRequest, forbidden, unauthorized } from './auth-error';
import { sessionExists } from './sessions';
import { findUserById, isBanned, isUuid, type UserRecord } from './user-record';

export interface AuthenticatedUser {
  user: UserRecord;
  /** The session the access token belongs to; null for a token without a session_id claim. */
  sessionId: string | null;
  claims: Claims;
}

const BEARER = /^bearer (\S+)$/i;
const UNVERIFIED = 'invalid JWT: unable to parse or verify signature,';

/** Why GoTrue (golang-jwt) refuses a token, in its words. */
function describeRejectedToken(token: string, error: unknown): string {
  if (error instanceof JwtError && error.expired)
    return `${UNVERIFIED} token has invalid claims: token is expired`;
  if (token.split('.').length !== 3) {
    return `${UNVERIFIED} token is malformed: token contains an invalid number of segments`;
  }
  return `${UNVERIFIED} token signature is invalid: signature is invalid`;
}

/**
 * GoTrue's requireAuthentication: a bearer access token this install signed, for a user that
 * exists, whose session has not been signed out.
 */
export async function authenticateRequest(request: Request, ctx: BackendContext): Promise<AuthenticatedUser> {
  const match = BEARER.exec(request.headers.get('Authorization') ?? '');
  if (!match) throw unauthorized('no_authorization', 'This endpoint requires a valid Bearer token');
  const token = match[1];

  // Hosted, the anon key is a JWT without a subject; the local one is not a JWT at all.
  if (token === ctx.anonKey) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  let claims: Claims;
  try {
    claims = await ctx.jwt.verify(token);
  } catch (error) {
    throw forbidden('bad_jwt', describeRejectedToken(token, error));
  }

  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(ctx.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');

  const sessionId =
    typeof claims.session_id === 'string' && claims.session_id !== '' ? claims.session_id : null;
  if (sessionId !== null) {
    if (!isUuid(sessionId)) throw forbidden('bad_jwt', 'invalid claim: session_id claim must be a UUID');
    if (!(await sessionExists(ctx.db, sessionId))) {
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
    }
  }
  if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
  return { user, sessionId, claims };
}
