import { z } from 'zod';
import type { BackendContext } from '../../context';
import { badRequest } from '../auth-error';
import { authJson } from '../auth-response';
import { goString } from '../body-fields';
import { refreshTokenHash } from '../refresh-token';
import { readJsonBody } from '../request-body';
import { insertRefreshToken } from '../sessions';
import { tokenResponse } from '../token-response';

const RefreshTokenGrantBody = z.object({ refresh_token: goString });

interface RefreshTokenRow {
  user_id: string;
  session_id: string;
  revoked: boolean;
  banned: boolean;
}

/**
 * POST /token?grant_type=refresh_token. Rotates: the presented token is revoked and a new one
 * issued. A revoked token presented again is taken as stolen: every token of its session is
 * revoked (committed), and the caller is refused.
 */
export async function handleRefreshTokenGrant(request: Request, ctx: BackendContext): Promise<Response> {
  const { refresh_token: refreshToken } = await readJsonBody(request, RefreshTokenGrantBody);
  if (refreshToken.length < 12) throw badRequest('validation_failed', 'Refresh token is not valid');
  const hash = await refreshTokenHash(refreshToken);

  const outcome = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<RefreshTokenRow>(
      `select rt.user_id::text, rt.session_id::text, rt.revoked,
         coalesce(u.banned_until > now(), false) as banned
       from auth.refresh_tokens rt join auth.users u on u.id = rt.user_id
       where rt.token = $1
       for update of rt`,
      [hash],
    );
    const found = rows[0];
    if (!found) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (found.banned) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    if (found.revoked) {
      await tx.query('update auth.refresh_tokens set revoked = true where session_id = $1', [
        found.session_id,
      ]);
      return { reused: true } as const;
    }
    await tx.query('update auth.refresh_tokens set revoked = true where token = $1', [hash]);
    const next = await insertRefreshToken(tx, found.user_id, found.session_id, hash);
    await tx.query('update auth.sessions set updated_at = now() where id = $1', [found.session_id]);
    return {
      reused: false,
      body: await tokenResponse(tx, ctx.jwt, found.user_id, found.session_id, next),
    } as const;
  });

  if (outcome.reused) throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  return authJson(outcome.body);
}
