import { z } from 'zod';
import type { BackendContext } from '../../context';
import type { SqlQueryable } from '../../sql-executor';
import { AuthHttpError, badRequest, forbidden, unprocessable } from '../auth-error';
import { authJson } from '../auth-response';
import { goString } from '../body-fields';
import { normalizeEmail } from '../email-address';
import { isCodeCurrent, oneTimeCodeHash } from '../one-time-code';
import { readJsonBody } from '../request-body';
import { issueSession } from '../token-response';
import { USER_COLUMNS, findUserByEmail, isBanned, type UserRecord } from '../user-record';

const VerifyBody = z.object({
  type: goString,
  token: goString,
  token_hash: goString,
  email: goString,
  phone: goString,
  redirect_to: goString,
});

/** Where a user keeps a pending code: the recovery slot or the sign-up confirmation slot. */
type CodeSlot = 'recovery' | 'confirmation';

const SLOTS_BY_TYPE: Readonly<Record<string, readonly CodeSlot[]>> = {
  recovery: ['recovery'],
  magiclink: ['recovery'],
  signup: ['confirmation'],
  invite: ['confirmation'],
  email: ['confirmation', 'recovery'],
};

const invalidCode = () => forbidden('otp_expired', 'Token has expired or is invalid');
const invalidLink = () => forbidden('otp_expired', 'Email link is invalid or has expired');

function slotMatches(user: UserRecord, slot: CodeSlot, hash: string): boolean {
  const [stored, sentAt] =
    slot === 'recovery'
      ? [user.recovery_token, user.recovery_sent_at]
      : [user.confirmation_token, user.confirmation_sent_at];
  return stored !== null && stored === hash && isCodeCurrent(sentAt);
}

async function findUserByCodeHash(tx: SqlQueryable, hash: string, slots: readonly CodeSlot[]) {
  const conditions = slots.map((slot) => `${slot}_token = $1`).join(' or ');
  const { rows } = await tx.query<UserRecord>(
    `select ${USER_COLUMNS} from auth.users where ${conditions} limit 1 for update`,
    [hash],
  );
  return rows[0] ?? null;
}

/**
 * POST /verify: an emailed code (with its email address) or its token hash signs the user in.
 * The code is spent; a recovery also confirms an unconfirmed address, as in GoTrue.
 */
export async function handleVerify(request: Request, ctx: BackendContext): Promise<Response> {
  const body = await readJsonBody(request, VerifyBody);
  if (body.type === '') throw badRequest('validation_failed', 'Verify requires a verification type');
  if ((body.token === '') === (body.token_hash === '')) {
    throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
  }
  const slots = Object.hasOwn(SLOTS_BY_TYPE, body.type) ? SLOTS_BY_TYPE[body.type] : [];

  let email: string | null = null;
  let hash = body.token_hash;
  if (body.token !== '') {
    if (body.email !== '' && body.phone === '') {
      email = normalizedOrUnprocessable(body.email);
      hash = await oneTimeCodeHash(ctx.db, email, body.token);
    } else if (body.phone !== '' && body.email === '') {
      throw invalidCode(); // Local mode has no phone sign-in, so no SMS code can match.
    } else {
      throw badRequest(
        'validation_failed',
        'Only an email address or phone number should be provided on verify',
      );
    }
  } else if (body.email !== '' || body.phone !== '' || body.redirect_to !== '') {
    throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
  } else if (slots.length === 0) {
    throw badRequest('validation_failed', 'Invalid email verification type');
  }

  const refused = email === null ? invalidLink : invalidCode;
  const session = await ctx.db.transaction(async (tx) => {
    const user =
      email !== null ? await findUserByEmail(tx, email, true) : await findUserByCodeHash(tx, hash, slots);
    if (!user) throw refused();
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
    const slot = slots.find((candidate) => slotMatches(user, candidate, hash));
    if (!slot) throw refused();
    await tx.query(
      `update auth.users set ${slot}_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()),
         updated_at = now()
       where id = $1`,
      [user.id],
    );
    return issueSession(tx, ctx.jwt, user.id, 'otp');
  });
  return authJson(session);
}

function normalizedOrUnprocessable(email: string): string {
  try {
    return normalizeEmail(email);
  } catch (error) {
    if (error instanceof AuthHttpError) throw unprocessable('validation_failed', 'Invalid email format');
    throw error;
  }
}
