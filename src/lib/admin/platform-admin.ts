import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import type { PlatformAdminRole } from '../env';
import { supabase, type AppSupabaseClient } from '../supabase';

export type { PlatformAdminRole };

/** The signed-in user's platform admin role, or null: decided by the database, never the browser. */
export async function fetchPlatformAdminRole(client: AppSupabaseClient): Promise<PlatformAdminRole | null> {
  const { data, error } = await client.rpc('platform_admin_role');
  if (error) throw error;
  // Null when the caller is no admin (the generator types a function's result as never null).
  return (data as PlatformAdminRole | null) ?? null;
}

export const platformAdminRoleQuery = (client: AppSupabaseClient, userId: string) =>
  queryOptions({
    queryKey: ['platform-admin', userId, 'role'] as const,
    queryFn: () => fetchPlatformAdminRole(client),
    retry: false,
  });

export type PlatformAdminState =
  { status: 'checking' } | { status: 'admin'; role: PlatformAdminRole } | { status: 'not-admin' };

/** Whether the signed-in user is a platform admin; a failed check counts as not an admin. */
export function usePlatformAdmin(client: AppSupabaseClient = supabase): PlatformAdminState {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const role = useQuery({ ...platformAdminRoleQuery(client, userId ?? ''), enabled: userId !== null });
  if (!userId || role.isError) return { status: 'not-admin' };
  if (role.isPending) return { status: 'checking' };
  return role.data ? { status: 'admin', role: role.data } : { status: 'not-admin' };
}
