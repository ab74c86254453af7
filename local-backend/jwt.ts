import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose';
import type { SqlExecutor } from './sql-executor';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

export interface Claims extends JWTPayload {
  role: ApiRole;
  sub?: string;
  email?: string;
  session_id?: string;
}

export interface JwtService {
  sign(claims: Claims, expiresInSeconds: number): Promise<string>;
  /** Resolves the claims of a valid token; rejects with JwtError otherwise. */
  verify(token: string): Promise<Claims>;
}

export class JwtError extends Error {
  constructor(
    message: string,
    readonly expired: boolean,
  ) {
    super(message);
    this.name = 'JwtError';
  }
}

const ISSUER = 'creator-os-local-auth';
const SECRET_KEY = 'jwt_secret';

/** Reads this install's HS256 secret, creating it on first start. */
export async function loadJwtSecret(db: SqlExecutor): Promise<Uint8Array> {
  const fresh = Array.from(crypto.getRandomValues(new Uint8Array(48)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  const { rows } = await db.query<{ value: string }>(
    `insert into local_meta.settings (key, value) values ($1, $2)
     on conflict (key) do update set key = excluded.key
     returning value`,
    [SECRET_KEY, fresh],
  );
  // Copied into this realm's Uint8Array: jose rejects one made by another realm's TextEncoder (jsdom).
  return Uint8Array.from(new TextEncoder().encode(rows[0].value));
}

export function createJwtService(secret: Uint8Array): JwtService {
  return {
    async sign(claims, expiresInSeconds) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setIssuedAt(now)
        .setExpirationTime(now + expiresInSeconds)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'], issuer: ISSUER });
        if (payload.role !== 'anon' && payload.role !== 'authenticated' && payload.role !== 'service_role') {
          throw new JwtError('invalid JWT: unknown role', false);
        }
        return payload as Claims;
      } catch (error) {
        if (error instanceof JwtError) throw error;
        if (error instanceof errors.JWTExpired) throw new JwtError('JWT expired', true);
        throw new JwtError('invalid JWT: unable to parse or verify signature', false);
      }
    },
  };
}
