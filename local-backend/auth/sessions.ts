import type { SqlQueryable } from '../sql-executor';
import type { AmrEntry } from './access-token';
import { newRefreshToken, refreshTokenHash } from './refresh-token';

/** The `amr` methods the local auth signs in with. */
export type AuthenticationMethod = 'password' | 'otp';

/**
 * Opens a session as GoTrue's IssueRefreshToken does: the session, how it was authenticated,
 * its first refresh token, and the user's last_sign_in_at. Returns the refresh token in clear.
 */
export async function startSession(
  tx: SqlQueryable,
  userId: string,
  method: AuthenticationMethod,
): Promise<{ sessionId: string; refreshToken: string }> {
  const { rows } = await tx.query<{ id: string }>(
    'insert into auth.sessions (user_id) values ($1) returning id::text',
    [userId],
  );
  const sessionId = rows[0].id;
  await tx.query('insert into auth.mfa_amr_claims (session_id, authentication_method) values ($1, $2)', [
    sessionId,
    method,
  ]);
  const refreshToken = await insertRefreshToken(tx, userId, sessionId, null);
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  return { sessionId, refreshToken };
}

/** Stores a new refresh token for the session (its hash) and returns it in clear. */
export async function insertRefreshToken(
  tx: SqlQueryable,
  userId: string,
  sessionId: string,
  parentHash: string | null,
): Promise<string> {
  const refreshToken = newRefreshToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [await refreshTokenHash(refreshToken), userId, sessionId, parentHash],
  );
  return refreshToken;
}

export async function sessionAmr(db: SqlQueryable, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await db.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::int as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc`,
    [sessionId],
  );
  return rows;
}

export async function sessionExists(db: SqlQueryable, sessionId: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}

export type SignOutScope = 'global' | 'local' | 'others';

/** Ends sessions (their refresh tokens and amr claims go with them, by cascade). */
export async function endSessions(
  db: SqlQueryable,
  userId: string,
  scope: SignOutScope,
  currentSessionId: string | null,
): Promise<void> {
  if (scope === 'global' || currentSessionId === null) {
    await db.query('delete from auth.sessions where user_id = $1', [userId]);
  } else if (scope === 'local') {
    await db.query('delete from auth.sessions where id = $1', [currentSessionId]);
  } else {
    await db.query('delete from auth.sessions where user_id = $1 and id <> $2', [userId, currentSessionId]);
  }
}
