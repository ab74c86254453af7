import type { Stripe } from '@stripe/stripe-js';
import { FunctionError } from '@/lib/function-error';
import { createCardSetup, type CardSetup } from './card-setup';
import { choosePaymentProvider } from './choose-payment-provider';
import {
  callPaymentFunction,
  PAYMENT_TIMEOUT_MS,
  PaymentTimeoutError,
  type InvokeFunction,
} from './payment-functions';
import type {
  PackForSale,
  PaymentMethod,
  PaymentOutcome,
  PaymentProvider,
  PaymentRoute,
  PaymentStatus,
  PlanForSale,
} from './payment-types';
import { paymentReturnPath, paymentReturnUrl } from './return-urls';

/** The mock payment's delay (docs/product-rules.md#payments). */
export const MOCK_PAYMENT_DELAY_MS = 2_000;

export const SETUP_NOT_AVAILABLE =
  'Payment setup not available yet. Please use the payment buttons below to purchase credits.';

const PAYPAL_TIMEOUT = 'PayPal request timed out. Please try again.';

export interface PaymentServiceDeps {
  invoke: InvokeFunction;
  /** The app's origin, for the return URLs. */
  origin(): string;
  /** Sends the browser to a provider's page. */
  redirect(url: string): void;
  sleep(ms: number): Promise<void>;
  newIdempotencyKey(): string;
  loadStripe(publishableKey: string): Promise<Stripe | null>;
  timeoutMs?: number;
}

export interface PaymentOptions {
  /** The provider the user picked; switched to the configured one when it is not. */
  provider?: PaymentProvider;
  /** Told which route the payment takes, before it is made (for progress messages). */
  onRoute?(route: PaymentRoute): void;
}

export interface PaymentService {
  getPaymentStatus(): Promise<PaymentStatus>;
  purchaseCredits(pack: PackForSale, options?: PaymentOptions): Promise<PaymentOutcome>;
  subscribeToPlan(plan: PlanForSale, options?: PaymentOptions): Promise<PaymentOutcome>;
  openCustomerPortal(): Promise<void>;
  /** The saved cards; an empty list when they cannot be loaded. */
  loadPaymentMethods(): Promise<PaymentMethod[]>;
  /** A card form over a new setup intent, Stripe.js loaded on demand. */
  addPaymentMethod(): Promise<CardSetup>;
  /** Completes a PayPal order the user approved (the return from PayPal). */
  capturePayPalOrder(orderId: string): Promise<void>;
}

const cents = (dollars: number) => Math.round(dollars * 100);

function detailOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Unknown error';
}

/** The payment service over the server functions; every dependency can be replaced in tests. */
export function createPaymentService(deps: PaymentServiceDeps): PaymentService {
  const timeoutMs = deps.timeoutMs ?? PAYMENT_TIMEOUT_MS;
  const call = <T>(
    name: string,
    options: { method?: 'GET' | 'POST'; body?: Record<string, unknown>; timeoutMessage?: string } = {},
  ) => callPaymentFunction<T>(deps.invoke, name, { ...options, timeoutMs });

  async function getPaymentStatus(): Promise<PaymentStatus> {
    return call<PaymentStatus>('payment-status', { method: 'GET' });
  }

  /** The route for this payment, the status having been read; errors say payment setup failed. */
  async function routeFor(options: PaymentOptions, failure: string): Promise<{ route: PaymentRoute }> {
    let status: PaymentStatus;
    try {
      status = await getPaymentStatus();
    } catch (error) {
      if (error instanceof PaymentTimeoutError) throw error;
      throw new Error(`${failure}: ${detailOf(error)}`);
    }
    const route = choosePaymentProvider(status, options.provider);
    options.onRoute?.(route);
    return { route };
  }

  /** Runs a provider step, turning its failure into `{failure}: {detail}` (timeouts stay as they are). */
  async function step<T>(failure: string, run: () => Promise<T>, describe?: (e: FunctionError) => string) {
    try {
      return await run();
    } catch (error) {
      if (error instanceof PaymentTimeoutError) throw error;
      const detail = error instanceof FunctionError && describe ? describe(error) : detailOf(error);
      throw new Error(`${failure}: ${detail}`);
    }
  }

  const statusDetail = (label: string) => (error: FunctionError) =>
    `${label}: ${error.status ?? 'network error'}${error.serverMessage ? ` (${error.serverMessage})` : ''}`;

  async function mockPayment(body: Record<string, unknown>, failure: string): Promise<void> {
    await deps.sleep(MOCK_PAYMENT_DELAY_MS);
    await step(failure, () =>
      call('mock-payment', { body: { ...body, idempotencyKey: deps.newIdempotencyKey() } }),
    );
  }

  function leaveFor(route: PaymentProvider, url: string | undefined, missing: string): PaymentOutcome {
    if (!url) throw new Error(missing);
    deps.redirect(url);
    return { route, redirectedTo: url };
  }

  return {
    getPaymentStatus,

    async purchaseCredits(pack, options = {}) {
      const failure = 'Payment setup failed';
      const { route } = await routeFor(options, failure);
      const back = (result: 'success' | 'cancelled', provider?: PaymentProvider) =>
        paymentReturnUrl(deps.origin(), 'credits', result, provider);
      if (route === 'stripe') {
        const session = await step(
          failure,
          () =>
            call<{ sessionId?: string; url?: string }>('create-payment-session', {
              body: {
                type: 'credits',
                credits: pack.credits,
                amount: cents(pack.price),
                currency: 'usd',
                success_url: back('success'),
                cancel_url: back('cancelled'),
              },
            }),
          statusDetail('Failed to create payment session'),
        );
        return leaveFor('stripe', session.url, `${failure}: No checkout URL received`);
      }
      if (route === 'paypal') {
        const order = await step(failure, () =>
          call<{ orderId?: string; approveUrl?: string }>('paypal-create-order', {
            body: {
              type: 'credits',
              credits: pack.credits,
              amount: cents(pack.price),
              success_url: back('success', 'paypal'),
              cancel_url: back('cancelled', 'paypal'),
            },
            timeoutMessage: PAYPAL_TIMEOUT,
          }),
        );
        return leaveFor('paypal', order.approveUrl, 'No PayPal approval URL received');
      }
      await mockPayment({ type: 'credits', credits: pack.credits, amount: cents(pack.price) }, failure);
      return { route: 'mock', returnPath: paymentReturnPath('credits', 'success') };
    },

    async subscribeToPlan(plan, options = {}) {
      const failure = 'Subscription setup failed';
      if (!(plan.price_monthly > 0)) throw new Error(`${failure}: The Free plan needs no subscription`);
      const { route } = await routeFor(options, failure);
      const back = (result: 'success' | 'cancelled', provider?: PaymentProvider) =>
        paymentReturnUrl(deps.origin(), 'billing', result, provider);
      if (route === 'stripe') {
        const session = await step(
          failure,
          () =>
            call<{ sessionId?: string; url?: string }>('create-payment-session', {
              body: {
                type: 'subscription',
                planId: plan.id,
                planName: plan.name,
                amount: cents(plan.price_monthly),
                currency: 'usd',
                interval: 'month',
                success_url: back('success'),
                cancel_url: back('cancelled'),
              },
            }),
          statusDetail('Failed to create subscription session'),
        );
        return leaveFor('stripe', session.url, `${failure}: No checkout URL received`);
      }
      if (route === 'paypal') {
        const subscription = await step(failure, () =>
          call<{ subscriptionId?: string; approveUrl?: string }>('paypal-create-subscription', {
            body: {
              planId: plan.id,
              planName: plan.name,
              amount: cents(plan.price_monthly),
              currency: 'usd',
              interval: 'month',
              success_url: back('success', 'paypal'),
              cancel_url: back('cancelled', 'paypal'),
            },
            timeoutMessage: PAYPAL_TIMEOUT,
          }),
        );
        return leaveFor('paypal', subscription.approveUrl, 'No PayPal approval URL received');
      }
      await mockPayment(
        { type: 'subscription', planId: plan.id, interval: 'month', amount: cents(plan.price_monthly) },
        failure,
      );
      return { route: 'mock', returnPath: paymentReturnPath('billing', 'success') };
    },

    async openCustomerPortal() {
      let portal: { url?: string };
      try {
        portal = await call<{ url?: string }>('customer-portal', {
          body: { return_url: `${deps.origin()}/dashboard/settings?tab=billing` },
        });
      } catch (error) {
        if (error instanceof PaymentTimeoutError) throw error;
        // "No billing account yet" says more than the generic text.
        if (error instanceof FunctionError && error.status === 404 && error.serverMessage) {
          throw new Error(error.serverMessage);
        }
        throw new Error('Unable to open billing portal. Please contact support.');
      }
      if (!portal.url) throw new Error('No portal URL received');
      deps.redirect(portal.url);
    },

    async loadPaymentMethods() {
      try {
        const answer = await call<{ paymentMethods?: PaymentMethod[] }>('get-payment-methods', {
          method: 'GET',
        });
        return Array.isArray(answer.paymentMethods) ? answer.paymentMethods : [];
      } catch {
        return [];
      }
    },

    async addPaymentMethod() {
      const failure = 'Failed to add payment method';
      const status = await step(failure, getPaymentStatus);
      const publishableKey = status.stripe.publishableKey;
      if (!status.stripe.configured || !publishableKey) throw new Error(SETUP_NOT_AVAILABLE);
      let intent: { client_secret?: string };
      try {
        intent = await call<{ client_secret?: string }>('create-setup-intent');
      } catch (error) {
        if (error instanceof PaymentTimeoutError) throw error;
        if (error instanceof FunctionError && error.status === 404) throw new Error(SETUP_NOT_AVAILABLE);
        throw new Error(`${failure}: ${detailOf(error)}`);
      }
      if (!intent.client_secret) throw new Error(`${failure}: No setup intent received`);
      let stripe: Stripe | null = null;
      try {
        stripe = await deps.loadStripe(publishableKey);
      } catch {
        stripe = null;
      }
      if (!stripe) throw new Error('Card payment provider failed to load');
      return createCardSetup(
        stripe,
        intent.client_secret,
        paymentReturnUrl(deps.origin(), 'billing', 'success'),
      );
    },

    async capturePayPalOrder(orderId) {
      await step('PayPal capture failed', () =>
        call('paypal-capture-order', { body: { orderId }, timeoutMessage: PAYPAL_TIMEOUT }),
      );
    },
  };
}
