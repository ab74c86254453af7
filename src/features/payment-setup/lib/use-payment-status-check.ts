import { useQuery } from '@tanstack/react-query';
import { paymentStatusQuery } from '@/services/payments/payment-queries';
import { usePaymentService } from '@/services/payments/payment-service-context';
import type { PaymentStatus } from '@/services/payments/payment-types';

export type StatusCheck =
  { state: 'checking' } | { state: 'ready'; value: PaymentStatus } | { state: 'failed'; error: unknown };

/**
 * What payment-status reports (the same query Billing reads), with a way to ask again after
 * changing the server's secrets.
 */
export function usePaymentStatusCheck() {
  const read = useQuery(paymentStatusQuery(usePaymentService()));
  const check: StatusCheck = read.isFetching
    ? { state: 'checking' }
    : read.isError
      ? { state: 'failed', error: read.error }
      : read.isSuccess
        ? { state: 'ready', value: read.data }
        : { state: 'checking' };
  // refetch() never rejects: a failed read becomes the query's error, which the screen shows.
  return { check, recheck: () => void read.refetch() };
}
