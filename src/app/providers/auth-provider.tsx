import type { Session } from '@supabase/supabase-js';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { AuthContext, type AuthContextValue, type SignUpInput } from '@/lib/auth/auth-context';
import { supabase } from '@/lib/supabase';

/** Follows supabase-js's auth state (hosted or local alike) and offers the auth actions. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let active = true;
    supabase.auth
      .getSession()
      .then(({ data }) => {
        if (active) setSession(data.session);
      })
      .finally(() => {
        if (active) setLoading(false);
      });
    const { data } = supabase.auth.onAuthStateChange((_event, next) => {
      setSession(next);
      setLoading(false);
    });
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      loading,
      session,
      user: session?.user ?? null,
      async signIn(email, password) {
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
    }),
    [loading, session],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
