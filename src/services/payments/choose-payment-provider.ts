import type { PaymentProvider, PaymentRoute, PaymentStatus } from './payment-types';

/**
 * The provider a payment goes to: the requested one when it is configured, else whichever one
 * is (Stripe first); with neither, the server's mock when it is enabled.
 */
export function choosePaymentProvider(status: PaymentStatus, requested?: PaymentProvider): PaymentRoute {
  const configured: Record<PaymentProvider, boolean> = {
    stripe: status.stripe.configured,
    paypal: status.paypal.configured,
  };
  if (requested && configured[requested]) return requested;
  if (configured.stripe) return 'stripe';
  if (configured.paypal) return 'paypal';
  if (status.mock.enabled) return 'mock';
  throw new Error('No payment provider available');
}
