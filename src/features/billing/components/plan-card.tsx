import { Check, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Plan } from '@/lib/credits/credits-api';
import { formatCredits, formatUsd } from '@/lib/credits/format';

/** One plan on sale: its price, credits and features, and Subscribe (or that it is the current one). */
export function PlanCard({
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
