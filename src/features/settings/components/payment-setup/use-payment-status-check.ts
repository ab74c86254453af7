import { useCallback, useEffect, useState } from 'react';
import { usePaymentService } from '@/services/payments/payment-service-context';
import type { PaymentStatus } from '@/services/payments/payment-types';

export type StatusCheck =
  { state: 'checking' } | { state: 'ready'; value: PaymentStatus } | { state: 'failed'; error: unknown };

/** What payment-status reports, with a way to ask again after changing the server's secrets. */
export function usePaymentStatusCheck() {
  const service = usePaymentService();
  const [check, setCheck] = useState<StatusCheck>({ state: 'checking' });
  const [round, setRound] = useState(0);

  useEffect(() => {
    let active = true;
    service.getPaymentStatus().then(
      (value) => {
        if (active) setCheck({ state: 'ready', value });
      },
      (error: unknown) => {
        if (active) setCheck({ state: 'failed', error });
      },
    );
    return () => {
      active = false;
    };
  }, [service, round]);

  const recheck = useCallback(() => {
    setCheck({ state: 'checking' });
    setRound((value) => value + 1);
  }, []);

  return { check, recheck };
}
