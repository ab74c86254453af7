import type { Database } from '@/lib/database.types';
import type { AppSupabaseClient } from '@/lib/supabase';

export type WebhookDelivery = Pick<
  Database['public']['Tables']['partner_webhook_deliveries']['Row'],
  'id' | 'event_type' | 'event_id' | 'url' | 'status_code' | 'ok' | 'error' | 'attempted_at'
>;

export const DELIVERY_LOG_SIZE = 50;

/** The latest delivery attempts of the user's partner events, newest first. */
export async function listWebhookDeliveries(client: AppSupabaseClient): Promise<WebhookDelivery[]> {
  const { data, error } = await client
    .from('partner_webhook_deliveries')
    .select('id, event_type, event_id, url, status_code, ok, error, attempted_at')
    .order('attempted_at', { ascending: false })
    .limit(DELIVERY_LOG_SIZE);
  if (error) throw error;
  return data;
}
