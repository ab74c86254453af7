/** The sign-in errors (docs/product-rules.md#sign-in-and-sign-up): what the screen and the toast say. */
export interface SignInProblem {
  code: 'EMAIL_NOT_CONFIRMED' | 'INVALID_CREDENTIALS' | null;
  screenText: string;
  toastText: string;
}

export function describeSignInError(error: unknown): SignInProblem {
  const message = error instanceof Error ? error.message : String(error);
  if (message === 'Email not confirmed') {
    return {
      code: 'EMAIL_NOT_CONFIRMED',
      screenText: 'Please check your email and click the confirmation link before signing in.',
      toastText: 'Email not confirmed',
    };
  }
  if (message === 'Invalid login credentials') {
    return {
      code: 'INVALID_CREDENTIALS',
      screenText: 'Invalid email or password. Please check your credentials and try again.',
      toastText: 'Invalid login credentials',
    };
  }
  return {
    code: null,
    screenText: 'An error occurred during sign in. Please try again.',
    toastText: message,
  };
}
