import { CreditCard, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { PaymentMethod } from '@/services/payments/payment-types';

/** The card on file (null while unknown), and Add Card or Update. */
export function PaymentMethodCard({
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
