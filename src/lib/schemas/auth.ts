import { z } from 'zod';

// A basic email pattern (the server checks again).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The shortest password anyone may set, in local mode and hosted (`minimum_password_length` in
 * supabase/config.toml): one number for the forms and the local auth.
 */
export const MIN_PASSWORD_LENGTH = 8;
/** bcrypt reads no further than 72 bytes, so GoTrue refuses longer passwords. */
export const MAX_PASSWORD_LENGTH = 72;

/** A password's length as GoTrue measures it (Go's `len`): UTF-8 bytes, not characters. */
export function passwordLength(password: string): number {
  return new TextEncoder().encode(password).length;
}

const email = z
  .string()
  .trim()
  .min(1, { message: 'Email is required', abort: true })
  .regex(EMAIL_PATTERN, 'Invalid email address');

export const SignInInput = z.object({
  email,
  password: z.string().min(1, 'Password is required'),
  rememberMe: z.boolean(),
});
export type SignInInput = z.infer<typeof SignInInput>;

/** A password being set: the bounds the server enforces, measured as it measures them. */
const newPassword = z
  .string()
  .min(1, { message: 'Password is required', abort: true })
  .refine(
    (password) => passwordLength(password) >= MIN_PASSWORD_LENGTH,
    `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  )
  .refine(
    (password) => passwordLength(password) <= MAX_PASSWORD_LENGTH,
    `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
  );

// The same bounds as the Profile tab: the names travel in the sign-up metadata, which is bounded.
export const SignUpForm = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required').max(80, 'First name is too long'),
    lastName: z.string().trim().min(1, 'Last name is required').max(80, 'Last name is too long'),
    email,
    companyName: z.string().trim().min(1, 'Company name is required').max(120, 'Company name is too long'),
    password: newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    acceptTerms: z.boolean().refine((v) => v, 'You must agree to the terms'),
  })
  .refine((form) => !form.confirmPassword || form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof SignUpForm>;

export const ResetRequestForm = z.object({ email });
export type ResetRequestForm = z.infer<typeof ResetRequestForm>;

export const NewPasswordForm = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => !form.confirmPassword || form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof NewPasswordForm>;

export const RecoveryCodeForm = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code'),
    password: newPassword,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((form) => !form.confirmPassword || form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type RecoveryCodeForm = z.infer<typeof RecoveryCodeForm>;
