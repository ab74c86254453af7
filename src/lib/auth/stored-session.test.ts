import { describe, expect, test } from 'vitest';
import { hasAuthCallback, readStoredSessionUser, supabaseSessionKey } from './stored-session';

const storageWith = (value: string | null) => ({ getItem: () => value });
const session = {
  access_token: 'a',
  refresh_token: 'r',
  expires_at: 1,
  user: { id: 'u1', email: 'ada@example.com' },
};

describe('the stored session, read without the database', () => {
  test('is kept under the key supabase-js derives from the project URL', () => {
    expect(supabaseSessionKey('http://local.creator-os.invalid')).toBe('sb-local-auth-token');
    expect(supabaseSessionKey('https://abcd.supabase.co')).toBe('sb-abcd-auth-token');
  });

  test('names its user even when the access token has expired', () => {
    expect(readStoredSessionUser(storageWith(JSON.stringify(session)), 'k')?.id).toBe('u1');
  });

  test('names nobody when there is none, or none supabase-js would resume', () => {
    expect(readStoredSessionUser(storageWith(null), 'k')).toBeNull();
    expect(readStoredSessionUser(storageWith('{not json'), 'k')).toBeNull();
    expect(
      readStoredSessionUser(storageWith(JSON.stringify({ ...session, refresh_token: undefined })), 'k'),
    ).toBeNull();
    expect(readStoredSessionUser(storageWith(JSON.stringify({ ...session, user: null })), 'k')).toBeNull();
  });

  test('is not assumed when the address brings a sign-in of its own', () => {
    expect(hasAuthCallback({ search: '', hash: '#access_token=x&type=recovery' })).toBe(true);
    expect(hasAuthCallback({ search: '?code=abc', hash: '' })).toBe(true);
    expect(hasAuthCallback({ search: '?tab=billing', hash: '' })).toBe(false);
  });
});
