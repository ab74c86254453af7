import type { Session, User } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string;
}

export interface AuthContextValue {
  /** True until the first session check has answered. */
  loading: boolean;
  session: Session | null;
  /**
   * The signed-in user; while `loading`, the user of the session stored in this browser (being
   * resumed), so their screens can show before the check answers.
   */
  user: User | null;
  signIn(email: string, password: string, rememberMe?: boolean): Promise<void>;
  signUp(input: SignUpInput): Promise<void>;
  signOut(): Promise<void>;
  /** Sends the reset email (hosted) or puts a code in the local inbox (local mode). */
  resetPassword(email: string): Promise<void>;
  /** Signs in with a recovery code (local mode's stand-in for the email link). */
  verifyRecoveryCode(email: string, code: string): Promise<void>;
  updatePassword(password: string): Promise<void>;
  resendConfirmation(email: string): Promise<void>;
  /** True after the user arrived through a password-recovery link or code. */
  recovering: boolean;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in user and the auth actions; only inside AuthProvider. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
