import { ExternalLink, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FREE_PLAN_NAME } from '@/lib/credits/credit-constants';
import { useCredits } from '@/lib/credits/credits-context';
import { formatCredits, formatDate, formatUsd } from '@/lib/credits/format';
import { PlanDetailRow } from './plan-detail-row';

const providerNames: Record<string, string> = { stripe: 'Stripe', paypal: 'PayPal', mock: 'Test payment' };

/** The plan the user is on, what it costs and brings, and the billing portal when Stripe is set up. */
export function CurrentPlanCard({
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
        <PlanDetailRow term="Monthly price">
          {formatUsd(subscription?.price_monthly ?? 0)}/month
        </PlanDetailRow>
        <PlanDetailRow term="Next billing date">
          {subscription ? formatDate(subscription.current_period_end) : 'No billing on the Free plan'}
        </PlanDetailRow>
        <PlanDetailRow term="Credits per month">
          {subscription ? formatCredits(subscription.credits_included) : '5 welcome credits'}
        </PlanDetailRow>
        {subscription && (
          <PlanDetailRow term="Paid with">
            {providerNames[subscription.provider] ?? subscription.provider}
          </PlanDetailRow>
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
