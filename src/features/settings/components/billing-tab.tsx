import { Check, CreditCard, ExternalLink, FlaskConical, Loader2, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { FREE_PLAN_NAME } from '@/lib/credits/credit-constants';
import type { Plan } from '@/lib/credits/credits-api';
import { useCredits } from '@/lib/credits/credits-context';
import { formatCredits, formatDate, formatUsd } from '@/lib/credits/format';
import { getErrorMessage } from '@/lib/get-error-message';
import type { CardSetup } from '@/services/payments/card-setup';
import { usePaymentService } from '@/services/payments/payment-service-context';
import type { PaymentMethod, PaymentProvider, PaymentStatus } from '@/services/payments/payment-types';
import { usePaymentAction } from '@/services/payments/use-payment-action';
import { usePayments } from '@/services/payments/use-payments';
import { usePaymentMethods, type Load } from '../lib/use-billing-data';
import { AddCardDialog } from './add-card-dialog';
import { ProviderChoice } from './provider-choice';

const providerNames: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal', mock: 'Test payment' };

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="text-sm font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function CurrentPlanCard({
  stripeReady,
  onManage,
  managing,
}: {
  stripeReady: boolean;
  onManage: () => void;
  managing: boolean;
}) {
  const { subscription, loading } = useCredits();
  return (
    <Card aria-labelledby="current-plan-title" className="flex flex-col">
      <h3 id="current-plan-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Current Plan
      </h3>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-2xl font-bold text-slate-900">
        <span>{loading ? 'Loading…' : (subscription?.plan_name ?? FREE_PLAN_NAME)}</span>
        {subscription && (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
            Active
          </span>
        )}
      </p>
      <dl className="mt-3 divide-y divide-slate-100">
        <Row term="Monthly price">{formatUsd(subscription?.price_monthly ?? 0)}/month</Row>
        <Row term="Next billing date">
          {subscription ? formatDate(subscription.current_period_end) : 'No billing on the Free plan'}
        </Row>
        <Row term="Credits per month">
          {subscription ? formatCredits(subscription.credits_included) : '5 welcome credits'}
        </Row>
        {subscription && (
          <Row term="Paid with">{providerNames[subscription.provider] ?? subscription.provider}</Row>
        )}
      </dl>
      <div className="mt-auto pt-4">
        {stripeReady ? (
          <Button variant="secondary" disabled={managing} onClick={onManage}>
            {managing ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <ExternalLink className="size-4" aria-hidden />
            )}
            Manage Subscription
          </Button>
        ) : (
          <p className="text-sm text-slate-600">
            The billing portal (invoices, cancelling) opens once card payments are set up on this server.
          </p>
        )}
      </div>
    </Card>
  );
}

function PaymentMethodCard({
  methods,
  onAdd,
  adding,
}: {
  methods: PaymentMethod[] | null;
  onAdd: () => void;
  adding: boolean;
}) {
  const card = methods?.[0];
  const expiry = card ? `${String(card.expMonth).padStart(2, '0')}/${card.expYear}` : '';
  return (
    <Card aria-labelledby="payment-method-title" className="flex flex-col">
      <h3 id="payment-method-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Payment Method
      </h3>
      <div className="mt-3 flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-700">
          <CreditCard className="size-5" aria-hidden />
        </span>
        {methods === null ? (
          <p className="text-sm text-slate-600">Loading your payment method…</p>
        ) : card ? (
          <div>
            <p className="font-medium text-slate-900">
              <span className="capitalize">{card.brand}</span>{' '}
              <span aria-label={`ending in ${card.last4}`}>•••• •••• •••• {card.last4}</span>
            </p>
            <p className="text-sm text-slate-600">Expires {expiry}</p>
          </div>
        ) : (
          <p className="text-sm text-slate-600">No card on file.</p>
        )}
      </div>
      <div className="mt-auto pt-4">
        <Button variant="secondary" disabled={adding || methods === null} onClick={onAdd}>
          {adding && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {card ? 'Update' : 'Add Card'}
        </Button>
      </div>
    </Card>
  );
}

function ProviderStatusCards({ status }: { status: Load<PaymentStatus> }) {
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

function PlanCard({
  plan,
  current,
  busy,
  disabled,
  onSubscribe,
}: {
  plan: Plan;
  current: boolean;
  busy: boolean;
  disabled: boolean;
  onSubscribe: () => void;
}) {
  const free = plan.price_monthly === 0;
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-5',
        plan.is_popular ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
      )}
    >
      {plan.is_popular && (
        <span className="absolute -top-3 left-5 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white">
          Most Popular
        </span>
      )}
      <h4 className="text-lg font-semibold text-slate-900">{plan.name}</h4>
      <p className="mt-1">
        <span className="text-3xl font-bold text-slate-900">{formatUsd(plan.price_monthly)}</span>
        <span className="text-sm text-slate-600">/month</span>
      </p>
      <p className="mt-1 text-sm font-medium text-brand-700">
        {formatCredits(plan.credits_included)} credits {free ? 'to start' : 'per month'}
      </p>
      <ul className="mt-4 mb-5 space-y-2 text-sm text-slate-700">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto">
        {free ? (
          current && <p className="text-center text-sm font-medium text-slate-700">Your current plan</p>
        ) : current ? (
          <Button variant="secondary" disabled className="w-full">
            Current Plan
          </Button>
        ) : (
          <Button
            variant={plan.is_popular ? 'primary' : 'secondary'}
            className="w-full"
            disabled={disabled}
            onClick={onSubscribe}
          >
            {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
            Subscribe to {plan.name}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Billing & Plans: the current plan, the card on file, the payment providers and the plans on sale. */
export function BillingTab({ status }: { status: Load<PaymentStatus> }) {
  const { plans, subscription, loading } = useCredits();
  const { subscribe, openPortal, busyKey } = usePayments();
  const service = usePaymentService();
  const { methods, invalidate: invalidateMethods } = usePaymentMethods();
  const card = usePaymentAction();
  const [cardSetup, setCardSetup] = useState<CardSetup | null>(null);
  const [provider, setProvider] = useState<PaymentProvider>('stripe');
  const ready = status.state === 'ready' ? status.value : null;

  const addCard = () =>
    card.run('card', async () => {
      try {
        setCardSetup(await service.addPaymentMethod());
      } catch (error) {
        toast.error(getErrorMessage(error, 'Failed to add payment method: Unknown error'));
      }
    });

  return (
    <section aria-labelledby="settings-tab-title" className="space-y-6">
      <h2 id="settings-tab-title" className="text-xl font-semibold text-slate-900">
        Billing &amp; Plans
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <CurrentPlanCard
          stripeReady={ready?.stripe.configured ?? false}
          managing={busyKey === 'portal'}
          onManage={() => void openPortal()}
        />
        <PaymentMethodCard methods={methods} adding={card.busy} onAdd={() => void addCard()} />
      </div>

      <Card aria-labelledby="providers-title">
        <h3 id="providers-title" className="mb-3 text-lg font-semibold text-slate-900">
          Payment Providers
        </h3>
        <ProviderStatusCards status={status} />
      </Card>

      <section aria-labelledby="plans-title" className="space-y-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h3 id="plans-title" className="text-lg font-semibold text-slate-900">
              Available Plans
            </h3>
            <p className="text-sm text-slate-600">Billed monthly in US dollars. Cancel anytime.</p>
          </div>
          <ProviderChoice status={ready} value={provider} onChange={setProvider} />
        </div>
        {loading ? (
          <p className="text-sm text-slate-600">Loading plans…</p>
        ) : (
          <ul className="grid gap-6 pt-2 sm:grid-cols-2 2xl:grid-cols-4">
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                current={subscription ? subscription.plan_id === plan.id : plan.price_monthly === 0}
                busy={busyKey === `plan:${plan.id}`}
                disabled={busyKey !== null}
                onSubscribe={() => void subscribe(plan, provider)}
              />
            ))}
          </ul>
        )}
      </section>

      {cardSetup && (
        <AddCardDialog
          setup={cardSetup}
          onClose={() => setCardSetup(null)}
          onSaved={() => {
            setCardSetup(null);
            void invalidateMethods();
          }}
        />
      )}
    </section>
  );
}
