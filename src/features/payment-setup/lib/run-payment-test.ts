import { getErrorMessage } from '@/lib/get-error-message';
import { FunctionError } from '@/lib/function-error';
import { PaymentTimeoutError } from '@/services/payments/payment-functions';
import type { PaymentOptions, PaymentService } from '@/services/payments/payment-service';
import type { PaymentProvider, PaymentRoute, PaymentStatus } from '@/services/payments/payment-types';

/**
 * The test purchases (docs/product-rules.md#payment-testing): 1 credit for $0.50, and the Creator
 * plan at $49 a month.
 */
export const TEST_PACK = { credits: 1, price: 0.5 } as const;
export const TEST_PLAN = { id: 'creator', name: 'Creator', price_monthly: 49 } as const;

export type PaymentTestKind = 'payment' | 'subscription';

export type PaymentTestResult =
  | { state: 'idle' }
  | { state: 'testing' }
  | { state: 'success'; message: string; route: PaymentRoute }
  | { state: 'error'; message: string; hint?: string };

export const EDGE_FUNCTIONS_MISSING = 'Frontend configured, edge functions need deployment';
export const DEPLOY_HINT = 'Deploy them with: npx supabase functions deploy';
export const STRIPE_NOT_CONFIGURED = 'Stripe publishable key not found in environment variables';
export const STRIPE_SECRET_HINT =
  'Add STRIPE_SECRET_KEY (and STRIPE_PUBLISHABLE_KEY) on the server: npx supabase secrets set STRIPE_SECRET_KEY=sk_test_… STRIPE_PUBLISHABLE_KEY=pk_test_…';
export const PAYPAL_NOT_CONFIGURED = 'PayPal client ID or secret not found in environment variables';
export const PAYPAL_SECRET_HINT =
  'Add them on the server: npx supabase secrets set PAYPAL_CLIENT_ID=… PAYPAL_CLIENT_SECRET=… PAYPAL_ENVIRONMENT=sandbox';
export const PAYPAL_AUTH_FAILED = 'PayPal authentication failed - check your Client ID and Secret';

const providerName: Record<PaymentProvider, string> = { stripe: 'Stripe', paypal: 'PayPal' };

/**
 * What the test tells the operator when it failed, read from the usual causes
 * (docs/product-rules.md#payment-testing).
 */
export function explainFailure(
  error: unknown,
  provider: PaymentProvider,
  prefix = `${providerName[provider]} test failed`,
): Extract<PaymentTestResult, { state: 'error' }> {
  if (error instanceof PaymentTimeoutError) return { state: 'error', message: error.message };
  if (error instanceof FunctionError && (error.status === null || error.status === 404)) {
    return { state: 'error', message: EDGE_FUNCTIONS_MISSING, hint: DEPLOY_HINT };
  }
  const message = getErrorMessage(error, 'Unknown error');
  if (/session: (404|network error)\b/.test(message)) {
    return { state: 'error', message: EDGE_FUNCTIONS_MISSING, hint: DEPLOY_HINT };
  }
  if (/STRIPE_SECRET_KEY|Stripe is not configured|Invalid API Key/i.test(message)) {
    return { state: 'error', message, hint: STRIPE_SECRET_HINT };
  }
  if (/PayPal auth/i.test(message)) return { state: 'error', message: PAYPAL_AUTH_FAILED };
  if (/PayPal is not configured/i.test(message)) {
    return { state: 'error', message: PAYPAL_NOT_CONFIGURED, hint: PAYPAL_SECRET_HINT };
  }
  return { state: 'error', message: `${prefix}: ${message}` };
}

/**
 * Whether a test of `provider` can run on this server, and where it goes: the provider itself
 * when configured; the server's mock only when no provider is (local mode), never the other one.
 */
export function testRoute(
  status: PaymentStatus,
  provider: PaymentProvider,
): { route: PaymentRoute } | Extract<PaymentTestResult, { state: 'error' }> {
  if (status[provider].configured) return { route: provider };
  if (!status.stripe.configured && !status.paypal.configured && status.mock.enabled) return { route: 'mock' };
  return provider === 'stripe'
    ? { state: 'error', message: STRIPE_NOT_CONFIGURED, hint: STRIPE_SECRET_HINT }
    : { state: 'error', message: PAYPAL_NOT_CONFIGURED, hint: PAYPAL_SECRET_HINT };
}

/**
 * Runs one payment test through the app's own payment path (create-payment-session, the PayPal
 * order or subscription functions, or the mock). A real provider sends the browser to its
 * checkout; the mock completes here. `onRoute` is told the route once it is known.
 */
export async function runPaymentTest(
  service: PaymentService,
  provider: PaymentProvider,
  kind: PaymentTestKind,
  onRoute: (route: PaymentRoute) => void = () => undefined,
): Promise<Extract<PaymentTestResult, { state: 'success' | 'error' }>> {
  try {
    const status = await service.getPaymentStatus();
    const decided = testRoute(status, provider);
    if ('state' in decided) return decided;
    const options: PaymentOptions = {
      provider,
      onRoute: (route) => {
        // The service may fall back to another provider; a test of this one must not.
        if (route !== decided.route) throw new Error(`The payment would have gone to ${route}`);
        onRoute(route);
      },
    };
    const outcome =
      kind === 'payment'
        ? await service.purchaseCredits(TEST_PACK, options)
        : await service.subscribeToPlan(TEST_PLAN, options);
    if (outcome.route === 'mock') {
      return {
        state: 'success',
        route: 'mock',
        message:
          kind === 'payment'
            ? `${providerName[provider]} is not configured here, so the mock payment answered: 1 credit was added.`
            : `${providerName[provider]} is not configured here, so the mock payment answered: you are on the Creator plan.`,
      };
    }
    return {
      state: 'success',
      route: outcome.route,
      message:
        outcome.route === 'stripe'
          ? 'Checkout session created. Opening Stripe Checkout…'
          : kind === 'payment'
            ? 'PayPal order created. Opening PayPal…'
            : 'PayPal subscription created. Opening PayPal…',
    };
  } catch (error) {
    return explainFailure(error, provider);
  }
}
