import { z } from 'zod';
import type { BackendContext } from '../../context';
import { badRequest, unprocessable } from '../auth-error';
import { authJson } from '../auth-response';
import { goPassword, goString } from '../body-fields';
import { passwordMatches } from '../password-hash';
import { isSettablePasswordLength } from '../password-policy';
import { readJsonBody } from '../request-body';
import { issueSession } from '../token-response';
import { findUserByEmail, isBanned } from '../user-record';

const PasswordGrantBody = z.object({ email: goString, phone: goString, password: goPassword });

// The same answer for an unknown email and a wrong password: no one learns who has an account.
const invalidCredentials = () => badRequest('invalid_credentials', 'Invalid login credentials');

/** POST /token?grant_type=password */
export async function handlePasswordGrant(request: Request, ctx: BackendContext): Promise<Response> {
  const body = await readJsonBody(request, PasswordGrantBody);
  if (body.email !== '' && body.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on login.',
    );
  }
  if (body.email === '') {
    if (body.phone !== '') throw unprocessable('phone_provider_disabled', 'Phone logins are disabled');
    throw badRequest('validation_failed', 'missing email or phone');
  }

  // No password longer than the policy allows was ever set: refuse it unhashed (bcrypt would
  // compare only its first 72 bytes).
  if (!isSettablePasswordLength(body.password)) throw invalidCredentials();

  const user = await findUserByEmail(ctx.db, body.email);
  const matches = await passwordMatches(ctx.db, body.password, user?.encrypted_password ?? null);
  if (!user || !user.encrypted_password) throw invalidCredentials();
  if (isBanned(user)) throw badRequest('user_banned', 'User is banned');
  if (!matches) throw invalidCredentials();
  if (user.email_confirmed_at === null) throw badRequest('email_not_confirmed', 'Email not confirmed');

  const session = await ctx.db.transaction((tx) => issueSession(tx, ctx.jwt, user.id, 'password'));
  return authJson(session);
}
