import { env } from '@/lib/env';

/** This project's Supabase URL, or a placeholder in local mode (there is no server to point at). */
export function projectUrl(): string {
  return env.supabaseUrl?.replace(/\/+$/, '') ?? 'https://<project-ref>.supabase.co';
}

export const stripeWebhookUrl = () => `${projectUrl()}/functions/v1/stripe-webhook`;
export const paypalWebhookUrl = () => `${projectUrl()}/functions/v1/paypal-webhook`;

/** The Stripe events the stripe-webhook function acts on. */
export const STRIPE_EVENTS = [
  'checkout.session.completed',
  'invoice.paid',
  'customer.subscription.deleted',
] as const;

/** The PayPal events the paypal-webhook function acts on. */
export const PAYPAL_EVENTS = [
  'PAYMENT.CAPTURE.COMPLETED',
  'BILLING.SUBSCRIPTION.ACTIVATED',
  'PAYMENT.SALE.COMPLETED',
  'BILLING.SUBSCRIPTION.CANCELLED',
  'BILLING.SUBSCRIPTION.EXPIRED',
] as const;

export const STRIPE_SECRETS_COMMAND =
  'npx supabase secrets set STRIPE_SECRET_KEY=sk_test_... STRIPE_PUBLISHABLE_KEY=pk_test_...';
export const STRIPE_WEBHOOK_SECRET_COMMAND = 'npx supabase secrets set STRIPE_WEBHOOK_SECRET=whsec_...';
export const PAYPAL_SECRETS_COMMAND =
  'npx supabase secrets set PAYPAL_CLIENT_ID=... PAYPAL_CLIENT_SECRET=... PAYPAL_WEBHOOK_ID=... PAYPAL_ENVIRONMENT=sandbox';
export const DEPLOY_COMMAND = 'npx supabase functions deploy';
export const appUrlCommand = (origin: string) => `npx supabase secrets set APP_URL=${origin}`;
