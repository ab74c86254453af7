import { AuthWeakPasswordError, type AuthError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { readLocalMail, type LocalMailKind } from '../../local-backend/auth/local-mail';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient, uniqueEmail } from '../support/test-backend';

const PASSWORD = 'correct-horse-battery';

/** What the app's error handling sees of an auth error. */
function shapeOf(error: AuthError | null) {
  return error && { status: error.status, code: error.code, message: error.message };
}

const WEAK = { status: 422, code: 'weak_password', message: 'Password should be at least 8 characters.' };
const TOO_LONG_PASSWORD = {
  status: 400,
  code: 'validation_failed',
  message: 'Password cannot be longer than 72 characters',
};
const OTP_EXPIRED = { status: 403, code: 'otp_expired', message: 'Token has expired or is invalid' };
const EMAIL_EXISTS = {
  status: 422,
  code: 'email_exists',
  message: 'A user with this email address has already been registered',
};

describe.each(engines())('local auth hardening on %s', (engine) => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
  });
  afterAll(() => backend.close());

  /** A raw call to /auth/v1, for bodies supabase-js would never send. */
  const authFetch = (path: string, init: RequestInit = {}) =>
    backend.fetch(`${backend.url}/auth/v1${path}`, {
      ...init,
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', ...init.headers },
    });

  const accessToken = async (client: SupabaseClient) =>
    (await client.auth.getSession()).data.session!.access_token;

  /** The 6-digit code of the newest message of `kind` to `email`. */
  async function latestCode(email: string, kind: LocalMailKind): Promise<string> {
    const mail = (await readLocalMail(backend.db, email)).find((m) => m.kind === kind);
    const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
    if (!code) throw new Error(`No ${kind} code in the local inbox of ${email}`);
    return code;
  }

  async function storedEmail(userId: string) {
    const { rows } = await backend.db.query<{ email: string; email_change: string | null }>(
      'select email, email_change from auth.users where id = $1',
      [userId],
    );
    return rows[0];
  }

  const signsIn = async (email: string, password = PASSWORD) =>
    (await clientFor(backend).auth.signInWithPassword({ email, password })).error === null;

  describe('one minimum password length, 8, wherever a password is set', () => {
    test('sign-up refuses 6 and 7 characters and accepts 8', async () => {
      for (const password of ['123456', '1234567']) {
        const { error } = await clientFor(backend).auth.signUp({ email: uniqueEmail(), password });
        expect(error).toBeInstanceOf(AuthWeakPasswordError);
        expect(shapeOf(error)).toEqual(WEAK);
      }
      const email = uniqueEmail();
      expect((await clientFor(backend).auth.signUp({ email, password: '12345678' })).error).toBeNull();
      expect(await signsIn(email, '12345678')).toBe(true);
    });

    test('a new password (PUT /user) refuses 6 and 7 characters and accepts 8', async () => {
      const { client, email } = await signedInClient(backend);
      for (const password of ['abcdef', 'abcdefg']) {
        expect(shapeOf((await client.auth.updateUser({ password })).error)).toEqual(WEAK);
        expect(await signsIn(email, password)).toBe(false);
      }
      expect((await client.auth.updateUser({ password: 'abcdefgh' })).error).toBeNull();
      expect(await signsIn(email, 'abcdefgh')).toBe(true);
    });

    test('a recovered password refuses 6 and 7 characters and accepts 8', async () => {
      const { email } = await signedInClient(backend);
      expect((await clientFor(backend).auth.resetPasswordForEmail(email)).error).toBeNull();
      const recovering = clientFor(backend);
      const verified = await recovering.auth.verifyOtp({
        email,
        token: await latestCode(email, 'recovery'),
        type: 'recovery',
      });
      expect(verified.error).toBeNull();
      for (const password of ['zyxwvu', 'zyxwvut']) {
        expect(shapeOf((await recovering.auth.updateUser({ password })).error)).toEqual(WEAK);
      }
      expect((await recovering.auth.updateUser({ password: 'zyxwvuts' })).error).toBeNull();
      expect(await signsIn(email, 'zyxwvuts')).toBe(true);
    });

    test('multibyte characters count by their UTF-8 bytes, as GoTrue counts them', async () => {
      // 4 characters, 8 bytes: accepted. 2 emoji, 8 bytes: accepted. 3 é and a digit, 7 bytes: refused.
      for (const password of ['éééé', '🔑🔑']) {
        const email = uniqueEmail('multibyte');
        expect((await clientFor(backend).auth.signUp({ email, password })).error).toBeNull();
        expect(await signsIn(email, password)).toBe(true);
      }
      const short = await clientFor(backend).auth.signUp({ email: uniqueEmail(), password: 'ééé1' });
      expect(shapeOf(short.error)).toEqual(WEAK);
      // 37 é are 74 bytes: past bcrypt's 72.
      for (const password of ['é'.repeat(37), 'a'.repeat(73)]) {
        const long = await clientFor(backend).auth.signUp({ email: uniqueEmail(), password });
        expect(shapeOf(long.error)).toEqual(TOO_LONG_PASSWORD);
      }
      const { client } = await signedInClient(backend);
      expect(shapeOf((await client.auth.updateUser({ password: 'é'.repeat(37) })).error)).toEqual(
        TOO_LONG_PASSWORD,
      );
    });

    test('a sign-in password longer than any that can be set is refused as wrong credentials', async () => {
      const email = uniqueEmail('long');
      const password = 'p'.repeat(72);
      expect((await clientFor(backend).auth.signUp({ email, password })).error).toBeNull();
      // bcrypt alone would match these: it reads only the first 72 bytes.
      for (const longer of [`${password}x`, `${password}${'y'.repeat(20_000)}`]) {
        const { error } = await clientFor(backend).auth.signInWithPassword({ email, password: longer });
        expect(shapeOf(error)).toEqual({
          status: 400,
          code: 'invalid_credentials',
          message: 'Invalid login credentials',
        });
      }
      expect(await signsIn(email, password)).toBe(true);
    });
  });

  describe('an email change waits for the code sent to the new address', () => {
    test('the old email signs in until the code is verified; then only the new one does', async () => {
      const { client, userId, email } = await signedInClient(backend);
      const newEmail = uniqueEmail('new');

      const { data, error } = await client.auth.updateUser({ email: newEmail });
      expect(error).toBeNull();
      expect(data.user).toMatchObject({ id: userId, email, new_email: newEmail });
      expect(await storedEmail(userId)).toEqual({ email, email_change: newEmail });
      expect((await client.auth.getUser()).data.user).toMatchObject({ email, new_email: newEmail });

      const [mail] = await readLocalMail(backend.db, newEmail);
      expect(mail).toMatchObject({
        recipient: newEmail,
        kind: 'email_change',
        subject: 'Confirm Email Change',
      });
      expect(await readLocalMail(backend.db, email)).toEqual([]);
      const code = await latestCode(newEmail, 'email_change');
      const { rows } = await backend.db.query<{ email_change_token_new: string }>(
        'select email_change_token_new from auth.users where id = $1',
        [userId],
      );
      expect(rows[0].email_change_token_new).toMatch(/^[0-9a-f]{56}$/);
      expect(rows[0].email_change_token_new).not.toContain(code);

      expect(await signsIn(email)).toBe(true);
      expect(await signsIn(newEmail)).toBe(false);
      const refreshed = await client.auth.refreshSession();
      expect(refreshed.data.user?.email).toBe(email);

      const confirming = clientFor(backend);
      const verified = await confirming.auth.verifyOtp({
        email: newEmail,
        token: code,
        type: 'email_change',
      });
      expect(verified.error).toBeNull();
      expect(verified.data.user?.id).toBe(userId);
      expect(verified.data.user?.email).toBe(newEmail);
      expect(verified.data.user?.new_email).toBeUndefined();
      expect(await storedEmail(userId)).toEqual({ email: newEmail, email_change: null });

      expect(await signsIn(newEmail)).toBe(true);
      expect(await signsIn(email)).toBe(false);
      const profile = await backend.db.query<{ email: string }>(
        'select email from public.profiles where id = $1',
        [userId],
      );
      expect(profile.rows[0].email).toBe(newEmail);
    });

    test('a wrong, expired or spent code is refused, and the email stays as it was', async () => {
      const { client, userId, email } = await signedInClient(backend);
      const newEmail = uniqueEmail('refused');
      expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
      const code = await latestCode(newEmail, 'email_change');
      const verify = (params: { email: string; token: string; type: 'email_change' | 'signup' | 'email' }) =>
        clientFor(backend).auth.verifyOtp(params);

      const wrong = code === '000000' ? '000001' : '000000';
      expect(shapeOf((await verify({ email: newEmail, token: wrong, type: 'email_change' })).error)).toEqual(
        OTP_EXPIRED,
      );
      // The right code under another type, or with the current address, is not an email change.
      for (const type of ['signup', 'email'] as const) {
        expect((await verify({ email: newEmail, token: code, type })).error?.code).toBe('otp_expired');
      }
      expect((await verify({ email, token: code, type: 'email_change' })).error?.code).toBe('otp_expired');
      expect(await storedEmail(userId)).toEqual({ email, email_change: newEmail });

      await backend.db.query(
        `update auth.users set email_change_sent_at = now() - interval '61 minutes' where id = $1`,
        [userId],
      );
      expect(shapeOf((await verify({ email: newEmail, token: code, type: 'email_change' })).error)).toEqual(
        OTP_EXPIRED,
      );
      expect(await storedEmail(userId)).toEqual({ email, email_change: newEmail });

      // A fresh request (the minute has passed) sends a new code: it works once, the old one never.
      expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
      const fresh = await latestCode(newEmail, 'email_change');
      if (fresh !== code) {
        expect((await verify({ email: newEmail, token: code, type: 'email_change' })).error?.code).toBe(
          'otp_expired',
        );
      }
      expect((await verify({ email: newEmail, token: fresh, type: 'email_change' })).error).toBeNull();
      expect((await verify({ email: newEmail, token: fresh, type: 'email_change' })).error?.code).toBe(
        'otp_expired',
      );
      expect(await storedEmail(userId)).toEqual({ email: newEmail, email_change: null });
    });

    test("another user's code is useless", async () => {
      const alice = await signedInClient(backend);
      const bob = await signedInClient(backend);
      const aliceNew = uniqueEmail('alice-new');
      const bobNew = uniqueEmail('bob-new');
      expect((await alice.client.auth.updateUser({ email: aliceNew })).error).toBeNull();
      expect((await bob.client.auth.updateUser({ email: bobNew })).error).toBeNull();
      const aliceCode = await latestCode(aliceNew, 'email_change');
      const bobCode = await latestCode(bobNew, 'email_change');

      // Bob's code does not confirm Alice's address, nor Alice's his (unless the codes collide).
      if (aliceCode !== bobCode) {
        for (const [email, token] of [
          [aliceNew, bobCode],
          [bobNew, aliceCode],
        ]) {
          const { error } = await clientFor(backend).auth.verifyOtp({ email, token, type: 'email_change' });
          expect(shapeOf(error)).toEqual(OTP_EXPIRED);
        }
      }
      expect(await storedEmail(alice.userId)).toEqual({ email: alice.email, email_change: aliceNew });
      expect(await storedEmail(bob.userId)).toEqual({ email: bob.email, email_change: bobNew });

      // Bob's own code changes only Bob.
      const bobVerified = await clientFor(backend).auth.verifyOtp({
        email: bobNew,
        token: bobCode,
        type: 'email_change',
      });
      expect(bobVerified.data.user?.id).toBe(bob.userId);
      expect(await storedEmail(alice.userId)).toEqual({ email: alice.email, email_change: aliceNew });
    });

    test('two users never hold one address: a taken address is refused, also when taken while pending', async () => {
      const { client, userId, email } = await signedInClient(backend);
      const other = await signedInClient(backend);
      const capitalised = other.email.charAt(0).toUpperCase() + other.email.slice(1);
      for (const taken of [other.email, other.email.toUpperCase(), capitalised]) {
        expect(shapeOf((await client.auth.updateUser({ email: taken })).error)).toEqual(EMAIL_EXISTS);
      }
      expect(await readLocalMail(backend.db, other.email)).toEqual([]);

      // Two users ask for the same free address; a third signs up with it meanwhile.
      const contested = uniqueEmail('contested');
      const rival = await signedInClient(backend);
      expect((await client.auth.updateUser({ email: contested })).error).toBeNull();
      const firstCode = await latestCode(contested, 'email_change');
      expect((await rival.client.auth.updateUser({ email: contested })).error).toBeNull();
      const rivalCode = await latestCode(contested, 'email_change');
      expect(
        (await clientFor(backend).auth.signUp({ email: contested, password: PASSWORD })).error,
      ).toBeNull();

      for (const [token, id] of [
        [firstCode, userId],
        [rivalCode, rival.userId],
      ]) {
        const { error } = await clientFor(backend).auth.verifyOtp({
          email: contested,
          token,
          type: 'email_change',
        });
        expect(shapeOf(error)).toEqual(EMAIL_EXISTS);
        expect((await storedEmail(id)).email).not.toBe(contested);
      }
      expect((await storedEmail(userId)).email).toBe(email);
      const { rows } = await backend.db.query<{ count: number }>(
        'select count(*)::int as count from auth.users where lower(email) = lower($1)',
        [contested],
      );
      expect(rows[0].count).toBe(1);
    });

    test('a second change within a minute is rate limited; resend sends a new code after it', async () => {
      const { client, userId, email } = await signedInClient(backend);
      const first = uniqueEmail('first');
      expect((await client.auth.updateUser({ email: first })).error).toBeNull();
      const { error } = await client.auth.updateUser({ email: uniqueEmail('second') });
      expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
      expect(await storedEmail(userId)).toEqual({ email, email_change: first });

      await backend.db.query(
        `update auth.users set email_change_sent_at = now() - interval '2 minutes' where id = $1`,
        [userId],
      );
      expect((await clientFor(backend).auth.resend({ type: 'email_change', email })).error).toBeNull();
      expect(await readLocalMail(backend.db, first)).toHaveLength(2);
      const verified = await clientFor(backend).auth.verifyOtp({
        email: first,
        token: await latestCode(first, 'email_change'),
        type: 'email_change',
      });
      expect(verified.error).toBeNull();
      expect(await storedEmail(userId)).toEqual({ email: first, email_change: null });
    });

    test('a new password voids the code of a pending email change, as in GoTrue', async () => {
      const { client, userId, email } = await signedInClient(backend);
      const newEmail = uniqueEmail('voided');
      expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
      const code = await latestCode(newEmail, 'email_change');
      expect((await client.auth.updateUser({ password: 'another-good-password' })).error).toBeNull();
      const { error } = await clientFor(backend).auth.verifyOtp({
        email: newEmail,
        token: code,
        type: 'email_change',
      });
      expect(shapeOf(error)).toEqual(OTP_EXPIRED);
      expect((await storedEmail(userId)).email).toBe(email);
    });
  });

  describe('bounded metadata and request bodies', () => {
    const TOO_LARGE = {
      status: 400,
      code: 'validation_failed',
      message: 'User metadata cannot be larger than 4096 bytes of JSON',
    };
    const TOO_MANY_KEYS = {
      status: 400,
      code: 'validation_failed',
      message: 'User metadata cannot have more than 50 keys',
    };
    const TOO_DEEP = {
      status: 400,
      code: 'validation_failed',
      message: 'User metadata cannot be nested more than 5 levels deep',
    };
    const BODY_TOO_LARGE = {
      status: 413,
      code: 'validation_failed',
      message: 'Request body is too large: at most 32768 bytes are accepted',
    };
    const keys = (count: number, prefix = 'k') =>
      Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, i]));

    const REFUSED_METADATA: [string, Record<string, unknown>, object][] = [
      ['a long string', { bio: 'x'.repeat(5000) }, TOO_LARGE],
      ['multibyte text under 4096 characters but over 4096 bytes', { bio: 'é'.repeat(2100) }, TOO_LARGE],
      ['many small values in an array', { tags: Array.from({ length: 1500 }, () => 'tag') }, TOO_LARGE],
      ['51 keys', keys(51), TOO_MANY_KEYS],
      ['keys spread over nested objects', { a: keys(30), b: keys(30) }, TOO_MANY_KEYS],
      ['six levels of objects', { a: { b: { c: { d: { e: { f: 1 } } } } } }, TOO_DEEP],
      ['six levels of arrays', { a: [[[[['deep']]]]] }, TOO_DEEP],
      ['one megabyte', { bio: 'x'.repeat(1_000_000) }, BODY_TOO_LARGE],
    ];

    test.each(REFUSED_METADATA)(
      'sign-up refuses metadata with %s, and creates no user',
      async (_, data, expected) => {
        const email = uniqueEmail('metadata');
        const { data: result, error } = await clientFor(backend).auth.signUp({
          email,
          password: PASSWORD,
          options: { data },
        });
        expect(shapeOf(error)).toEqual(expected);
        expect(result.session).toBeNull();
        const { rows } = await backend.db.query('select 1 from auth.users where email = $1', [email]);
        expect(rows).toEqual([]);
      },
    );

    test.each(REFUSED_METADATA)(
      'PUT /user refuses metadata with %s, and keeps the old',
      async (_, data, expected) => {
        const { client, userId } = await signedInClient(backend);
        expect(shapeOf((await client.auth.updateUser({ data })).error)).toEqual(expected);
        const { rows } = await backend.db.query<{ raw_user_meta_data: unknown }>(
          'select raw_user_meta_data from auth.users where id = $1',
          [userId],
        );
        expect(rows[0].raw_user_meta_data).toEqual({
          first_name: 'Ada',
          last_name: 'Lovelace',
          company_name: 'Engines',
        });
      },
    );

    test('metadata at the bounds is accepted, and the access token stays small', async () => {
      const email = uniqueEmail('bounded');
      // {"bio":"…"} is 10 bytes around the text: 4096 bytes in all.
      const { data, error } = await clientFor(backend).auth.signUp({
        email,
        password: PASSWORD,
        options: { data: { bio: 'x'.repeat(4086) } },
      });
      expect(error).toBeNull();
      expect(data.session!.access_token.length).toBeLessThan(7 * 1024);

      const { client } = await signedInClient(backend, {});
      // 45 + 5 keys, the last of them five levels down.
      const atTheEdges = { ...keys(45), nested: { a: { b: { c: { d: 'level 5' } } } } };
      expect((await client.auth.updateUser({ data: atTheEdges })).error).toBeNull();
    });

    test('PUT /user bounds the merged metadata, so small updates cannot add up past it', async () => {
      const { client, userId } = await signedInClient(backend, {});
      expect((await client.auth.updateUser({ data: { a: 'x'.repeat(1500) } })).error).toBeNull();
      expect((await client.auth.updateUser({ data: { b: 'x'.repeat(1500) } })).error).toBeNull();
      expect(shapeOf((await client.auth.updateUser({ data: { c: 'x'.repeat(1500) } })).error)).toEqual(
        TOO_LARGE,
      );
      // A null removes its key, which makes room again.
      expect((await client.auth.updateUser({ data: { a: null, c: 'x'.repeat(1500) } })).error).toBeNull();
      const { rows } = await backend.db.query<{ raw_user_meta_data: Record<string, string> }>(
        'select raw_user_meta_data from auth.users where id = $1',
        [userId],
      );
      expect(Object.keys(rows[0].raw_user_meta_data).sort()).toEqual(['b', 'c']);

      const withMoreKeys = await client.auth.updateUser({ data: keys(49, 'extra') });
      expect(shapeOf(withMoreKeys.error)).toEqual(TOO_MANY_KEYS);
    });

    test('every auth endpoint answers an oversized or malformed body with a 4xx, never a 500', async () => {
      const { client } = await signedInClient(backend);
      const bearer = { Authorization: `Bearer ${await accessToken(client)}` };
      const endpoints: [string, string, Record<string, string>][] = [
        ['POST', '/signup', {}],
        ['POST', '/token?grant_type=password', {}],
        ['POST', '/token?grant_type=refresh_token', {}],
        ['POST', '/recover', {}],
        ['POST', '/resend', {}],
        ['POST', '/verify', {}],
        ['PUT', '/user', bearer],
      ];
      const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
      const long = 'a'.repeat(5000);
      const longFields = {
        email: `${long}@example.com`,
        password: 'x',
        refresh_token: long,
        token: long,
        type: 'signup',
      };
      const bodies: [string, string, number, string][] = [
        [
          'a megabyte of password',
          JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1 << 20) }),
          413,
          'validation_failed',
        ],
        [
          'a megabyte of email',
          JSON.stringify({ email: `${'a'.repeat(1 << 20)}@example.com` }),
          413,
          'validation_failed',
        ],
        ['40 000 nested arrays', nested(20_000), 413, 'validation_failed'],
        ['15 000 nested arrays', nested(7_500), 400, 'bad_json'],
        [
          'nested arrays as the text fields',
          `{"email": ${nested(2_000)}, "refresh_token": ${nested(2_000)}, "type": ${nested(2_000)}}`,
          400,
          'bad_json',
        ],
        ['5 000-character fields', JSON.stringify(longFields), 400, 'validation_failed'],
      ];
      for (const [method, path, headers] of endpoints) {
        for (const [label, body, status, code] of bodies) {
          const response = await authFetch(path, { method, headers, body });
          const answer = (await response.json()) as { code?: string; message?: string };
          expect({
            endpoint: `${method} ${path}`,
            label,
            status: response.status,
            code: answer.code,
          }).toEqual({
            endpoint: `${method} ${path}`,
            label,
            status,
            code,
          });
          expect(answer.message).toEqual(expect.any(String));
        }
      }
    });

    test('metadata nested as deep as the body allows is refused as too deep, not a crash', async () => {
      const { client } = await signedInClient(backend);
      const deep = `{"data": {"a": ${'['.repeat(15_000)}${']'.repeat(15_000)}}}`;
      for (const [method, path, headers] of [
        ['POST', '/signup', {}],
        ['PUT', '/user', { Authorization: `Bearer ${await accessToken(client)}` }],
      ] as const) {
        const body =
          path === '/signup'
            ? deep.replace('{"data"', `{"email":"${uniqueEmail()}","password":"${PASSWORD}","data"`)
            : deep;
        const response = await authFetch(path, { method, headers, body });
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ code: 'validation_failed', message: TOO_DEEP.message });
      }
    });

    test('an email longer than an address can be is refused on every endpoint that takes one', async () => {
      const long = `${'a'.repeat(300)}@example.com`;
      const signUp = await clientFor(backend).auth.signUp({ email: long, password: PASSWORD });
      expect(shapeOf(signUp.error)).toEqual({
        status: 400,
        code: 'validation_failed',
        message: 'An email address is too long',
      });
      expect((await clientFor(backend).auth.resetPasswordForEmail(long)).error?.code).toBe(
        'validation_failed',
      );
      const { client } = await signedInClient(backend);
      expect((await client.auth.updateUser({ email: long })).error?.code).toBe('validation_failed');
      const signIn = await clientFor(backend).auth.signInWithPassword({ email: long, password: PASSWORD });
      expect(signIn.error?.code).toBe('invalid_credentials');
    });
  });
});
