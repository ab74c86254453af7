import { useCallback, useEffect, useState } from 'react';
import { getErrorMessage } from '@/lib/get-error-message';
import { usePaymentService } from '@/services/payments/payment-service-context';
import type { PaymentMethod, PaymentStatus } from '@/services/payments/payment-types';

export type Load<T> =
  { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; message: string };

/** Which payment providers the server can take money with (payment-status). */
export function usePaymentStatus(): Load<PaymentStatus> {
  const service = usePaymentService();
  const [status, setStatus] = useState<Load<PaymentStatus>>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    service.getPaymentStatus().then(
      (value) => {
        if (active) setStatus({ state: 'ready', value });
      },
      (error: unknown) => {
        if (active) setStatus({ state: 'failed', message: getErrorMessage(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [service]);
  return status;
}

/** The saved cards (an empty list when they cannot be loaded), and a way to look again. */
export function usePaymentMethods(): { methods: PaymentMethod[] | null; reload: () => Promise<void> } {
  const service = usePaymentService();
  const [methods, setMethods] = useState<PaymentMethod[] | null>(null);
  const reload = useCallback(async () => {
    setMethods(await service.loadPaymentMethods());
  }, [service]);
  useEffect(() => {
    let active = true;
    service.loadPaymentMethods().then((value) => {
      if (active) setMethods(value);
    });
    return () => {
      active = false;
    };
  }, [service]);
  return { methods, reload };
}
