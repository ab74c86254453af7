import { useState } from 'react';
import toast from 'react-hot-toast';
import { Card } from '@/components/ui/card';
import { useCredits } from '@/lib/credits/credits-context';
import { getErrorMessage } from '@/lib/get-error-message';
import { withFailureReported } from '@/lib/report-failure';
import type { CardSetup } from '@/services/payments/card-setup';
import { usePaymentService } from '@/services/payments/payment-service-context';
import type { PaymentProvider, PaymentStatus } from '@/services/payments/payment-types';
import { usePaymentAction } from '@/services/payments/use-payment-action';
import { usePayments } from '@/services/payments/use-payments';
import { usePaymentMethods, type Load } from '../lib/use-billing-data';
import { AddCardDialog } from './add-card-dialog';
import { CurrentPlanCard } from './current-plan-card';
import { PaymentMethodCard } from './payment-method-card';
import { PlanCard } from './plan-card';
import { ProviderChoice } from './provider-choice';
import { ProviderStatusCards } from './provider-status-cards';

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
          onManage={withFailureReported(openPortal)}
        />
        <PaymentMethodCard methods={methods} adding={card.busy} onAdd={withFailureReported(addCard)} />
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
                onSubscribe={withFailureReported(() => subscribe(plan, provider))}
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
            // invalidateQueries never rejects: a failed read becomes the query's error.
            void invalidateMethods();
          }}
        />
      )}
    </section>
  );
}
