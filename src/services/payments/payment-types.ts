/** The payment service's vocabulary, shared by the settings screens and the upgrade modal. */

export type PaymentProvider = 'stripe' | 'paypal';
/** Where a payment goes: a real provider, or the server's mock (local mode, or enabled on purpose). */
export type PaymentRoute = PaymentProvider | 'mock';

/** What `payment-status` answers: which providers the server can take payments with. */
export interface PaymentStatus {
  stripe: { configured: boolean; publishableKey: string | null };
  paypal: { configured: boolean; clientId: string | null; environment: string };
  mock: { enabled: boolean };
  environment: string;
}

/** A saved card, as `get-payment-methods` lists it. */
export interface PaymentMethod {
  id: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A credit pack as the payment service needs it: credits and the price in dollars. */
export interface PackForSale {
  credits: number;
  price: number;
}

/** A plan as the payment service needs it: price per month in dollars. */
export interface PlanForSale {
  id: string;
  name: string;
  price_monthly: number;
}

/** How a payment went on: the browser left for the provider, or the mock completed it here. */
export type PaymentOutcome =
  { route: PaymentProvider; redirectedTo: string } | { route: 'mock'; returnPath: string };

/** The settings tab a payment returns to. */
export type ReturnTab = 'credits' | 'billing';
