import type { SupabaseClient } from '@supabase/supabase-js';
import type Stripe from 'stripe';
import { z } from 'zod';
import type { FunctionContext } from '../context.ts';
import { outboundFetch } from '../http.ts';
import { HttpError, type Caller } from '../request.ts';
import { PAYMENT_TIMEOUT_MS, stripeSettings } from './config.ts';

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

/** The stripe library's errors (StripeInvalidRequestError, StripeConnectionError, ...). */
function isStripeError(error: unknown): error is Error & { type: string } {
  const type = (error as { type?: unknown } | null)?.type;
  return error instanceof Error && typeof type === 'string' && type.startsWith('Stripe');
}

/**
 * Turns a failed Stripe API call into a 502 that names Stripe's reason (never a key). Anything
 * else that failed on the way (reading our own database) is passed on as it is, so the route
 * answers it generically instead of under Stripe's name.
 */
export function stripeFailure(error: unknown): Error {
  if (error instanceof HttpError) return error;
  if (isStripeError(error)) return new HttpError(502, `Stripe request failed: ${error.message}`);
  return error instanceof Error ? error : new Error(String(error));
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

/*
 * Stripe's webhook events as this app reads them: the envelope, then per event type only the
 * fields the handler uses. A signed event that does not fit is refused with the first problem.
 */

const stripeId = z.string().min(1).max(255);
/** An expandable field: the object's id, or the object itself. */
const reference = z.union([stripeId, z.object({ id: stripeId })]).nullish();
const stripeMetadata = z.record(z.string(), z.string()).nullish();
const unixTime = z.number().int().nonnegative();
const cents = z.number().int().nonnegative();

export const stripeEventEnvelope = z.object({
  id: stripeId,
  type: z.string().min(1).max(255),
  created: unixTime,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export const stripeCheckoutSession = z.object({
  id: stripeId,
  mode: z.string(),
  payment_status: z.string(),
  metadata: stripeMetadata,
  client_reference_id: z.string().nullish(),
  amount_total: cents.nullish(),
  customer: reference,
  subscription: reference,
});
export type StripeCheckoutSession = z.output<typeof stripeCheckoutSession>;

const invoiceLine = z.object({
  /** Before API version 2025-03-31 a line named its subscription here. */
  subscription: reference,
  parent: z
    .object({
      type: z.string().nullish(),
      subscription_item_details: z.object({ subscription: stripeId.nullish() }).nullish(),
    })
    .nullish(),
  period: z.object({ start: unixTime, end: unixTime }),
});

export const stripeInvoice = z.object({
  id: stripeId.nullish(),
  customer: reference,
  amount_paid: cents.nullish(),
  amount_due: cents.nullish(),
  lines: z.object({ data: z.array(invoiceLine) }),
  parent: z
    .object({
      subscription_details: z.object({ subscription: reference, metadata: stripeMetadata }).nullish(),
    })
    .nullish(),
});
export type StripeInvoice = z.output<typeof stripeInvoice>;

export const stripeSubscriptionRef = z.object({ id: stripeId });

/** The id of an expandable field, or null. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
