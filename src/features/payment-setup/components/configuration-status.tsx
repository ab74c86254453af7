import { CircleAlert, CircleCheck, CircleMinus, Loader2, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { PaymentStatus } from '@/services/payments/payment-types';
import { explainFailure } from '../lib/run-payment-test';
import type { StatusCheck } from '../lib/use-payment-status-check';

type Tone = 'ok' | 'missing' | 'off';

interface Check {
  label: string;
  tone: Tone;
  value: string;
}

/** payment-status also says whether each webhook secret is set (not in the shared type). */
type StatusWithWebhooks = PaymentStatus & {
  stripe: { webhookConfigured?: boolean };
  paypal: { webhookConfigured?: boolean };
};

function checksOf(status: StatusWithWebhooks): Check[] {
  const { stripe, paypal, mock } = status;
  const stripeMode = stripe.publishableKey?.startsWith('pk_live_') ? 'live mode' : 'test mode';
  return [
    {
      label: 'Stripe keys',
      tone: stripe.configured ? 'ok' : 'missing',
      value: stripe.configured
        ? `Configured (${stripeMode})`
        : 'STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY missing',
    },
    {
      label: 'Stripe webhook',
      tone: stripe.webhookConfigured ? 'ok' : 'missing',
      value: stripe.webhookConfigured ? 'Signing secret set' : 'STRIPE_WEBHOOK_SECRET missing',
    },
    {
      label: 'PayPal',
      tone: paypal.configured ? 'ok' : 'missing',
      value: paypal.configured
        ? `Configured (${paypal.environment === 'live' ? 'live' : 'sandbox'})`
        : 'PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET missing',
    },
    {
      label: 'PayPal webhook',
      tone: paypal.webhookConfigured ? 'ok' : 'missing',
      value: paypal.webhookConfigured ? 'Webhook id set' : 'PAYPAL_WEBHOOK_ID missing',
    },
    {
      label: 'Mock payments',
      tone: mock.enabled ? 'ok' : 'off',
      value: mock.enabled ? 'Enabled (no money moves)' : 'Disabled',
    },
  ];
}

const toneIcon = {
  ok: <CircleCheck className="size-5 shrink-0 text-emerald-600" aria-hidden />,
  missing: <CircleAlert className="size-5 shrink-0 text-amber-600" aria-hidden />,
  off: <CircleMinus className="size-5 shrink-0 text-slate-500" aria-hidden />,
};

/** What the server's payment-status function reports, check by check, with Check Again. */
export function ConfigurationStatus({ check, onRecheck }: { check: StatusCheck; onRecheck: () => void }) {
  return (
    <Card aria-labelledby="payment-config-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="payment-config-title" className="text-lg font-semibold text-slate-900">
            Server configuration
          </h3>
          <p className="text-sm text-slate-600">
            As the payment-status function reports it. No secret is shown.
          </p>
        </div>
        <Button variant="secondary" disabled={check.state === 'checking'} onClick={onRecheck}>
          {check.state === 'checking' ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <RefreshCw className="size-4" aria-hidden />
          )}
          Check Again
        </Button>
      </div>
      {check.state === 'checking' && (
        <p role="status" className="text-sm text-slate-600">
          Checking the payment configuration…
        </p>
      )}
      {check.state === 'failed' && <StatusFailure error={check.error} />}
      {check.state === 'ready' && (
        <>
          <ul className="grid gap-2 sm:grid-cols-2">
            {checksOf(check.value).map(({ label, tone, value }) => (
              <li
                key={label}
                className={cn(
                  'flex items-start gap-2 rounded-lg border px-3 py-2',
                  tone === 'ok' ? 'border-emerald-200 bg-emerald-50' : 'border-slate-200 bg-white',
                )}
              >
                {toneIcon[tone]}
                <div className="min-w-0">
                  <p className="text-sm font-medium text-slate-900">{label}</p>
                  <p className="text-sm break-words text-slate-700">{value}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-600">Environment: {check.value.environment}</p>
        </>
      )}
    </Card>
  );
}

function StatusFailure({ error }: { error: unknown }) {
  const { message, hint } = explainFailure(error, 'stripe', 'The payment status could not be read');
  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <p className="font-medium">{message}</p>
      {hint && <p className="mt-1">{hint}</p>}
    </div>
  );
}
