import type { ServerEnv } from '../context.ts';

export interface StripeSettings {
  /** Both keys are present and look like Stripe's (sk_test_/sk_live_, pk_test_/pk_live_). */
  configured: boolean;
  secretKey: string | null;
  publishableKey: string | null;
  webhookSecret: string | null;
}

export function stripeSettings(env: ServerEnv): StripeSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  const configured = /^sk_(test|live)_\S+$/.test(secretKey) && /^pk_(test|live)_\S+$/.test(publishableKey);
  return {
    configured,
    secretKey: configured ? secretKey : null,
    publishableKey: configured ? publishableKey : null,
    webhookSecret: webhookSecret === '' ? null : webhookSecret,
  };
}

export type PaypalEnvironment = 'sandbox' | 'live';

export interface PaypalSettings {
  /** Client id and secret are each longer than 10 characters. */
  configured: boolean;
  clientId: string | null;
  clientSecret: string | null;
  webhookId: string | null;
  environment: PaypalEnvironment;
  apiBase: string;
}

export function paypalSettings(env: ServerEnv): PaypalSettings {
  const clientId = env.PAYPAL_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.PAYPAL_CLIENT_SECRET?.trim() ?? '';
  const webhookId = env.PAYPAL_WEBHOOK_ID?.trim() ?? '';
  const environment: PaypalEnvironment = env.PAYPAL_ENVIRONMENT?.trim() === 'live' ? 'live' : 'sandbox';
  const configured = clientId.length > 10 && clientSecret.length > 10;
  return {
    configured,
    clientId: configured ? clientId : null,
    clientSecret: configured ? clientSecret : null,
    webhookId: webhookId === '' ? null : webhookId,
    environment,
    apiBase: environment === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com',
  };
}

/** The mock payment mints credits: only where the server says so (local mode, a demo). */
export function mockPaymentsEnabled(env: ServerEnv): boolean {
  return env.PAYMENTS_MOCK === 'enabled';
}

/** The 10 s a payment call is given (docs/product-rules.md#payments). */
export const PAYMENT_TIMEOUT_MS = 10_000;
