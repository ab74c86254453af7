import { z } from 'zod';
import type { BackendContext } from '../../context';
import { badRequest } from '../auth-error';
import { authJson } from '../auth-response';
import { goString } from '../body-fields';
import { normalizeEmail } from '../email-address';
import { requestEmailChange } from '../email-change';
import { assertEmailSendAllowed } from '../email-send-limit';
import { recordLocalMail } from '../local-mail';
import { signupConfirmationMessage } from '../mail-messages';
import { newOneTimeCode, oneTimeCodeHash } from '../one-time-code';
import { readJsonBody } from '../request-body';
import { findUserByEmail } from '../user-record';

const ResendBody = z.object({ type: goString, email: goString, phone: goString });
const RESENDABLE = ['signup', 'email_change', 'sms', 'phone_change'];

/**
 * POST /resend. A pending sign-up confirmation (for a user created unconfirmed outside /signup)
 * or a pending email change (found by the user's current address) gets a new code in the outbox.
 * Everything else answers `{}`, as GoTrue does when there is nothing to resend or no such user.
 */
export async function handleResend(request: Request, ctx: BackendContext): Promise<Response> {
  const body = await readJsonBody(request, ResendBody);
  if (!RESENDABLE.includes(body.type)) {
    throw badRequest(
      'validation_failed',
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  if (body.email === '' && body.type === 'signup') {
    throw badRequest('validation_failed', 'Type provided requires an email address');
  }
  if (body.phone === '' && body.type === 'sms') {
    throw badRequest('validation_failed', 'Type provided requires a phone number');
  }
  if (body.email !== '' && body.phone !== '') {
    throw badRequest('validation_failed', 'Only an email address or phone number should be provided.');
  }
  if (body.phone !== '') throw badRequest('phone_provider_disabled', 'Phone logins are disabled');
  if (body.email === '') throw badRequest('validation_failed', 'Missing email address or phone number');
  const email = normalizeEmail(body.email);
  if (body.type === 'email_change') {
    await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email, true);
      if (user?.email_change) await requestEmailChange(tx, user.id, user.email_change);
    });
    return authJson({});
  }
  if (body.type !== 'signup') return authJson({});

  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, true);
    if (!user || user.email_confirmed_at !== null) return;
    assertEmailSendAllowed(user.confirmation_sent_at);
    const code = newOneTimeCode();
    await tx.query(
      'update auth.users set confirmation_token = $2, confirmation_sent_at = now() where id = $1',
      [user.id, await oneTimeCodeHash(tx, email, code)],
    );
    await recordLocalMail(tx, email, 'signup', signupConfirmationMessage(code));
  });
  return authJson({});
}
