import { z } from 'zod';
import type { BackendContext } from '../../context';
import { badRequest } from '../auth-error';
import { authJson } from '../auth-response';
import { goString } from '../body-fields';
import { normalizeEmail } from '../email-address';
import { assertEmailSendAllowed } from '../email-send-limit';
import { recordLocalMail } from '../local-mail';
import { recoveryMessage } from '../mail-messages';
import { newOneTimeCode, oneTimeCodeHash } from '../one-time-code';
import { readJsonBody } from '../request-body';
import { findUserByEmail } from '../user-record';

const RecoverBody = z.object({ email: goString });

/**
 * POST /recover: "sends" a one-time recovery code to the local outbox. The answer is the same
 * whether or not the address has an account.
 */
export async function handleRecover(request: Request, ctx: BackendContext): Promise<Response> {
  const body = await readJsonBody(request, RecoverBody);
  if (body.email === '') throw badRequest('validation_failed', 'Password recovery requires an email');
  const email = normalizeEmail(body.email);

  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email, true);
    if (!user) return;
    assertEmailSendAllowed(user.recovery_sent_at);
    const code = newOneTimeCode();
    await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [
      user.id,
      await oneTimeCodeHash(tx, email, code),
    ]);
    await recordLocalMail(tx, email, 'recovery', recoveryMessage(code));
  });
  return authJson({});
}
