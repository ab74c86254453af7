import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/get-error-message';
import type { AppSupabaseClient } from '@/lib/supabase';
import { listWebhookDeliveries, type WebhookDelivery } from './webhook-deliveries-api';

export type DeliveriesLoad =
  { state: 'loading' } | { state: 'failed'; message: string } | { state: 'ready'; value: WebhookDelivery[] };

/** The delivery log, loaded when the tab opens and on Refresh. */
export function useWebhookDeliveries(client: AppSupabaseClient) {
  const [deliveries, setDeliveries] = useState<DeliveriesLoad>({ state: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const mounted = useRef(true);

  const reload = useCallback(async () => {
    setRefreshing(true);
    try {
      const value = await listWebhookDeliveries(client);
      if (mounted.current) setDeliveries({ state: 'ready', value });
    } catch (error) {
      if (mounted.current) setDeliveries({ state: 'failed', message: getErrorMessage(error) });
    } finally {
      if (mounted.current) setRefreshing(false);
    }
  }, [client]);

  useEffect(() => {
    mounted.current = true;
    void reload();
    return () => {
      mounted.current = false;
    };
  }, [reload]);

  return { deliveries, refreshing, reload };
}
