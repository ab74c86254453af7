import type { PaymentProvider, ReturnTab } from './payment-types';

export type PaymentResult = 'success' | 'cancelled';

/** The in-app path a payment comes back to: the settings tab with payment=success|cancelled. */
export function paymentReturnPath(tab: ReturnTab, result: PaymentResult, provider?: PaymentProvider): string {
  const query = new URLSearchParams({ tab, payment: result });
  if (provider === 'paypal') query.set('provider', 'paypal');
  return `/dashboard/settings?${query.toString()}`;
}

/** The same, absolute, for a provider to send the browser back to. */
export function paymentReturnUrl(
  origin: string,
  tab: ReturnTab,
  result: PaymentResult,
  provider?: PaymentProvider,
): string {
  return `${origin}${paymentReturnPath(tab, result, provider)}`;
}
