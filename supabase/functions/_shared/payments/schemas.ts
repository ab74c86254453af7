import { z } from 'zod';
import { Constants } from '../database.types.ts';
import { PAYMENT_CURRENCY } from './catalog.ts';

const url = z.string().min(1).max(2048);
const amountCents = z.number().finite().nonnegative().max(10_000_000);
const currency = z
  .string()
  .transform((value) => value.toLowerCase())
  .pipe(z.literal(PAYMENT_CURRENCY, { error: 'Payments are taken in usd' }));
export const intervalSchema = z.enum(Constants.public.Enums.billing_interval);
const planId = z.string().min(1).max(64);
const credits = z.number().int().positive().max(100_000);

/** A credit pack checkout: the amount (cents) is checked against the server's price. */
export const creditsCheckoutSchema = z.object({
  type: z.literal('credits'),
  credits,
  amount: amountCents,
  currency: currency.default(PAYMENT_CURRENCY),
  success_url: url,
  cancel_url: url,
});

/** A plan checkout: the amount (cents) is checked against the plans table. */
export const subscriptionCheckoutSchema = z.object({
  type: z.literal('subscription'),
  planId,
  planName: z.string().max(100).optional(),
  amount: amountCents,
  currency: currency.default(PAYMENT_CURRENCY),
  interval: intervalSchema.default('month'),
  success_url: url,
  cancel_url: url,
});

export const checkoutSchema = z.discriminatedUnion('type', [
  creditsCheckoutSchema,
  subscriptionCheckoutSchema,
]);
export type CheckoutBody = z.output<typeof checkoutSchema>;

/** What PayPal carries back in custom_id, and Stripe in metadata (strings): who pays for what. */
export const purchaseSchema = z.discriminatedUnion('type', [
  z.object({ user_id: z.uuid(), type: z.literal('credits'), credits: z.coerce.number().pipe(credits) }),
  z.object({
    user_id: z.uuid(),
    type: z.literal('subscription'),
    plan_id: planId,
    interval: intervalSchema.default('month'),
  }),
]);
export type Purchase = z.output<typeof purchaseSchema>;

/** The purchase in custom_id form (PayPal allows 127 characters; this stays under 110). */
export function encodePurchase(purchase: Purchase): string {
  return JSON.stringify(purchase);
}

/** The purchase a custom_id or metadata names, or null when it names none. */
export function decodePurchase(raw: unknown): Purchase | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = purchaseSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export { amountCents, currency as currencySchema, planId, url as returnUrlSchema };

/**
 * What metadata (or a custom_id) says about a purchase: one of this app's, none (another app's
 * payment, or no purchase fields at all), or one that claims to be this app's (its `type` is
 * ours) but cannot be used, with the first problem.
 */
export type PurchaseReading =
  { kind: 'purchase'; purchase: Purchase } | { kind: 'none' } | { kind: 'unusable'; problem: string };

export function readPurchase(raw: unknown): PurchaseReading {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return { kind: 'none' };
    }
  }
  const parsed = purchaseSchema.safeParse(value);
  if (parsed.success) return { kind: 'purchase', purchase: parsed.data };
  const type = (value as { type?: unknown } | null | undefined)?.type;
  if (type !== 'credits' && type !== 'subscription') return { kind: 'none' };
  const issue = parsed.error.issues[0];
  const path = issue.path.map(String).join('.');
  return { kind: 'unusable', problem: `${path ? `${path}: ` : ''}${issue.message}` };
}
