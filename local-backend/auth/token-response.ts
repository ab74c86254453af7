import type { JwtService } from '../jwt';
import type { SqlQueryable } from '../sql-executor';
import { signAccessToken } from './access-token';
import { startSession, sessionAmr, type AuthenticationMethod } from './sessions';
import { findUserById } from './user-record';
import { toUserJson } from './user-json';

/** GoTrue's AccessTokenResponse for a session: what auth-js stores as its session. */
export async function tokenResponse(
  tx: SqlQueryable,
  jwt: JwtService,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<Record<string, unknown>> {
  const user = await findUserById(tx, userId);
  if (!user) throw new Error(`The user ${userId} of session ${sessionId} is gone`);
  const { token, expiresAt, expiresIn } = await signAccessToken(
    jwt,
    user,
    sessionId,
    await sessionAmr(tx, sessionId),
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: toUserJson(user),
  };
}

/** Signs the user in: a new session and the token response for it. */
export async function issueSession(
  tx: SqlQueryable,
  jwt: JwtService,
  userId: string,
  method: AuthenticationMethod,
): Promise<Record<string, unknown>> {
  const { sessionId, refreshToken } = await startSession(tx, userId, method);
  return tokenResponse(tx, jwt, userId, sessionId, refreshToken);
}
