import type { User } from '@supabase/supabase-js';
import { vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth/auth-context';

/** An auth context for tests: signed in as `user` (or signed out), every action a mock. */
export function fakeAuth(
  user: { id: string; email: string } | null,
  overrides: Partial<AuthContextValue> = {},
): AuthContextValue {
  return {
    loading: false,
    session: null,
    user: user as User | null,
    signIn: vi.fn(),
    signUp: vi.fn(),
    signOut: vi.fn(async () => undefined),
    resetPassword: vi.fn(),
    verifyRecoveryCode: vi.fn(),
    updatePassword: vi.fn(),
    resendConfirmation: vi.fn(),
    recovering: false,
    ...overrides,
  };
}
