import type { Claims, JwtService } from './jwt';
import { JwtError } from './jwt';
import { bearerToken } from './http';
import type { SqlExecutor } from './sql-executor';

/** What every layer of the local backend gets to answer a request. */
export interface BackendContext {
  db: SqlExecutor;
  jwt: JwtService;
  /** The public key the client sends as `apikey`; it stands for the anon role. */
  anonKey: string;
  /** The base URL the client was created with, e.g. http://127.0.0.1:54321. */
  url: string;
}

export type CallerResult =
  | { ok: true; claims: Claims; token: string | null }
  | { ok: false; status: number; message: string; expired: boolean };

/**
 * Who is calling: the bearer token, else the apikey header. The anon key stands for the anon
 * role; anything else must be a JWT this install signed and that has not expired.
 */
export async function identifyCaller(request: Request, ctx: BackendContext): Promise<CallerResult> {
  const token = bearerToken(request) ?? request.headers.get('apikey');
  if (!token) return { ok: false, status: 401, message: 'No API key found in request', expired: false };
  if (token === ctx.anonKey) return { ok: true, claims: { role: 'anon' }, token: null };
  try {
    return { ok: true, claims: await ctx.jwt.verify(token), token };
  } catch (error) {
    const expired = error instanceof JwtError && error.expired;
    const message = error instanceof Error ? error.message : 'invalid JWT';
    return { ok: false, status: 401, message, expired };
  }
}
