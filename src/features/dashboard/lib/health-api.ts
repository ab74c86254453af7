import { getErrorMessage } from '@/lib/get-error-message';
import type { AppSupabaseClient } from '@/lib/supabase';

/** The `health` function's answer: it is up, and in which environment. */
export interface ServiceHealth {
  status: string;
  environment: string;
}

/** Asks the `health` edge function whether the functions answer. */
export async function fetchServiceHealth(client: AppSupabaseClient): Promise<ServiceHealth> {
  const { data, error } = await client.functions.invoke<ServiceHealth>('health', { method: 'GET' });
  if (error) throw error;
  // Neither an answer nor an error: the generic text.
  if (!data) throw new Error(getErrorMessage(null));
  return data;
}
