import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { useCredits } from '@/lib/credits/credits-context';
import { getErrorMessage } from '@/lib/get-error-message';
import { usePaymentService } from '@/services/payments/payment-service-context';
import { trackConfirmedPayment } from './payment-tracking';
import { PAYMENT_RETURN_PARAMS } from './settings-tabs';

export type PaymentNotice = 'success' | 'cancelled' | 'confirming';

/**
 * The return from a payment (?payment=success|cancelled, with provider=paypal&token=<order>
 * from PayPal): shows the notice, captures an approved PayPal order once, waits for the credits
 * (a webhook may land after the buyer is back; see expectPayment), and takes the payment
 * parameters out of the address (replace, so Back does not repeat it).
 */
export function usePaymentReturn() {
  const [searchParams, setSearchParams] = useSearchParams();
  const service = usePaymentService();
  const { expectPayment } = useCredits();
  const payment = searchParams.get('payment');
  const returnKey = payment === 'success' || payment === 'cancelled' ? searchParams.toString() : null;
  const paypalOrder =
    payment === 'success' && searchParams.get('provider') === 'paypal' && !searchParams.get('subscription_id')
      ? searchParams.get('token')
      : null;

  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const [seenKey, setSeenKey] = useState<string | null>(null);
  // A new return (the address changed to one) shows its notice at once.
  if (returnKey !== null && returnKey !== seenKey) {
    setSeenKey(returnKey);
    setNotice(payment === 'cancelled' ? 'cancelled' : paypalOrder ? 'confirming' : 'success');
  }

  // Each return is handled once, even when effects run twice.
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (returnKey === null || handled.current === returnKey) return;
    handled.current = returnKey;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of PAYMENT_RETURN_PARAMS) next.delete(name);
        return next;
      },
      { replace: true },
    );
    if (payment === 'cancelled') return;
    if (paypalOrder) {
      service
        .capturePayPalOrder(paypalOrder)
        .then(() => {
          setNotice('success');
          trackConfirmedPayment(new URLSearchParams(returnKey));
          return expectPayment();
        })
        .catch((error: unknown) => {
          setNotice(null);
          toast.error(`Payment failed: ${getErrorMessage(error, 'Unknown error')}`);
        });
      return;
    }
    trackConfirmedPayment(new URLSearchParams(returnKey));
    // Only invalidates the credits (never rejects): nothing to wait for or to report here.
    void expectPayment();
  }, [expectPayment, payment, paypalOrder, returnKey, service, setSearchParams]);

  return { notice, dismiss: () => setNotice(null) };
}
