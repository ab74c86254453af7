import { describe, expect, test } from 'vitest';
import { SignInInput, SignUpForm } from './auth';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('sign-in schema', () => {
  test('names each missing field with the spec message', () => {
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

  test('short password, mismatch and unchecked terms each give the spec message', () => {
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
