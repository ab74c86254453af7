import { AuthApiError, type AuthChangeEvent } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { readLocalMail } from '../../local-backend/auth/local-mail';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient, uniqueEmail } from '../support/test-backend';

const OTP_EXPIRED = {
  name: 'AuthApiError',
  status: 403,
  code: 'otp_expired',
  message: 'Token has expired or is invalid',
};

describe.each(engines())('local password recovery and resend on %s', (engine) => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
  });
  afterAll(() => backend.close());

  /** The 6-digit code of the newest message to `email`. */
  async function latestCode(email: string): Promise<string> {
    const [newest] = await readLocalMail(backend.db, email);
    const code = /\b(\d{6})\b/.exec(newest?.body ?? '')?.[1];
    if (!code) throw new Error(`No code in the local inbox of ${email}`);
    return code;
  }

  async function requestRecovery(email: string): Promise<string> {
    const { error } = await clientFor(backend).auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    return latestCode(email);
  }

  test('a code from the local inbox signs the user in to set a new password', async () => {
    const { email, userId, password } = await signedInClient(backend);
    const { data, error } = await clientFor(backend).auth.resetPasswordForEmail(email.toUpperCase());
    expect(error).toBeNull();
    expect(data).toEqual({});

    const [mail] = await readLocalMail(backend.db, email);
    expect(mail).toMatchObject({ recipient: email, kind: 'recovery', subject: 'Reset Your Password' });
    const code = await latestCode(email);
    const { rows } = await backend.db.query<{ recovery_token: string; recovery_sent_at: Date | null }>(
      'select recovery_token, recovery_sent_at from auth.users where id = $1',
      [userId],
    );
    expect(rows[0].recovery_token).not.toContain(code);
    expect(rows[0].recovery_sent_at).not.toBeNull();

    const client = clientFor(backend);
    const events: AuthChangeEvent[] = [];
    client.auth.onAuthStateChange((event) => {
      events.push(event);
    });
    const verified = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.id).toBe(userId);
    expect(verified.data.session?.access_token).toBeTruthy();
    expect(events).toContain('PASSWORD_RECOVERY');

    expect((await client.auth.updateUser({ password: 'recovered-password' })).error).toBeNull();
    const signIn = await clientFor(backend).auth.signInWithPassword({
      email,
      password: 'recovered-password',
    });
    expect(signIn.error).toBeNull();
    const oldPassword = await clientFor(backend).auth.signInWithPassword({ email, password });
    expect(oldPassword.error?.code).toBe('invalid_credentials');
  });

  test('an unknown address gets the same answer and no mail', async () => {
    const email = uniqueEmail('nobody');
    const { data, error } = await clientFor(backend).auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await readLocalMail(backend.db, email)).toEqual([]);
  });

  test('a wrong code is refused as otp_expired', async () => {
    const { email } = await signedInClient(backend);
    const code = await requestRecovery(email);
    const wrong = code === '000000' ? '000001' : '000000';
    const { data, error } = await clientFor(backend).auth.verifyOtp({
      email,
      token: wrong,
      type: 'recovery',
    });
    expect(error).toBeInstanceOf(AuthApiError);
    expect({ name: error?.name, status: error?.status, code: error?.code, message: error?.message }).toEqual(
      OTP_EXPIRED,
    );
    expect(data).toEqual({ user: null, session: null });
  });

  test('a code works once', async () => {
    const { email } = await signedInClient(backend);
    const code = await requestRecovery(email);
    expect(
      (await clientFor(backend).auth.verifyOtp({ email, token: code, type: 'recovery' })).error,
    ).toBeNull();
    const again = await clientFor(backend).auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(again.error?.code).toBe('otp_expired');
  });

  test('a code older than an hour is refused', async () => {
    const { email, userId } = await signedInClient(backend);
    const code = await requestRecovery(email);
    await backend.db.query(
      `update auth.users set recovery_sent_at = now() - interval '61 minutes' where id = $1`,
      [userId],
    );
    const { error } = await clientFor(backend).auth.verifyOtp({ email, token: code, type: 'recovery' });
    expect(error?.code).toBe('otp_expired');
  });

  test('a second recovery within a minute is rate limited as hosted', async () => {
    const { email } = await signedInClient(backend);
    await requestRecovery(email);
    const { error } = await clientFor(backend).auth.resetPasswordForEmail(email);
    expect(error).toMatchObject({ name: 'AuthApiError', status: 429, code: 'over_email_send_rate_limit' });
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await readLocalMail(backend.db, email)).toHaveLength(1);
  });

  test('resend answers {} and mails nothing for a confirmed user', async () => {
    const { email } = await signedInClient(backend);
    const { error } = await clientFor(backend).auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    expect(await readLocalMail(backend.db, email)).toEqual([]);
  });

  test('resend mails an unconfirmed user a code that confirms and signs in', async () => {
    const email = uniqueEmail('unconfirmed');
    await backend.db.query(
      `insert into auth.users (email, encrypted_password, raw_app_meta_data)
       values ($1, extensions.crypt('unconfirmed-password', extensions.gen_salt('bf', 4)),
         '{"provider": "email", "providers": ["email"]}')`,
      [email],
    );
    const blocked = await clientFor(backend).auth.signInWithPassword({
      email,
      password: 'unconfirmed-password',
    });
    expect(blocked.error).toMatchObject({
      status: 400,
      code: 'email_not_confirmed',
      message: 'Email not confirmed',
    });

    expect((await clientFor(backend).auth.resend({ type: 'signup', email })).error).toBeNull();
    const [mail] = await readLocalMail(backend.db, email);
    expect(mail).toMatchObject({ kind: 'signup', subject: 'Confirm Your Signup' });

    const verified = await clientFor(backend).auth.verifyOtp({
      email,
      token: await latestCode(email),
      type: 'signup',
    });
    expect(verified.error).toBeNull();
    expect(verified.data.user?.email_confirmed_at).toBeTruthy();
    const signIn = await clientFor(backend).auth.signInWithPassword({
      email,
      password: 'unconfirmed-password',
    });
    expect(signIn.error).toBeNull();
  });

  test('readLocalMail lists an address newest first, whatever its case', async () => {
    const { email, userId } = await signedInClient(backend);
    await requestRecovery(email);
    await backend.db.query(
      `update auth.users set recovery_sent_at = now() - interval '2 minutes' where id = $1`,
      [userId],
    );
    const newestCode = await requestRecovery(email);
    const mail = await readLocalMail(backend.db, email.toUpperCase());
    expect(mail).toHaveLength(2);
    expect(mail[0].body).toContain(newestCode);
    expect(Date.parse(mail[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(mail[1].createdAt));
  });
});
