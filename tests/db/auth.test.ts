import {
  AuthApiError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  type AuthChangeEvent,
  type AuthError,
} from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { createJwtService, loadJwtSecret } from '../../local-backend/jwt';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient, uniqueEmail } from '../support/test-backend';

const PASSWORD = 'correct-horse-battery';

/** What the app's error handling sees of an auth error. */
function shapeOf(error: AuthError | null) {
  return error && { name: error.name, status: error.status, code: error.code, message: error.message };
}

describe.each(engines())('local auth on %s', (engine) => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
  });
  afterAll(() => backend.close());

  /** A raw call to /auth/v1, for what supabase-js never sends. */
  const authFetch = (path: string, init: RequestInit = {}) =>
    backend.fetch(`${backend.url}/auth/v1${path}`, {
      ...init,
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json', ...init.headers },
    });

  describe('sign-up', () => {
    test('returns a session and fills the profile from the metadata', async () => {
      const client = clientFor(backend);
      const email = uniqueEmail('Signup').toUpperCase();
      const { data, error } = await client.auth.signUp({
        email,
        password: PASSWORD,
        options: { data: { first_name: 'Grace', last_name: 'Hopper', company_name: 'Navy' } },
      });
      expect(error).toBeNull();
      expect(data.session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
      expect(data.session?.refresh_token).toMatch(/^[\w-]{40,}$/);
      expect(data.session?.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
      expect(data.user).toMatchObject({
        email: email.toLowerCase(),
        aud: 'authenticated',
        role: 'authenticated',
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: { first_name: 'Grace', last_name: 'Hopper', company_name: 'Navy' },
        is_anonymous: false,
      });
      expect(data.user?.email_confirmed_at).toBeTruthy();
      expect(data.user?.identities).toHaveLength(1);

      const { rows } = await backend.db.query<Record<string, string>>(
        `select p.first_name, p.last_name, p.company_name, u.encrypted_password
         from public.profiles p join auth.users u using (id) where p.id = $1`,
        [data.user?.id],
      );
      expect(rows[0]).toMatchObject({ first_name: 'Grace', last_name: 'Hopper', company_name: 'Navy' });
      expect(rows[0].encrypted_password).toMatch(/^\$2a\$10\$/);
    });

    test('refuses an email already registered, in any case, as user_already_exists', async () => {
      const { email } = await signedInClient(backend);
      const { data, error } = await clientFor(backend).auth.signUp({
        email: email.toUpperCase(),
        password: PASSWORD,
      });
      expect(error).toBeInstanceOf(AuthApiError);
      expect(shapeOf(error)).toEqual({
        name: 'AuthApiError',
        status: 422,
        code: 'user_already_exists',
        message: 'User already registered',
      });
      expect(data).toEqual({ user: null, session: null });
    });

    test('refuses a password shorter than 8 characters as weak_password', async () => {
      for (const password of ['123456', '1234567']) {
        const { error } = await clientFor(backend).auth.signUp({ email: uniqueEmail(), password });
        expect(error).toBeInstanceOf(AuthWeakPasswordError);
        expect(shapeOf(error)).toEqual({
          name: 'AuthWeakPasswordError',
          status: 422,
          code: 'weak_password',
          message: 'Password should be at least 8 characters.',
        });
        expect((error as AuthWeakPasswordError).reasons).toEqual(['length']);
      }
      const eight = await clientFor(backend).auth.signUp({ email: uniqueEmail(), password: '12345678' });
      expect(eight.error).toBeNull();
    });

    test('refuses an invalid email address', async () => {
      const { error } = await clientFor(backend).auth.signUp({ email: 'not-an-email', password: PASSWORD });
      expect(shapeOf(error)).toEqual({
        name: 'AuthApiError',
        status: 400,
        code: 'validation_failed',
        message: 'Unable to validate email address: invalid format',
      });
    });

    test('refuses a missing password or email as GoTrue does', async () => {
      const noPassword = await clientFor(backend).auth.signUp({ email: uniqueEmail(), password: '' });
      expect(shapeOf(noPassword.error)).toEqual({
        name: 'AuthApiError',
        status: 400,
        code: 'validation_failed',
        message: 'Signup requires a valid password',
      });
      const noEmail = await clientFor(backend).auth.signUp({ email: '', password: PASSWORD });
      expect(shapeOf(noEmail.error)).toEqual({
        name: 'AuthApiError',
        status: 400,
        code: 'validation_failed',
        message: 'Sign up only available with email provider',
      });
    });
  });

  describe('password sign-in', () => {
    test('returns a session and records the sign-in time', async () => {
      const { email, userId } = await signedInClient(backend);
      await backend.db.query('update auth.users set last_sign_in_at = null where id = $1', [userId]);
      const { data, error } = await clientFor(backend).auth.signInWithPassword({
        email: email.toUpperCase(),
        password: PASSWORD,
      });
      expect(error).toBeNull();
      expect(data.user?.id).toBe(userId);
      expect(data.session?.access_token).toBeTruthy();
      const { rows } = await backend.db.query<{ last_sign_in_at: Date | null }>(
        'select last_sign_in_at from auth.users where id = $1',
        [userId],
      );
      expect(rows[0].last_sign_in_at).not.toBeNull();
    });

    test('answers a wrong password and an unknown email identically', async () => {
      const { email } = await signedInClient(backend);
      const wrongPassword = await clientFor(backend).auth.signInWithPassword({
        email,
        password: 'not-the-password',
      });
      const unknownUser = await clientFor(backend).auth.signInWithPassword({
        email: uniqueEmail(),
        password: PASSWORD,
      });
      const expected = {
        name: 'AuthApiError',
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      };
      expect(shapeOf(wrongPassword.error)).toEqual(expected);
      expect(shapeOf(unknownUser.error)).toEqual(expected);
      expect(wrongPassword.data).toEqual({ user: null, session: null });
    });

    test('the access token carries the claims GoTrue puts in one', async () => {
      const { email, userId } = await signedInClient(backend);
      const { data } = await clientFor(backend).auth.signInWithPassword({ email, password: PASSWORD });
      const claims = decodeJwt(data.session!.access_token);
      expect(claims).toMatchObject({
        aud: 'authenticated',
        sub: userId,
        email,
        phone: '',
        role: 'authenticated',
        aal: 'aal1',
        is_anonymous: false,
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: { first_name: 'Ada' },
      });
      expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
      expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(claims.exp! - claims.iat!).toBe(3600);
    });
  });

  describe('the user', () => {
    test('getUser returns the signed-in user as GoTrue does', async () => {
      const { client, userId, email } = await signedInClient(backend);
      const { data, error } = await client.auth.getUser();
      expect(error).toBeNull();
      expect(data.user).toMatchObject({
        id: userId,
        aud: 'authenticated',
        role: 'authenticated',
        email,
        phone: '',
        app_metadata: { provider: 'email', providers: ['email'] },
        user_metadata: { first_name: 'Ada', last_name: 'Lovelace', company_name: 'Engines' },
        is_anonymous: false,
      });
      for (const key of [
        'email_confirmed_at',
        'confirmed_at',
        'last_sign_in_at',
        'created_at',
        'updated_at',
      ]) {
        expect(new Date(data.user![key as 'created_at']).getTime()).toBeGreaterThan(0);
      }
      expect(data.user?.identities).toEqual([
        expect.objectContaining({ id: userId, user_id: userId, provider: 'email', email }),
      ]);
    });

    test('a new password signs in, the old one no longer does, and other sessions end', async () => {
      const { client, email, password } = await signedInClient(backend);
      const otherDevice = clientFor(backend);
      await otherDevice.auth.signInWithPassword({ email, password });

      const { error } = await client.auth.updateUser({ password: 'a-brand-new-password' });
      expect(error).toBeNull();

      const withNew = await clientFor(backend).auth.signInWithPassword({
        email,
        password: 'a-brand-new-password',
      });
      expect(withNew.error).toBeNull();
      const withOld = await clientFor(backend).auth.signInWithPassword({ email, password });
      expect(withOld.error?.code).toBe('invalid_credentials');
      expect((await client.auth.getUser()).error).toBeNull();
      expect((await otherDevice.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);
    });

    test('refuses the same password, a weak one, and app_metadata changes', async () => {
      const { client, password } = await signedInClient(backend);
      const same = await client.auth.updateUser({ password });
      expect(shapeOf(same.error)).toEqual({
        name: 'AuthApiError',
        status: 422,
        code: 'same_password',
        message: 'New password should be different from the old password.',
      });
      const weak = await client.auth.updateUser({ password: 'abc' });
      expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
      const appMetadata = await authFetch('/user', {
        method: 'PUT',
        headers: { Authorization: `Bearer ${(await client.auth.getSession()).data.session!.access_token}` },
        body: JSON.stringify({ app_metadata: { role: 'admin' } }),
      });
      expect(appMetadata.status).toBe(403);
      expect((await appMetadata.json()).code).toBe('not_admin');
    });

    test('updateUser merges data into the user metadata; null removes a key', async () => {
      const { client } = await signedInClient(backend);
      const { data, error } = await client.auth.updateUser({ data: { plan: 'pro', company_name: null } });
      expect(error).toBeNull();
      expect(data.user?.user_metadata).toEqual({ first_name: 'Ada', last_name: 'Lovelace', plan: 'pro' });
      expect((await client.auth.getUser()).data.user?.user_metadata).toEqual(data.user?.user_metadata);
    });

    test("updateUser refuses another user's email and only records a new one as pending", async () => {
      const { client, email, password } = await signedInClient(backend);
      const taken = (await signedInClient(backend)).email;
      const refused = await client.auth.updateUser({ email: taken });
      expect(shapeOf(refused.error)).toEqual({
        name: 'AuthApiError',
        status: 422,
        code: 'email_exists',
        message: 'A user with this email address has already been registered',
      });
      const newEmail = uniqueEmail('moved');
      const { data, error } = await client.auth.updateUser({ email: newEmail.toUpperCase() });
      expect(error).toBeNull();
      expect(data.user?.email).toBe(email);
      expect(data.user?.new_email).toBe(newEmail);
      expect(new Date(data.user!.email_change_sent_at!).getTime()).toBeGreaterThan(0);
      expect(
        (await clientFor(backend).auth.signInWithPassword({ email: newEmail, password })).error?.code,
      ).toBe('invalid_credentials');
      expect((await clientFor(backend).auth.signInWithPassword({ email, password })).error).toBeNull();
    });
  });

  describe('sessions', () => {
    test('refreshSession rotates the refresh token and refuses a reused one', async () => {
      const { client } = await signedInClient(backend);
      const first = (await client.auth.getSession()).data.session!;
      const refreshed = await client.auth.refreshSession();
      expect(refreshed.error).toBeNull();
      const second = refreshed.data.session!;
      expect(second.refresh_token).not.toBe(first.refresh_token);
      expect(decodeJwt(second.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);

      const reused = await clientFor(backend).auth.refreshSession({ refresh_token: first.refresh_token });
      expect(shapeOf(reused.error)).toEqual({
        name: 'AuthApiError',
        status: 400,
        code: 'refresh_token_already_used',
        message: 'Invalid Refresh Token: Already Used',
      });
      // Reuse means theft: the whole family is revoked, the rotated token included.
      const afterTheft = await clientFor(backend).auth.refreshSession({
        refresh_token: second.refresh_token,
      });
      expect(afterTheft.error?.code).toBe('refresh_token_already_used');
    });

    test('an unknown refresh token is refresh_token_not_found', async () => {
      const { error } = await clientFor(backend).auth.refreshSession({ refresh_token: 'x'.repeat(43) });
      expect(shapeOf(error)).toEqual({
        name: 'AuthApiError',
        status: 400,
        code: 'refresh_token_not_found',
        message: 'Invalid Refresh Token: Refresh Token Not Found',
      });
    });

    test('signOut ends the session: its tokens are refused afterwards', async () => {
      const { client } = await signedInClient(backend);
      const session = (await client.auth.getSession()).data.session!;
      expect((await client.auth.signOut()).error).toBeNull();
      expect((await client.auth.getSession()).data.session).toBeNull();

      const { error } = await clientFor(backend).auth.getUser(session.access_token);
      expect(error).toBeInstanceOf(AuthSessionMissingError);
      const raw = await authFetch('/user', { headers: { Authorization: `Bearer ${session.access_token}` } });
      expect(raw.status).toBe(403);
      expect(await raw.json()).toEqual({
        code: 'session_not_found',
        message: 'Session from session_id claim in JWT does not exist',
      });
      const refresh = await clientFor(backend).auth.refreshSession({ refresh_token: session.refresh_token });
      expect(refresh.error?.code).toBe('refresh_token_not_found');
    });

    test('signOut with scope "others" keeps the current session only', async () => {
      const { client, email, password } = await signedInClient(backend);
      const otherDevice = clientFor(backend);
      await otherDevice.auth.signInWithPassword({ email, password });
      expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull();
      expect((await client.auth.getUser()).error).toBeNull();
      expect((await otherDevice.auth.getUser()).error).toBeInstanceOf(AuthSessionMissingError);
    });

    test('onAuthStateChange reports SIGNED_IN and SIGNED_OUT', async () => {
      const client = clientFor(backend);
      const events: AuthChangeEvent[] = [];
      const { data } = client.auth.onAuthStateChange((event) => {
        events.push(event);
      });
      const email = uniqueEmail();
      await client.auth.signUp({ email, password: PASSWORD });
      await client.auth.signOut();
      await client.auth.signInWithPassword({ email, password: PASSWORD });
      data.subscription.unsubscribe();
      expect(events.filter((event) => event !== 'INITIAL_SESSION')).toEqual([
        'SIGNED_IN',
        'SIGNED_OUT',
        'SIGNED_IN',
      ]);
    });
  });

  describe('refused tokens', () => {
    test('an expired or forged access token is bad_jwt', async () => {
      const { userId } = await signedInClient(backend);
      const claims = { role: 'authenticated' as const, sub: userId };
      const expired = await createJwtService(await loadJwtSecret(backend.db)).sign(claims, -60);
      const forged = await createJwtService(new TextEncoder().encode('not-this-installs-secret')).sign(
        claims,
        3600,
      );

      const expiredResult = await clientFor(backend).auth.getUser(expired);
      expect(shapeOf(expiredResult.error)).toEqual({
        name: 'AuthApiError',
        status: 403,
        code: 'bad_jwt',
        message:
          'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired',
      });
      const forgedResult = await clientFor(backend).auth.getUser(forged);
      expect(shapeOf(forgedResult.error)).toEqual({
        name: 'AuthApiError',
        status: 403,
        code: 'bad_jwt',
        message:
          'invalid JWT: unable to parse or verify signature, token signature is invalid: signature is invalid',
      });
    });

    test('the anon key and the service-role key are not user tokens', async () => {
      for (const key of [backend.anonKey, backend.serviceRoleKey]) {
        const { error } = await clientFor(backend).auth.getUser(key);
        expect(shapeOf(error)).toEqual({
          name: 'AuthApiError',
          status: 403,
          code: 'bad_jwt',
          message: 'invalid claim: missing sub claim',
        });
      }
    });

    test('a request without a bearer token is no_authorization', async () => {
      const response = await authFetch('/user');
      expect(response.status).toBe(401);
      expect(response.headers.get('X-Supabase-Api-Version')).toBe('2024-01-01');
      expect(await response.json()).toEqual({
        code: 'no_authorization',
        message: 'This endpoint requires a valid Bearer token',
      });
    });
  });

  describe('bad requests', () => {
    test('a body that is not JSON is bad_json, not a server error', async () => {
      for (const body of ['{"email":', '', '[1, 2]', '{"email": 42, "password": "secret-enough"}']) {
        const response = await authFetch('/signup', { method: 'POST', body });
        expect(response.status).toBe(400);
        expect((await response.json()).code).toBe('bad_json');
      }
    });

    test('an unknown endpoint or grant type is refused', async () => {
      const unknown = await authFetch('/factors', { method: 'POST', body: '{}' });
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).code).toBe('not_found');
      const grant = await authFetch('/token?grant_type=magic', { method: 'POST', body: '{}' });
      expect(grant.status).toBe(400);
      expect(await grant.json()).toEqual({ code: 'invalid_credentials', message: 'unsupported_grant_type' });
    });

    test('settings describe email sign-up with automatic confirmation', async () => {
      const response = await authFetch('/settings');
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        external: { email: true, phone: false, google: false },
        disable_signup: false,
        mailer_autoconfirm: true,
      });
    });
  });
});
