import type { Session, User } from '@supabase/supabase-js';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { AuthContext, type AuthContextValue, type SignUpInput } from '@/lib/auth/auth-context';
import { hasAuthCallback, readStoredSessionUser, supabaseSessionKey } from '@/lib/auth/stored-session';
import { env } from '@/lib/env';
import { persistedQueryCache } from '@/lib/query/persisted-query-cache';
import type { UserQueryCache } from '@/lib/query/persistence/user-query-cache';
import { LOCAL_SUPABASE_URL, sessionStorageChoice, supabase, type AppSupabaseClient } from '@/lib/supabase';

/**
 * The user of the session this browser keeps for the app's client, unless the address signs someone
 * in. None when the sign-in forms are prerendered: their HTML is a signed-out visitor's.
 */
function storedAppSessionUser(): User | null {
  if (typeof window === 'undefined' || hasAuthCallback(window.location)) return null;
  const url = env.mode === 'hosted' && env.supabaseUrl ? env.supabaseUrl : LOCAL_SUPABASE_URL;
  return readStoredSessionUser(sessionStorageChoice, supabaseSessionKey(url));
}

/**
 * Follows supabase-js's auth state (hosted or local alike) and offers the auth actions.
 *
 * Until supabase-js has answered (an expired access token waits for the database to renew it),
 * `user` is the user of the session stored in this browser: their last-known screens show at
 * once. That token can only renew that same user's session, or fail and sign them out (which
 * empties the screens and their cache), so nobody sees another user's data meanwhile.
 */
export function AuthProvider({
  children,
  client = supabase,
  queryCache = persistedQueryCache,
  storedUser,
}: {
  children: ReactNode;
  client?: AppSupabaseClient;
  queryCache?: UserQueryCache;
  /** The stored session's user; read from the app's session storage when not given. */
  storedUser?: User | null;
}) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);
  const [recovering, setRecovering] = useState(false);
  const [resumingUser] = useState(() => (storedUser === undefined ? storedAppSessionUser() : storedUser));
  const user = session?.user ?? (loading ? resumingUser : null);

  useEffect(() => {
    // supabase-js answers every subscriber first with INITIAL_SESSION (the stored session, or
    // null when it cannot be read), so this one listener also ends the loading state; an answer
    // after unsubscribing never arrives.
    const { data } = client.auth.onAuthStateChange((event, next) => {
      setSession(next);
      setLoading(false);
      if (event === 'PASSWORD_RECOVERY') setRecovering(true);
      if (event === 'SIGNED_OUT') {
        setRecovering(false);
        // Keys carry the user id, so nothing cached is ever shown to another user; dropping the
        // cache on sign-out (in memory and in IndexedDB) also keeps the signed-out user's data
        // out of this browser.
        queryCache.forget().catch((error: unknown) => console.warn('Could not clear the query cache', error));
      }
    });
    return () => data.subscription.unsubscribe();
  }, [client, queryCache]);

  const value = useMemo<AuthContextValue>(
    () => ({
      loading,
      session,
      user,
      recovering,
      async signIn(email, password, rememberMe = true) {
        sessionStorageChoice.setRemember(rememberMe);
        const { error } = await client.auth.signInWithPassword({ email, password });
        if (error) throw error;
        toast.success('Successfully signed in!');
      },
      async signUp({ email, password, firstName, lastName, companyName }: SignUpInput) {
        const { error } = await client.auth.signUp({
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
        const { error } = await client.auth.signOut();
        if (error) {
          toast.error(error.message);
          throw error;
        }
        toast.success('Successfully signed out!');
      },
      async resetPassword(email) {
        const redirectTo = `${window.location.origin}/auth/login?recovery=1`;
        const { error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
        if (error) {
          toast.error(error.message);
          throw error;
        }
        toast.success(
          env.mode === 'local' ? 'Your reset code is ready below.' : 'Password reset email sent!',
        );
      },
      async verifyRecoveryCode(email, code) {
        const { error } = await client.auth.verifyOtp({ email, token: code, type: 'recovery' });
        if (error) {
          toast.error(error.message);
          throw error;
        }
      },
      async updatePassword(password) {
        const { error } = await client.auth.updateUser({ password });
        if (error) {
          toast.error(error.message);
          throw error;
        }
        setRecovering(false);
        toast.success('Your password has been updated.');
      },
      async resendConfirmation(email) {
        const { error } = await client.auth.resend({ type: 'signup', email });
        if (error) {
          toast.error(error.message);
          throw error;
        }
        toast.success('Confirmation email sent! Please check your inbox.');
      },
    }),
    [client, loading, recovering, session, user],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
