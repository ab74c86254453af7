import { trackEvent, type TrackingEventProperties } from '@/services/tracking/track-event';

/**
 * Tells the pixels about a confirmed payment, from the parameters it returned with: a credit
 * pack comes back to the credits tab (credits_purchased), a plan to billing (subscription_started).
 * A saved card also comes back to billing, with Stripe's setup_intent: that is no payment.
 */
export function trackConfirmedPayment(params: URLSearchParams): void {
  if (params.has('setup_intent')) return;
  const properties: TrackingEventProperties =
    params.get('provider') === 'paypal' ? { provider: 'paypal' } : {};
  const tab = params.get('tab');
  if (tab === 'credits') trackEvent('credits_purchased', properties);
  else if (tab === 'billing') trackEvent('subscription_started', properties);
}
