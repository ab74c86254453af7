import { describe, expect, test } from 'vitest';
import {
  MIN_PASSWORD_LENGTH,
  NewPasswordForm,
  RecoveryCodeForm,
  SignInInput,
  SignUpForm,
  passwordLength,
} from './auth';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('sign-in schema', () => {
  test('names each missing field with its message', () => {
    expect(messages(SignInInput.safeParse({ email: '', password: '', rememberMe: false }))).toEqual([
      'Email is required',
      'Password is required',
    ]);
  });

  test('refuses an address without a domain', () => {
    expect(messages(SignInInput.safeParse({ email: 'ada@', password: 'x', rememberMe: false }))).toEqual([
      'Invalid email address',
    ]);
  });
});

describe('sign-up schema', () => {
  const valid = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    companyName: 'Engines',
    password: 'analytical',
    confirmPassword: 'analytical',
    acceptTerms: true,
  };

  test('accepts a complete form', () => {
    expect(SignUpForm.safeParse(valid).success).toBe(true);
  });

  test('short password, mismatch and unchecked terms each give their message', () => {
    expect(messages(SignUpForm.safeParse({ ...valid, password: 'short', confirmPassword: 'short' }))).toEqual(
      ['Password must be at least 8 characters'],
    );
    expect(messages(SignUpForm.safeParse({ ...valid, confirmPassword: 'different1' }))).toEqual([
      'Passwords do not match',
    ]);
    expect(messages(SignUpForm.safeParse({ ...valid, acceptTerms: false }))).toEqual([
      'You must agree to the terms',
    ]);
    expect(messages(SignUpForm.safeParse({ ...valid, confirmPassword: '' }))).toEqual([
      'Please confirm your password',
    ]);
  });
});

describe('password length, as the server counts it', () => {
  const newPassword = (password: string) =>
    messages(NewPasswordForm.safeParse({ password, confirmPassword: password }));

  test('the minimum is the one in supabase/config.toml', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
  });

  test('6 and 7 characters are refused, 8 are accepted, in every form that sets a password', () => {
    for (const password of ['123456', '1234567']) {
      expect(newPassword(password)).toEqual(['Password must be at least 8 characters']);
      expect(
        messages(RecoveryCodeForm.safeParse({ code: '123456', password, confirmPassword: password })),
      ).toEqual(['Password must be at least 8 characters']);
    }
    expect(newPassword('12345678')).toEqual([]);
  });

  test('multibyte characters count by their UTF-8 bytes, as GoTrue counts them', () => {
    expect(passwordLength('ééé')).toBe(6);
    expect(passwordLength('🔑🔑')).toBe(8);
    // 4 characters but 8 bytes: GoTrue accepts it, so the form does.
    expect(newPassword('éééé')).toEqual([]);
    expect(newPassword('🔑🔑')).toEqual([]);
    // 7 bytes.
    expect(newPassword('ééé1')).toEqual(['Password must be at least 8 characters']);
  });

  test('more than 72 bytes is refused, as bcrypt reads no further', () => {
    expect(newPassword('a'.repeat(72))).toEqual([]);
    expect(newPassword('a'.repeat(73))).toEqual(['Password cannot be longer than 72 characters']);
    expect(newPassword('é'.repeat(37))).toEqual(['Password cannot be longer than 72 characters']);
  });

  test('sign-up names are bounded as on the Profile tab', () => {
    const form = {
      firstName: 'A'.repeat(81),
      lastName: 'B'.repeat(81),
      email: 'ada@example.com',
      companyName: 'C'.repeat(121),
      password: 'analytical',
      confirmPassword: 'analytical',
      acceptTerms: true,
    };
    expect(messages(SignUpForm.safeParse(form))).toEqual([
      'First name is too long',
      'Last name is too long',
      'Company name is too long',
    ]);
  });
});
