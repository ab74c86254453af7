import { queryOptions } from '@tanstack/react-query';
import type { PaymentService } from './payment-service';

/** Query keys of payments: the server's providers (the same for everyone) and a user's cards. */
export const paymentKeys = {
  status: ['payment-status'] as const,
  methods: (userId: string) => ['payment-methods', userId] as const,
};

/** Which providers the server can take money with; it changes with the server's secrets, rarely. */
export const paymentStatusQuery = (service: PaymentService) =>
  queryOptions({
    queryKey: paymentKeys.status,
    queryFn: () => service.getPaymentStatus(),
    staleTime: 5 * 60_000,
  });

/** The signed-in user's saved cards (an empty list when they cannot be loaded). */
export const paymentMethodsQuery = (service: PaymentService, userId: string) =>
  queryOptions({ queryKey: paymentKeys.methods(userId), queryFn: () => service.loadPaymentMethods() });
