import { useQuery } from '@tanstack/react-query';
import { getErrorMessage } from '@/lib/get-error-message';
import type { AppSupabaseClient } from '@/lib/supabase';
import { webhookDeliveriesQuery } from './partner-queries';
import type { WebhookDelivery } from './webhook-deliveries-api';

export type DeliveriesLoad =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: WebhookDelivery[] };

/** The delivery log (a query keyed by user), looked at again when the tab opens and on Refresh. */
export function useWebhookDeliveries(client: AppSupabaseClient, userId: string | null) {
  const read = useQuery({ ...webhookDeliveriesQuery(client, userId ?? ''), enabled: userId !== null });

  const deliveries: DeliveriesLoad = read.isError
    ? { state: 'failed', message: getErrorMessage(read.error) }
    : read.isPending
      ? { state: 'loading' }
      : { state: 'ready', value: read.data };

  // refetch() never rejects: a failed read becomes the query's error, which the screen shows.
  return { deliveries, refreshing: read.isFetching, refetch: () => void read.refetch() };
}
