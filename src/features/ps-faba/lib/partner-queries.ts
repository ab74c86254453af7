import { queryOptions } from '@tanstack/react-query';
import type { AppSupabaseClient } from '@/lib/supabase';
import { listApiKeys } from './api-keys-api';
import { listWebhookDeliveries } from './webhook-deliveries-api';
import { ensureWebhookSettings } from './webhook-settings-api';

/**
 * Query keys of a user's partner (PS-FABA) integration, hierarchical so that `all(userId)`
 * covers the keys, the webhook settings and the delivery log together.
 */
export const partnerKeys = {
  all: (userId: string) => ['partner', userId] as const,
  keys: (userId: string) => [...partnerKeys.all(userId), 'keys'] as const,
  webhookSettings: (userId: string) => [...partnerKeys.all(userId), 'webhook-settings'] as const,
  deliveries: (userId: string) => [...partnerKeys.all(userId), 'deliveries'] as const,
};

/** The user's API keys, newest first (prefixes only, never a full key). */
export const apiKeysQuery = (client: AppSupabaseClient, userId: string) =>
  queryOptions({ queryKey: partnerKeys.keys(userId), queryFn: () => listApiKeys(client) });

/** The user's webhook endpoint, switch and signing secret (created the first time they are read). */
export const webhookSettingsQuery = (client: AppSupabaseClient, userId: string) =>
  queryOptions({
    queryKey: partnerKeys.webhookSettings(userId),
    queryFn: () => ensureWebhookSettings(client),
  });

/**
 * The latest delivery attempts. The server writes them, never this page, so the log is looked
 * at again each time the tab opens (the cached log shows meanwhile) and on Refresh.
 */
export const webhookDeliveriesQuery = (client: AppSupabaseClient, userId: string) =>
  queryOptions({
    queryKey: partnerKeys.deliveries(userId),
    queryFn: () => listWebhookDeliveries(client),
    staleTime: 0,
  });
