import { Info } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { CopyButton } from '@/components/ui/copy-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { env } from '@/lib/env';
import { partnerEndpoint } from '../lib/partner-endpoint';
import type { WebhookSettingsState } from '../lib/use-webhook-settings';
import { WebhookSecretField } from './webhook-secret-field';
import { WebhookUrlForm } from './webhook-url-form';

/** Where the partner calls, where events go and how they are signed. */
export function ConfigurationCard({ webhook }: { webhook: WebhookSettingsState }) {
  const endpoint = partnerEndpoint(env);
  const { settings } = webhook;

  return (
    <Card aria-labelledby="psf-config-title" className="space-y-6">
      <div>
        <h2 id="psf-config-title" className="text-lg font-semibold text-slate-900">
          Configuration Details
        </h2>
        <p className="mt-1 text-sm text-slate-600">Share the endpoint and a key with PS-FABA.</p>
      </div>

      <Field id="psf-endpoint" label="API Endpoint">
        {(control) => (
          <>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <Input
                {...control}
                readOnly
                value={endpoint.url ?? endpoint.path}
                className="min-w-0 flex-1 font-mono"
              />
              <CopyButton value={endpoint.url ?? endpoint.path} label="API endpoint" />
            </div>
            {!endpoint.url && (
              <p className="mt-2 flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2 text-xs text-sky-900">
                <Info className="mt-px size-4 shrink-0" aria-hidden />
                Local mode: this API runs only inside this browser. A partner calls it on a hosted deployment,
                at https://&lt;project&gt;.supabase.co{endpoint.path}.
              </p>
            )}
          </>
        )}
      </Field>

      {settings.state === 'loading' && <p className="text-sm text-slate-600">Loading webhook settings…</p>}
      {settings.state === 'failed' && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          Could not load the webhook settings: {settings.message}
        </p>
      )}
      {settings.state === 'ready' && (
        <>
          <WebhookUrlForm
            savedUrl={settings.value.webhook_url}
            saving={webhook.savingUrl}
            onSave={webhook.saveUrl}
          />
          <WebhookSecretField
            secret={settings.value.secret}
            rotating={webhook.rotating}
            onRotate={webhook.rotateSecret}
          />
        </>
      )}
    </Card>
  );
}
