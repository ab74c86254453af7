import { CreditCard, FlaskConical, Wallet } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { PaymentStatus } from '@/services/payments/payment-types';
import type { Load } from '../lib/use-billing-data';

/** Which payment providers this server is set up for (Stripe, PayPal, test payments), and its environment. */
export function ProviderStatusCards({ status }: { status: Load<PaymentStatus> }) {
  if (status.state === 'loading')
    return <p className="text-sm text-slate-600">Checking payment providers…</p>;
  if (status.state === 'failed') {
    return (
      <p role="alert" className="text-sm text-red-700">
        Could not check the payment providers: {status.message}
      </p>
    );
  }
  const { stripe, paypal, mock, environment } = status.value;
  const stripeMode = stripe.publishableKey?.startsWith('pk_live_') ? 'Live mode' : 'Test mode';
  const cards = [
    {
      name: 'Stripe',
      purpose: 'Card payments and subscriptions',
      icon: CreditCard,
      ready: stripe.configured,
      detail: stripe.configured ? stripeMode : 'Not configured on this server',
    },
    {
      name: 'PayPal',
      purpose: 'PayPal orders and subscriptions',
      icon: Wallet,
      ready: paypal.configured,
      detail: paypal.configured
        ? `${paypal.environment === 'live' ? 'Live' : 'Sandbox'} environment`
        : 'Not configured on this server',
    },
    {
      name: 'Test payments',
      purpose: 'Simulated payments: no money moves',
      icon: FlaskConical,
      ready: mock.enabled,
      detail: mock.enabled ? 'Used while no provider is configured' : 'Disabled on this server',
    },
  ];
  return (
    <div className="space-y-3">
      <ul className="grid gap-3 sm:grid-cols-3">
        {cards.map(({ name, purpose, icon: Icon, ready, detail }) => (
          <li key={name} className="rounded-xl border border-slate-200 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex items-center gap-2 font-semibold whitespace-nowrap text-slate-900">
                <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
                {name}
              </span>
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
                  ready ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-700',
                )}
              >
                {name === 'Test payments'
                  ? ready
                    ? 'Enabled'
                    : 'Disabled'
                  : ready
                    ? 'Configured'
                    : 'Not configured'}
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">{purpose}</p>
            <p className="mt-1 text-sm text-slate-700">{detail}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-600">Environment: {environment}</p>
    </div>
  );
}
