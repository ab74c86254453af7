import { Inbox, Loader2, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AppSupabaseClient } from '@/lib/supabase';
import { WEBHOOK_EVENTS } from '../lib/guide-content';
import { useWebhookDeliveries } from '../lib/use-webhook-deliveries';
import type { WebhookSettingsState } from '../lib/use-webhook-settings';
import { DeliveriesTable } from './deliveries-table';
import { WebhookSwitch } from './webhook-switch';

/** Webhook configuration at a glance, and the log of real delivery attempts. */
export function WebhookLogsTab({
  webhook,
  client,
  userId,
  onEditUrl,
}: {
  webhook: WebhookSettingsState;
  client: AppSupabaseClient;
  userId: string | null;
  onEditUrl: () => void;
}) {
  const { deliveries, refreshing, refetch } = useWebhookDeliveries(client, userId);
  const { settings } = webhook;

  return (
    <div className="space-y-6">
      <Card aria-labelledby="psf-webhook-config-title" className="space-y-5">
        <h2 id="psf-webhook-config-title" className="text-lg font-semibold text-slate-900">
          Webhook Configuration
        </h2>
        {settings.state === 'loading' && <p className="text-sm text-slate-600">Loading webhook settings…</p>}
        {settings.state === 'failed' && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            Could not load the webhook settings: {settings.message}
          </p>
        )}
        {settings.state === 'ready' && (
          <dl className="grid gap-5 md:grid-cols-2">
            <div className="min-w-0">
              <dt className="text-sm font-medium text-slate-600">Webhook URL</dt>
              <dd className="mt-1 text-sm">
                {settings.value.webhook_url ? (
                  <span className="font-mono break-all text-slate-900">{settings.value.webhook_url}</span>
                ) : (
                  <span className="text-slate-700">Not set yet.</span>
                )}{' '}
                <button
                  type="button"
                  onClick={onEditUrl}
                  className="font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {settings.value.webhook_url ? 'Change' : 'Add it on the API Keys tab'}
                </button>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-medium text-slate-600">Deliveries</dt>
              <dd className="mt-1">
                <WebhookSwitch
                  enabled={settings.value.enabled}
                  saving={webhook.switching}
                  onChange={webhook.setEnabled}
                />
              </dd>
            </div>
            <div className="md:col-span-2">
              <dt className="text-sm font-medium text-slate-600">Events</dt>
              <dd className="mt-2">
                <ul className="flex flex-wrap gap-2" aria-label="Webhook events">
                  {WEBHOOK_EVENTS.map((event) => (
                    <li
                      key={event.type}
                      className="rounded-md bg-slate-100 px-2 py-1 font-mono text-xs text-slate-800"
                    >
                      {event.type}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          </dl>
        )}
        <p className="text-xs text-slate-600">
          Events are sent only while the URL is set, deliveries are on and at least one active key has the
          Webhooks permission.
        </p>
      </Card>

      <Card aria-labelledby="psf-deliveries-title" className="space-y-4 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="psf-deliveries-title" className="text-lg font-semibold text-slate-900">
              Recent Deliveries
            </h2>
            <p className="mt-1 text-sm text-slate-600">The latest 50 attempts, newest first.</p>
          </div>
          <Button variant="secondary" onClick={refetch} disabled={refreshing}>
            {refreshing ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <RefreshCw className="size-4" aria-hidden />
            )}
            Refresh
          </Button>
        </div>
        {deliveries.state === 'loading' && <p className="text-sm text-slate-600">Loading deliveries…</p>}
        {deliveries.state === 'failed' && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            Could not load the webhook log: {deliveries.message}
          </p>
        )}
        {deliveries.state === 'ready' &&
          (deliveries.value.length === 0 ? (
            <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center">
              <span className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600">
                <Inbox className="size-6" aria-hidden />
              </span>
              <p className="mt-3 font-semibold text-slate-900">No webhook activity yet</p>
              <p className="mt-1 max-w-sm text-sm text-slate-600">
                Deliveries appear here when a payment completes or fails, or a subscription starts or ends.
              </p>
            </div>
          ) : (
            <DeliveriesTable deliveries={deliveries.value} />
          ))}
      </Card>
    </div>
  );
}
