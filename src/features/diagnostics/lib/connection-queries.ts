import { queryOptions } from '@tanstack/react-query';
import type { AppSupabaseClient } from '@/lib/supabase';
import { checkAuth, checkDatabase } from './connection-api';

/**
 * The connection diagnostic's two checks. Each reports its first answer (no retry), and a
 * return to the page shows the last answer while it checks again (stale at once).
 */
const check = { retry: false, staleTime: 0 } as const;

export const connectionKeys = {
  all: ['connection'] as const,
  database: () => [...connectionKeys.all, 'database'] as const,
  auth: () => [...connectionKeys.all, 'auth'] as const,
};

export const databaseCheckQuery = (client: AppSupabaseClient) =>
  queryOptions({ queryKey: connectionKeys.database(), queryFn: () => checkDatabase(client), ...check });

export const authCheckQuery = (client: AppSupabaseClient) =>
  queryOptions({ queryKey: connectionKeys.auth(), queryFn: () => checkAuth(client), ...check });
