import type { Session } from '@supabase/supabase-js';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { AuthContext, type AuthContextValue, type SignUpInput } from '@/lib/auth/auth-context';
import { env } from '@/lib/env';
import { queryClient } from '@/lib/query/query-client';
import { sessionStorageChoice, supabase } from '@/lib/supabase';

/** Follows supabase-js's auth state (hosted or local alike) and offers the auth actions. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const [recovering, setRecovering] = useState(false);

  useEffect(() => {
    // supabase-js answers every subscriber first with INITIAL_SESSION (the stored session, or
    // null when it cannot be read), so this one listener also ends the loading state; an answer
    // after unsubscribing never arrives.
    const { data } = supabase.auth.onAuthStateChange((event, next) => {
      setSession(next);
      setLoading(false);
      if (event === 'PASSWORD_RECOVERY') setRecovering(true);
      if (event === 'SIGNED_OUT') {
        setRecovering(false);
        // Keys carry the user id, so nothing cached is ever shown to another user; dropping the
        // cache on sign-out also keeps the signed-out user's data out of this tab's memory.
        queryClient.clear();
      }
    });
    return () => data.subscription.unsubscribe();
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      loading,
      session,
      user: session?.user ?? null,
      recovering,
      async signIn(email, password, rememberMe = true) {
        sessionStorageChoice.setRemember(rememberMe);
        const { error } = await supabase.auth.signInWithPassword({ email, password });
        if (error) throw error;
        toast.success('Successfully signed in!');
      },
      async signUp({ email, password, firstName, lastName, companyName }: SignUpInput) {
        const { error } = await supabase.auth.signUp({
          email,
          password,
          options: { data: { first_name: firstName, last_name: lastName, company_name: companyName } },
        });
        if (error) {
          toast.error(error.message);
          throw error;
        }
        toast.success('Account created successfully!');
      },
      async signOut() {
        const { error } = await supabase.auth.signOut();
        if (error) {
          toast.error(error.message);
          throw error;
        }
        toast.success('Successfully signed out!');
      },
      async resetPassword(email) {
        const redirectTo = `${window.location.origin}/auth/login?recovery=1`;
        const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
        if (error) {
          toast.error(error.message);
          throw error;
        }
        toast.success(
          env.mode === 'local' ? 'Your reset code is ready below.' : 'Password reset email sent!',
        );
      },
      async verifyRecoveryCode(email, code) {
        const { error } = await supabase.auth.verifyOtp({ email, token: code, type: 'recovery' });
        if (error) {
          toast.error(error.message);
          throw error;
        }
      },
      async updatePassword(password) {
        const { error } = await supabase.auth.updateUser({ password });
        if (error) {
          toast.error(error.message);
          throw error;
        }
        setRecovering(false);
        toast.success('Your password has been updated.');
      },
      async resendConfirmation(email) {
        const { error } = await supabase.auth.resend({ type: 'signup', email });
        if (error) {
          toast.error(error.message);
          throw error;
        }
        toast.success('Confirmation email sent! Please check your inbox.');
      },
    }),
    [loading, recovering, session],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
