import type { Database } from '@/lib/database.types';
import type { AppSupabaseClient } from '@/lib/supabase';

export type WebhookSettings = Pick<
  Database['public']['Tables']['partner_webhook_settings']['Row'],
  'user_id' | 'webhook_url' | 'secret' | 'enabled'
>;

const pick = (row: WebhookSettings): WebhookSettings => ({
  user_id: row.user_id,
  webhook_url: row.webhook_url,
  secret: row.secret,
  enabled: row.enabled,
});

/** The user's webhook settings, created (no URL, a fresh secret) the first time. */
export async function ensureWebhookSettings(client: AppSupabaseClient): Promise<WebhookSettings> {
  const { data, error } = await client.rpc('ensure_partner_webhook_settings');
  if (error) throw error;
  return pick(data);
}

/** Changes the URL (empty: none) or the on/off switch; answers the saved row. */
export async function updateWebhookSettings(
  client: AppSupabaseClient,
  userId: string,
  change: Partial<Pick<WebhookSettings, 'webhook_url' | 'enabled'>>,
): Promise<WebhookSettings> {
  const { data, error } = await client
    .from('partner_webhook_settings')
    .update(change)
    .eq('user_id', userId)
    .select('user_id, webhook_url, secret, enabled')
    .single();
  if (error) throw error;
  return pick(data);
}

/** A new signing secret; the old one stops verifying at once. */
export async function rotateWebhookSecret(client: AppSupabaseClient): Promise<WebhookSettings> {
  const { data, error } = await client.rpc('rotate_partner_webhook_secret');
  if (error) throw error;
  return pick(data);
}

const WEBHOOK_URL = /^https:\/\/[^\s/?#@]+(\/\S*)?$/i;
const LOCAL_WEBHOOK_URL = /^http:\/\/(127\.0\.0\.1|localhost)(:\d{1,5})?(\/\S*)?$/i;

/** Why a webhook URL would be refused (the database's rule), or null when it is fine or empty. */
export function webhookUrlProblem(url: string): string | null {
  const value = url.trim();
  if (value === '') return null;
  if (value.length > 2048) return 'The webhook URL is at most 2048 characters';
  if (WEBHOOK_URL.test(value) || LOCAL_WEBHOOK_URL.test(value)) return null;
  return 'Enter an https:// address (plain http:// only for localhost)';
}
