import { describe, expect, test } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  test('no Supabase URL means local mode', () => {
    expect(parseEnv({}).mode).toBe('local');
    expect(parseEnv({ VITE_SUPABASE_URL: '' }).mode).toBe('local');
  });

  test('a Supabase URL and anon key mean hosted mode', () => {
    const env = parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'eyJ' });
    expect(env).toMatchObject({
      mode: 'hosted',
      supabaseUrl: 'https://abc.supabase.co',
      supabaseAnonKey: 'eyJ',
    });
  });

  test('a URL without its key is refused, naming the key', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /VITE_SUPABASE_ANON_KEY/,
    );
  });

  test('a malformed URL is refused, naming the key', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url', VITE_SUPABASE_ANON_KEY: 'k' })).toThrow(
      /VITE_SUPABASE_URL/,
    );
  });

  test('VITE_LOCAL_PLATFORM_ADMINS lists the local platform admins: the first a super_admin', () => {
    expect(parseEnv({}).localPlatformAdmins).toEqual([]);
    expect(
      parseEnv({ VITE_LOCAL_PLATFORM_ADMINS: ' Ops@Example.com, ann@example.com ,sam@example.com:support' })
        .localPlatformAdmins,
    ).toEqual([
      { email: 'ops@example.com', role: 'super_admin' },
      { email: 'ann@example.com', role: 'admin' },
      { email: 'sam@example.com', role: 'support' },
    ]);
  });

  test('a bad VITE_LOCAL_PLATFORM_ADMINS entry is refused, naming the key', () => {
    expect(() => parseEnv({ VITE_LOCAL_PLATFORM_ADMINS: 'ops@example.com:owner' })).toThrow(
      /VITE_LOCAL_PLATFORM_ADMINS: "owner" is not a platform admin role/,
    );
    expect(() => parseEnv({ VITE_LOCAL_PLATFORM_ADMINS: 'not-an-email' })).toThrow(
      /VITE_LOCAL_PLATFORM_ADMINS: "not-an-email" is not an email address/,
    );
  });
});
