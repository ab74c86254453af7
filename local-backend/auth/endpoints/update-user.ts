import { z } from 'zod';
import type { BackendContext } from '../../context';
import type { SqlQueryable } from '../../sql-executor';
import { readSqlError } from '../../sql-executor';
import { badRequest, forbidden, unprocessable } from '../auth-error';
import { authenticateRequest } from '../authenticate-request';
import { authJson } from '../auth-response';
import { goObject, goString } from '../body-fields';
import { normalizeEmail } from '../email-address';
import { emailExists, requestEmailChange } from '../email-change';
import { hashPassword, passwordMatches } from '../password-hash';
import { assertPasswordStrength } from '../password-policy';
import { readJsonBody } from '../request-body';
import { endSessions } from '../sessions';
import { assertUserMetadataWithinLimits, mergeUserMetadata } from '../user-metadata';
import { findUserByEmail, findUserById } from '../user-record';
import { toUserJson } from '../user-json';

const UpdateUserBody = z.object({
  email: goString,
  phone: goString,
  // A Go *string: null means "leave the password alone", "" is a (weak) new password.
  password: z.string().nullish(),
  data: goObject,
  app_metadata: goObject,
});

/**
 * PUT /user. A new password signs out every other session, as in GoTrue. A new email address
 * only becomes pending: a code goes to it (the local outbox), and the email changes when that
 * code is verified, so nobody takes an address they cannot read.
 */
export async function handleUpdateUser(request: Request, ctx: BackendContext): Promise<Response> {
  const { user, sessionId } = await authenticateRequest(request, ctx);
  const body = await readJsonBody(request, UpdateUserBody);
  const email = body.email === '' ? null : normalizeEmail(body.email);
  if (body.phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  const password = body.password ?? null;
  if (password !== null) assertPasswordStrength(password);
  if (body.app_metadata !== null) {
    throw forbidden('not_admin', 'Updating app_metadata requires admin privileges');
  }
  // Checked here to refuse before hashing, and again on the locked row in the transaction.
  if (body.data !== null) {
    assertUserMetadataWithinLimits(mergeUserMetadata(user.raw_user_meta_data ?? {}, body.data));
  }

  const changesEmail = email !== null && email !== user.email?.toLowerCase();
  if (changesEmail) {
    const holder = await findUserByEmail(ctx.db, email);
    if (holder && holder.id !== user.id) throw emailExists();
  }
  let passwordHash: string | null = null;
  if (password !== null) {
    if (await passwordMatches(ctx.db, password, user.encrypted_password)) {
      throw unprocessable('same_password', 'New password should be different from the old password.');
    }
    passwordHash = await hashPassword(ctx.db, password);
  }

  const updated = await ctx.db
    .transaction(async (tx) => {
      if (passwordHash !== null) await setPassword(tx, user.id, passwordHash, sessionId);
      if (body.data !== null) await updateMetadata(tx, user.id, body.data);
      if (changesEmail) await requestEmailChange(tx, user.id, email);
      return findUserById(tx, user.id);
    })
    .catch((error: unknown) => {
      if (readSqlError(error)?.code === '23505') throw emailExists();
      throw error;
    });
  if (!updated) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  return authJson(toUserJson(updated));
}

/**
 * GoTrue's UpdatePassword: pending codes are void (a pending email change keeps its address but
 * loses its code), and every other session is signed out.
 */
async function setPassword(tx: SqlQueryable, userId: string, hash: string, sessionId: string | null) {
  await tx.query(
    `update auth.users set encrypted_password = $2, confirmation_token = null, confirmation_sent_at = null,
       recovery_token = null, recovery_sent_at = null, email_change_token_new = null,
       email_change_sent_at = null, updated_at = now()
     where id = $1`,
    [userId, hash],
  );
  await endSessions(tx, userId, sessionId === null ? 'global' : 'others', sessionId);
}

/** Merges `updates` into the stored metadata; the result must stay within the metadata bounds. */
async function updateMetadata(tx: SqlQueryable, userId: string, updates: Record<string, unknown>) {
  const current = await findUserById(tx, userId, true);
  const metadata = mergeUserMetadata(current?.raw_user_meta_data ?? {}, updates);
  assertUserMetadataWithinLimits(metadata);
  await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
    userId,
    JSON.stringify(metadata),
  ]);
}
