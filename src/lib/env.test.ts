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
});
