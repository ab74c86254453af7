import type { FunctionContext, ServerEnv } from '../context.ts';
import type { Database } from '../database.types.ts';
import {
  PARTNER_API_KEY_HEADER,
  PARTNER_PERMISSIONS,
  PARTNER_RATE_LIMIT,
  PARTNER_RATE_LIMIT_ENV,
  PARTNER_RATE_WINDOW_SECONDS,
  type PartnerPermission,
} from './constants.ts';
import { sha256Hex } from './key-hash.ts';
import { PartnerError } from './partner-error.ts';

/** The key a partner request was accepted with. */
export interface PartnerKey {
  keyId: string;
  ownerId: string;
  permissions: Record<PartnerPermission, boolean>;
}

type AuthenticationAnswer = Database['public']['Functions']['authenticate_partner_key']['Returns'][number];

/** The generator types a function's columns as never null; an unknown key has no id or owner. */
type AuthenticationRow = Pick<AuthenticationAnswer, 'permissions' | 'status'> & {
  key_id: string | null;
  owner_id: string | null;
  retry_after_seconds: number | null;
};

/** Longer than any key we issue; such a header is not looked up at all. */
const MAX_KEY_LENGTH = 200;

/** The requests one key may make per window on this server. */
export function partnerRateLimit(env: ServerEnv): number {
  const configured = Number(env[PARTNER_RATE_LIMIT_ENV]);
  return Number.isInteger(configured) && configured > 0 ? configured : PARTNER_RATE_LIMIT;
}

/** Only flags that are exactly true count; anything else is no permission. */
export function permissionsOf(value: unknown): Record<PartnerPermission, boolean> {
  const flags =
    typeof value === 'object' && value !== null ? (value as { ps_faba?: unknown }).ps_faba : undefined;
  const record = typeof flags === 'object' && flags !== null ? (flags as Record<string, unknown>) : {};
  return Object.fromEntries(PARTNER_PERMISSIONS.map((flag) => [flag, record[flag] === true])) as Record<
    PartnerPermission,
    boolean
  >;
}

/**
 * Accepts the request's x-api-key or refuses it: 401 when missing, unknown, revoked or expired
 * (each with its own message), 429 with Retry-After over the rate limit. The database checks
 * revocation and expiry on every call and records last_used_at for each accepted one.
 */
export async function authenticatePartner(request: Request, context: FunctionContext): Promise<PartnerKey> {
  const key = request.headers.get(PARTNER_API_KEY_HEADER)?.trim() ?? '';
  if (key === '') {
    throw new PartnerError(401, `Missing API key: send it in the ${PARTNER_API_KEY_HEADER} header`);
  }
  if (key.length > MAX_KEY_LENGTH) throw new PartnerError(401, 'Invalid API key');

  const limit = partnerRateLimit(context.env);
  const { data, error } = await context.admin.rpc('authenticate_partner_key', {
    p_key_hash: await sha256Hex(key),
    p_limit: limit,
    p_window_seconds: PARTNER_RATE_WINDOW_SECONDS,
  });
  if (error) throw new Error(`authenticate_partner_key failed: ${error.message}`);
  const row = (data as AuthenticationRow[] | null)?.[0];

  switch (row?.status) {
    case 'ok':
      return {
        keyId: row.key_id as string,
        ownerId: row.owner_id as string,
        permissions: permissionsOf(row.permissions),
      };
    case 'revoked':
      throw new PartnerError(401, 'This API key has been revoked');
    case 'expired':
      throw new PartnerError(401, 'This API key has expired');
    case 'rate_limited': {
      const retryAfter = Math.max(1, row.retry_after_seconds ?? PARTNER_RATE_WINDOW_SECONDS);
      throw new PartnerError(
        429,
        `Rate limit exceeded: at most ${limit} requests per ${PARTNER_RATE_WINDOW_SECONDS} seconds per API key`,
        { 'Retry-After': String(retryAfter) },
      );
    }
    default:
      throw new PartnerError(401, 'Invalid API key');
  }
}
