import { z } from 'zod';
import type { BackendContext } from '../../context';
import type { SqlQueryable } from '../../sql-executor';
import { readSqlError } from '../../sql-executor';
import { badRequest, forbidden, unprocessable } from '../auth-error';
import { authenticateRequest } from '../authenticate-request';
import { authJson } from '../auth-response';
import { goObject, goString } from '../body-fields';
import { normalizeEmail } from '../email-address';
import { hashPassword, passwordMatches } from '../password-hash';
import { assertPasswordStrength } from '../password-policy';
import { readJsonBody } from '../request-body';
import { endSessions } from '../sessions';
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

const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

/** GoTrue's UpdateUserMetaData: keys are merged in, and a null value removes its key. */
function mergeMetadata(
  current: Record<string, unknown>,
  updates: Record<string, unknown>,
): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(updates)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * PUT /user. A new password signs out every other session, as in GoTrue. A new email address is
 * applied at once: local mode confirms addresses itself and has no mail to confirm a change by.
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

  const changesEmail = email !== null && email !== user.email;
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
      if (body.data !== null) {
        const current = await findUserById(tx, user.id, true);
        await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
          user.id,
          JSON.stringify(mergeMetadata(current?.raw_user_meta_data ?? {}, body.data)),
        ]);
      }
      if (changesEmail) {
        await tx.query(
          'update auth.users set email = $2, email_confirmed_at = now(), updated_at = now() where id = $1',
          [user.id, email],
        );
      }
      return findUserById(tx, user.id);
    })
    .catch((error: unknown) => {
      if (readSqlError(error)?.code === '23505') throw emailExists();
      throw error;
    });
  if (!updated) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  return authJson(toUserJson(updated));
}

/** GoTrue's UpdatePassword: pending codes are void, and every other session is signed out. */
async function setPassword(tx: SqlQueryable, userId: string, hash: string, sessionId: string | null) {
  await tx.query(
    `update auth.users set encrypted_password = $2, confirmation_token = null, confirmation_sent_at = null,
       recovery_token = null, recovery_sent_at = null, updated_at = now()
     where id = $1`,
    [userId, hash],
  );
  await endSessions(tx, userId, sessionId === null ? 'global' : 'others', sessionId);
}
