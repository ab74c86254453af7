import { queryOptions } from '@tanstack/react-query';
import type { AppSupabaseClient } from '@/lib/supabase';
import { fetchServiceHealth } from './health-api';

/** The functions' status is the same for every user: one key for the session. */
export const serviceHealthQuery = (client: AppSupabaseClient) =>
  queryOptions({ queryKey: ['service-health'] as const, queryFn: () => fetchServiceHealth(client) });
