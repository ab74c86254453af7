import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { supabase, type AppSupabaseClient } from '../supabase';

export type PlatformAdminRole = 'super_admin' | 'admin' | 'moderator' | 'support';

/** The signed-in user's platform admin role, or null: decided by the database, never the browser. */
export async function fetchPlatformAdminRole(client: AppSupabaseClient): Promise<PlatformAdminRole | null> {
  const { data, error } = await client.rpc('platform_admin_role');
  if (error) throw error;
  return (data as PlatformAdminRole | null) ?? null;
}

export type PlatformAdminState =
  { status: 'checking' } | { status: 'admin'; role: PlatformAdminRole } | { status: 'not-admin' };

/** Whether the signed-in user is a platform admin; a failed check counts as not an admin. */
export function usePlatformAdmin(client: AppSupabaseClient = supabase): PlatformAdminState {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [state, setState] = useState<{ userId: string | null; value: PlatformAdminState }>({
    userId: null,
    value: { status: 'checking' },
  });

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    fetchPlatformAdminRole(client)
      .then((role) => {
        if (!cancelled)
          setState({ userId, value: role ? { status: 'admin', role } : { status: 'not-admin' } });
      })
      .catch(() => {
        if (!cancelled) setState({ userId, value: { status: 'not-admin' } });
      });
    return () => {
      cancelled = true;
    };
  }, [client, userId]);

  if (!userId) return { status: 'not-admin' };
  return state.userId === userId ? state.value : { status: 'checking' };
}
