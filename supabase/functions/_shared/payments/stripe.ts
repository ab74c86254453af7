import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import type { FunctionContext } from '../context.ts';
import { PAYMENT_TIMEOUT_MS, stripeSettings } from './config.ts';
import { HttpError, outboundFetch, type Caller } from './request.ts';

export type StripeClass = typeof Stripe;

/**
 * The stripe library, loaded on first use: local mode runs these handlers in the browser and
 * never configures Stripe, so the library stays out of the app's bundle until needed.
 */
export async function loadStripe(): Promise<StripeClass> {
  const module = await import('stripe');
  return module.default;
}

/** A Stripe client over the context's fetch; 503 when Stripe is not configured. */
export async function stripeClient(context: FunctionContext): Promise<Stripe> {
  const settings = stripeSettings(context.env);
  if (!settings.configured || !settings.secretKey) throw new HttpError(503, 'Stripe is not configured');
  const StripeSdk = await loadStripe();
  return new StripeSdk(settings.secretKey, {
    httpClient: StripeSdk.createFetchHttpClient(outboundFetch(context)),
    timeout: PAYMENT_TIMEOUT_MS,
    maxNetworkRetries: 1,
    appInfo: { name: 'Creator OS' },
  });
}

/** Turns a failed Stripe API call into a 502 that names Stripe's reason (never a key). */
export function stripeFailure(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new HttpError(502, `Stripe request failed: ${message}`);
}

/**
 * The user's Stripe customer, if they have one: the one on their latest Stripe subscription,
 * else the customer created for them earlier (found by email and their user id in metadata).
 */
export async function findStripeCustomer(
  admin: SupabaseClient,
  stripe: Stripe,
  user: Caller,
): Promise<string | null> {
  const { data, error } = await admin
    .from('subscriptions')
    .select('provider_customer_id, created_at')
    .eq('user_id', user.id)
    .eq('provider', 'stripe')
    .order('created_at', { ascending: false });
  if (error) throw new Error(`Could not read the subscriptions: ${error.message}`);
  const fromSubscription = (data ?? []).find(
    (row: { provider_customer_id: string | null }) => row.provider_customer_id,
  );
  if (fromSubscription) return fromSubscription.provider_customer_id as string;
  if (!user.email) return null;
  const customers = await stripe.customers.list({ email: user.email, limit: 10 });
  return customers.data.find((customer) => customer.metadata?.user_id === user.id)?.id ?? null;
}

/** The user's Stripe customer, created (once, thanks to an idempotency key) when they have none. */
export async function stripeCustomerFor(
  admin: SupabaseClient,
  stripe: Stripe,
  user: Caller,
): Promise<string> {
  const existing = await findStripeCustomer(admin, stripe, user);
  if (existing) return existing;
  const customer = await stripe.customers.create(
    { email: user.email ?? undefined, metadata: { user_id: user.id } },
    { idempotencyKey: `creator-os-customer-${user.id}-${user.email ?? ''}` },
  );
  return customer.id;
}
