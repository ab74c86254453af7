import { z } from 'zod';
import type { BackendContext } from '../../context';
import { readSqlError } from '../../sql-executor';
import { badRequest, unexpectedFailure, unprocessable } from '../auth-error';
import { authJson } from '../auth-response';
import { goObject, goPassword, goString } from '../body-fields';
import { normalizeEmail } from '../email-address';
import { hashPassword } from '../password-hash';
import { assertPasswordStrength } from '../password-policy';
import { readJsonBody } from '../request-body';
import { issueSession } from '../token-response';
import { assertUserMetadataWithinLimits } from '../user-metadata';
import { findUserByEmail } from '../user-record';

const SignupBody = z.object({ email: goString, phone: goString, password: goPassword, data: goObject });

const userAlreadyExists = () => unprocessable('user_already_exists', 'User already registered');

/**
 * POST /signup. Local mode confirms email addresses itself (hosted: "mailer_autoconfirm"), so a
 * sign-up is signed in at once. Checks run in GoTrue's order: password first, then the email.
 */
export async function handleSignup(request: Request, ctx: BackendContext): Promise<Response> {
  const body = await readJsonBody(request, SignupBody);
  if (body.password === '') throw badRequest('validation_failed', 'Signup requires a valid password');
  assertPasswordStrength(body.password);
  if (body.email !== '' && body.phone !== '') {
    throw badRequest(
      'validation_failed',
      'Only an email address or phone number should be provided on signup.',
    );
  }
  if (body.email === '') {
    if (body.phone !== '') throw badRequest('phone_provider_disabled', 'Phone signups are disabled');
    throw badRequest('validation_failed', 'Sign up only available with email provider');
  }
  const email = normalizeEmail(body.email);
  const metadata = body.data ?? {};
  assertUserMetadataWithinLimits(metadata);
  if (await findUserByEmail(ctx.db, email)) throw userAlreadyExists();

  // Hashing takes a while: do it before the transaction, as GoTrue does.
  const passwordHash = await hashPassword(ctx.db, body.password);
  const session = await ctx.db
    .transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at,
           raw_app_meta_data, raw_user_meta_data)
         values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2, now(),
           '{"provider": "email", "providers": ["email"]}', $3)
         returning id::text`,
        [email, passwordHash, JSON.stringify(metadata)],
      );
      return issueSession(tx, ctx.jwt, rows[0].id, 'password');
    })
    .catch((error: unknown) => {
      const sqlError = readSqlError(error);
      if (sqlError?.code === '23505') throw userAlreadyExists();
      // A trigger on auth.users (e.g. the profile row) refused the user.
      if (sqlError) throw unexpectedFailure('Database error saving new user');
      throw error;
    });
  return authJson(session);
}
