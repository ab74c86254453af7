import { CreditCard, Wallet } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import type { PaymentProvider, PaymentStatus } from '@/services/payments/payment-types';

const options = [
  { id: 'stripe', label: 'Card', icon: CreditCard },
  { id: 'paypal', label: 'PayPal', icon: Wallet },
] as const;

/**
 * How the user pays: a choice only when both Stripe and PayPal are set up; otherwise a line
 * saying which one (or that payments are simulated).
 */
export function ProviderChoice({
  status,
  value,
  onChange,
}: {
  status: PaymentStatus | null;
  value: PaymentProvider;
  onChange: (provider: PaymentProvider) => void;
}) {
  const name = useId();
  if (!status) return null;
  const stripe = status.stripe.configured;
  const paypal = status.paypal.configured;
  if (stripe && paypal) {
    return (
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-700">Pay with</legend>
        {options.map(({ id, label, icon: Icon }) => (
          <label
            key={id}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
              value === id
                ? 'border-brand-600 bg-brand-50 text-brand-700'
                : 'border-slate-300 text-slate-700',
            )}
          >
            <input
              type="radio"
              name={name}
              value={id}
              checked={value === id}
              onChange={() => onChange(id)}
              className="sr-only"
            />
            <Icon className="size-4" aria-hidden />
            {label}
          </label>
        ))}
      </fieldset>
    );
  }
  const text = stripe
    ? 'Payments are taken by card through Stripe Checkout.'
    : paypal
      ? 'Payments are taken through PayPal.'
      : status.mock.enabled
        ? 'Test mode: payments are simulated and no card is charged.'
        : 'Payments are not available on this server yet.';
  return <p className="text-sm text-slate-600">{text}</p>;
}
