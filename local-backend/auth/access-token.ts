import { decodeJwt } from 'jose';
import type { JwtService } from '../jwt';
import type { UserRecord } from './user-record';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;

/** One entry of the `amr` claim: how and when the session was authenticated. */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** Signs an access token with the claims GoTrue puts in one. */
export async function signAccessToken(
  jwt: JwtService,
  user: UserRecord,
  sessionId: string,
  amr: AmrEntry[],
): Promise<{ token: string; expiresAt: number; expiresIn: number }> {
  const token = await jwt.sign(
    {
      aud: user.aud ?? 'authenticated',
      sub: user.id,
      email: user.email ?? '',
      phone: user.phone ?? '',
      app_metadata: user.raw_app_meta_data ?? {},
      user_metadata: user.raw_user_meta_data ?? {},
      role: 'authenticated',
      aal: 'aal1',
      amr,
      session_id: sessionId,
      is_anonymous: user.is_anonymous,
    },
    ACCESS_TOKEN_LIFETIME_SECONDS,
  );
  // The service stamps iat and exp itself: read them back rather than guess its clock.
  const { iat, exp } = decodeJwt(token);
  const issuedAt = iat ?? Math.floor(Date.now() / 1000);
  const expiresAt = exp ?? issuedAt + ACCESS_TOKEN_LIFETIME_SECONDS;
  return { token, expiresAt, expiresIn: expiresAt - issuedAt };
}
