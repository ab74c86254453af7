import { z } from 'zod';
import type { BackendContext } from '../../context';
import type { SqlQueryable } from '../../sql-executor';
import { AuthHttpError, badRequest, forbidden, unprocessable } from '../auth-error';
import { authJson } from '../auth-response';
import { goString } from '../body-fields';
import { normalizeEmail } from '../email-address';
import { confirmEmailChange } from '../email-change';
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

/** Where a user keeps a pending code: the recovery, sign-up confirmation or email change slot. */
type CodeSlot = 'recovery' | 'confirmation' | 'email_change';

/** Each slot's columns in auth.users: the code's hash, and when it was sent. */
const SLOT_COLUMNS = {
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
  confirmation: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  email_change: { token: 'email_change_token_new', sentAt: 'email_change_sent_at' },
} as const satisfies Record<CodeSlot, { token: keyof UserRecord; sentAt: keyof UserRecord }>;

const SLOTS_BY_TYPE: Readonly<Record<string, readonly CodeSlot[]>> = {
  recovery: ['recovery'],
  magiclink: ['recovery'],
  signup: ['confirmation'],
  invite: ['confirmation'],
  email: ['confirmation', 'recovery'],
  email_change: ['email_change'],
};

const invalidCode = () => forbidden('otp_expired', 'Token has expired or is invalid');
const invalidLink = () => forbidden('otp_expired', 'Email link is invalid or has expired');

function slotMatches(user: UserRecord, slot: CodeSlot, hash: string): boolean {
  const { token, sentAt } = SLOT_COLUMNS[slot];
  const stored = user[token];
  return stored !== null && stored === hash && isCodeCurrent(user[sentAt]);
}

async function findUserByCodeHash(tx: SqlQueryable, hash: string, slots: readonly CodeSlot[]) {
  const conditions = slots.map((slot) => `${SLOT_COLUMNS[slot].token} = $1`).join(' or ');
  const { rows } = await tx.query<UserRecord>(
    `select ${USER_COLUMNS} from auth.users where ${conditions} limit 1 for update`,
    [hash],
  );
  return rows[0] ?? null;
}

/**
 * GoTrue's FindUserForEmailChange: the user whose pending address is `email` and whose code for
 * it is this one. Several users may have asked for the same address; each code is its own.
 */
async function findUserByPendingEmail(tx: SqlQueryable, email: string, hash: string) {
  const { rows } = await tx.query<UserRecord>(
    `select ${USER_COLUMNS} from auth.users
     where lower(email_change) = lower($1) and email_change_token_new = $2
     limit 1 for update`,
    [email, hash],
  );
  return rows[0] ?? null;
}

/** The user a code (with its address) or a token hash points at; null when none does. */
function findUserForCode(
  tx: SqlQueryable,
  type: string,
  email: string | null,
  hash: string,
  slots: readonly CodeSlot[],
) {
  if (email === null) return findUserByCodeHash(tx, hash, slots);
  if (type === 'email_change') return findUserByPendingEmail(tx, email, hash);
  return findUserByEmail(tx, email, true);
}

/** Spends the code: a pending email change takes effect; any other code confirms the email. */
async function spendCode(tx: SqlQueryable, user: UserRecord, slot: CodeSlot) {
  if (slot === 'email_change') return confirmEmailChange(tx, user.id);
  await tx.query(
    `update auth.users set ${SLOT_COLUMNS[slot].token} = null,
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
     where id = $1`,
    [user.id],
  );
}

/**
 * POST /verify: an emailed code (with its email address) or its token hash signs the user in.
 * The code is spent; a recovery also confirms an unconfirmed address, and an email change code
 * makes the pending address the user's email, as in GoTrue.
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
    const user = await findUserForCode(tx, body.type, email, hash, slots);
    if (!user) throw refused();
    if (isBanned(user)) throw forbidden('user_banned', 'User is banned');
    const slot = slots.find((candidate) => slotMatches(user, candidate, hash));
    if (!slot) throw refused();
    await spendCode(tx, user, slot);
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
