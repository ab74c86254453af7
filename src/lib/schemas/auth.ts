import { z } from 'zod';

// A basic email pattern, as the spec asks (the server checks again).
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD_LENGTH = 8;

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

export const SignUpForm = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required'),
    lastName: z.string().trim().min(1, 'Last name is required'),
    email,
    companyName: z.string().trim().min(1, 'Company name is required'),
    password: z
      .string()
      .min(1, { message: 'Password is required', abort: true })
      .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    acceptTerms: z.boolean().refine((v) => v, 'You must agree to the terms'),
  })
  .refine((form) => !form.confirmPassword || form.password === form.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof SignUpForm>;

const newPassword = z
  .string()
  .min(1, { message: 'Password is required', abort: true })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`);

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
