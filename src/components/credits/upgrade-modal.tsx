import { Check, Loader2, ShieldCheck, Star, Users } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { cn } from '@/lib/cn';
import { BILLING_TAB_PATH, CREATOR_PLAN_ID } from '@/lib/credits/credit-constants';
import type { Plan } from '@/lib/credits/credits-api';
import { useCredits } from '@/lib/credits/credits-context';
import { formatCredits, formatUsd } from '@/lib/credits/format';
import { reportFailure } from '@/lib/report-failure';
import { usePayments } from '@/services/payments/use-payments';

/** The Creator plan's price (docs/product-rules.md#plans), for when the plans have not loaded. */
const CREATOR_FALLBACK: Plan = {
  id: CREATOR_PLAN_ID,
  name: 'Creator',
  price_monthly: 49,
  price_yearly: 490,
  credits_included: 150,
  credit_price: 0.33,
  features: [],
  is_popular: true,
};

const trust = [
  { icon: Star, text: '4.9/5 rating' },
  { icon: Users, text: '50K+ creators' },
  { icon: ShieldCheck, text: 'Cancel anytime' },
] as const;

export interface UpgradeModalProps {
  /** The plans on sale; the paid ones are shown as cards. */
  plans: readonly Plan[];
  /** Credits the user has left, when known. */
  availableCredits: number | null;
  upgrading: boolean;
  onUpgrade: (plan: Plan) => void;
  onViewPlans: () => void;
  onClose: () => void;
}

/** "Upgrade to Pro": the paid plans, the Creator plan one click away, and the way back to Free. */
export function UpgradeModal({
  plans,
  availableCredits,
  upgrading,
  onUpgrade,
  onViewPlans,
  onClose,
}: UpgradeModalProps) {
  const upgradeButton = useRef<HTMLButtonElement>(null);
  const paid = plans.filter((plan) => plan.price_monthly > 0);
  const creator = plans.find((plan) => plan.id === CREATOR_PLAN_ID) ?? CREATOR_FALLBACK;
  const shortOfCredits = availableCredits !== null && availableCredits < 1;

  return (
    <Modal
      title="Upgrade to Pro"
      description={
        availableCredits === null
          ? 'Get more credits every month with a paid plan.'
          : shortOfCredits
            ? 'You are out of credits. Pick a plan to keep creating videos, voice-overs and thumbnails.'
            : `You have ${formatCredits(availableCredits)} ${availableCredits === 1 ? 'credit' : 'credits'} left. Get more every month with a paid plan.`
      }
      onClose={onClose}
      initialFocus={upgradeButton}
      dismissible={!upgrading}
      className="sm:max-w-3xl"
      footer={
        <div className="flex flex-col gap-2 sm:flex-row-reverse sm:items-center">
          <Button ref={upgradeButton} disabled={upgrading} onClick={() => onUpgrade(creator)}>
            {upgrading && <Loader2 className="size-4 animate-spin" aria-hidden />}
            Upgrade to Creator Plan
          </Button>
          <Button variant="secondary" disabled={upgrading} onClick={onViewPlans}>
            View All Plans
          </Button>
          <Button variant="ghost" disabled={upgrading} onClick={onClose} className="sm:mr-auto">
            Continue with Free Plan
          </Button>
        </div>
      }
    >
      {paid.length === 0 ? (
        <p className="text-sm text-slate-600">Loading plans…</p>
      ) : (
        <ul className="grid gap-3 pt-2 sm:grid-cols-3" aria-label="Paid plans">
          {paid.map((plan) => (
            <li
              key={plan.id}
              className={cn(
                'relative flex flex-col rounded-xl border p-4',
                plan.is_popular ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
              )}
            >
              {plan.is_popular && (
                <span className="absolute -top-2.5 left-4 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">
                  Most Popular
                </span>
              )}
              <h3 className="font-semibold text-slate-900">{plan.name}</h3>
              <p className="mt-1">
                <span className="text-2xl font-bold text-slate-900">{formatUsd(plan.price_monthly)}</span>
                <span className="text-sm text-slate-600">/month</span>
              </p>
              <p className="mt-1 text-sm font-medium text-brand-700">
                {formatCredits(plan.credits_included)} credits per month
              </p>
              <ul className="mt-3 hidden space-y-1.5 text-sm text-slate-700 sm:block">
                {plan.features
                  .filter((feature) => !/credits per month/i.test(feature))
                  .slice(0, 4)
                  .map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
                      {feature}
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <ul className="mt-4 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-700">
        {trust.map(({ icon: Icon, text }) => (
          <li key={text} className="flex items-center gap-1.5">
            <Icon className="size-4 text-brand-600" aria-hidden />
            {text}
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** The upgrade modal wired to the credits and the payment service; open when the provider says so. */
export function AppUpgradeModal() {
  const { upgradeModalOpen, closeUpgradeModal, plans, balance } = useCredits();
  const { subscribe, busyKey } = usePayments();
  const navigate = useNavigate();
  if (!upgradeModalOpen) return null;
  return (
    <UpgradeModal
      plans={plans}
      availableCredits={balance?.available_credits ?? null}
      upgrading={busyKey !== null}
      onClose={closeUpgradeModal}
      onViewPlans={() => {
        closeUpgradeModal();
        navigate(BILLING_TAB_PATH);
      }}
      onUpgrade={(plan) => {
        subscribe(plan)
          .then((outcome) => {
            if (outcome?.route === 'mock') closeUpgradeModal();
          })
          .catch(reportFailure);
      }}
    />
  );
}
