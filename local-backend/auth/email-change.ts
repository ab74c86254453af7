import { readSqlError, type SqlQueryable } from '../sql-executor';
import { forbidden, unprocessable } from './auth-error';
import { assertEmailSendAllowed } from './email-send-limit';
import { recordLocalMail } from './local-mail';
import { emailChangeMessage } from './mail-messages';
import { newOneTimeCode, oneTimeCodeHash } from './one-time-code';
import { findUserById } from './user-record';

export const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered');

/**
 * GoTrue's sendEmailChange (without "secure email change"): the new address is only recorded as
 * pending, with the hash of a code mailed to it, and `email` stays as it is until that code is
 * verified (POST /verify, type email_change). One email a minute, as for every other code.
 */
export async function requestEmailChange(tx: SqlQueryable, userId: string, newEmail: string): Promise<void> {
  const user = await findUserById(tx, userId, true);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  assertEmailSendAllowed(user.email_change_sent_at);
  const code = newOneTimeCode();
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(),
       updated_at = now()
     where id = $1`,
    [userId, newEmail, await oneTimeCodeHash(tx, newEmail, code)],
  );
  await recordLocalMail(tx, newEmail, 'email_change', emailChangeMessage(code));
}

/**
 * GoTrue's ConfirmEmailChange: the pending address becomes the email (and so is confirmed). If
 * another user took that address meanwhile, the unique index refuses it: 422 `email_exists`.
 */
export async function confirmEmailChange(tx: SqlQueryable, userId: string): Promise<void> {
  await tx
    .query(
      `update auth.users set email = email_change, email_change = null, email_change_token_new = null,
         email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
       where id = $1`,
      [userId],
    )
    .catch((error: unknown) => {
      if (readSqlError(error)?.code === '23505') throw emailExists();
      throw error;
    });
}
