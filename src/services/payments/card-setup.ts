import type { Stripe, StripeElements, StripePaymentElement } from '@stripe/stripe-js';

/** A card form in progress: Stripe's Payment Element over a setup intent. */
export interface CardSetup {
  /** Shows the card form inside `container`. */
  mount(container: HTMLElement): void;
  /** Saves the card; rejects with 'Failed to add payment method: {message}'. */
  confirm(): Promise<void>;
  destroy(): void;
}

/** Loads Stripe.js only when a card form is opened (the `pure` entry injects nothing on import). */
export async function loadStripeJs(publishableKey: string): Promise<Stripe | null> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  return loadStripe(publishableKey);
}

export function createCardSetup(stripe: Stripe, clientSecret: string, returnUrl: string): CardSetup {
  const elements: StripeElements = stripe.elements({ clientSecret });
  let element: StripePaymentElement | null = null;
  return {
    mount(container) {
      element ??= elements.create('payment');
      element.mount(container);
    },
    async confirm() {
      const { error } = await stripe.confirmSetup({
        elements,
        redirect: 'if_required',
        confirmParams: { return_url: returnUrl },
      });
      if (error) throw new Error(`Failed to add payment method: ${error.message ?? 'Unknown error'}`);
    },
    destroy() {
      element?.destroy();
      element = null;
    },
  };
}
