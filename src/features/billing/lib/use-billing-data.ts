import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/lib/auth/auth-context';
import { getErrorMessage } from '@/lib/get-error-message';
import { paymentKeys, paymentMethodsQuery, paymentStatusQuery } from '@/services/payments/payment-queries';
import { usePaymentService } from '@/services/payments/payment-service-context';
import type { PaymentMethod, PaymentStatus } from '@/services/payments/payment-types';

export type Load<T> =
  { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed'; message: string };

/** Which payment providers the server can take money with (payment-status). */
export function usePaymentStatus(): Load<PaymentStatus> {
  const read = useQuery(paymentStatusQuery(usePaymentService()));
  if (read.isPending) return { state: 'loading' };
  if (read.isError) return { state: 'failed', message: getErrorMessage(read.error) };
  return { state: 'ready', value: read.data };
}

/** The saved cards (null until known), and a way to look again after adding one. */
export function usePaymentMethods(): { methods: PaymentMethod[] | null; invalidate: () => Promise<void> } {
  const service = usePaymentService();
  const userId = useAuth().user?.id ?? '';
  const queryClient = useQueryClient();
  const read = useQuery({ ...paymentMethodsQuery(service, userId), enabled: userId !== '' });
  return {
    methods: read.data ?? null,
    invalidate: () => queryClient.invalidateQueries({ queryKey: paymentKeys.methods(userId) }),
  };
}
