import type { SupabaseClient } from '@supabase/supabase-js';
import type { Enums } from '../database.types.ts';
import { HttpError } from '../request.ts';

/** The only currency payments are taken in. */
export const PAYMENT_CURRENCY = 'usd';

export type BillingInterval = Enums<'billing_interval'>;

export interface CreditPack {
  credits: number;
  /** The price in US cents. */
  priceCents: number;
  /** The 1-credit pack the settings' payment test buys. */
  test: boolean;
}

/** The credit packs on sale and the $0.50 test (docs/product-rules.md#credit-packs). */
export const CREDIT_PACKS: readonly CreditPack[] = [
  { credits: 10, priceCents: 500, test: false },
  { credits: 50, priceCents: 2000, test: false },
  { credits: 100, priceCents: 3500, test: false },
  { credits: 1, priceCents: 50, test: true },
];

/** The pack of that many credits; 400 when none is on sale. */
export function creditPack(credits: number): CreditPack {
  const pack = CREDIT_PACKS.find((candidate) => candidate.credits === credits);
  if (!pack) throw new HttpError(400, `No credit pack of ${credits} credits is on sale`);
  return pack;
}

export interface PlanPrice {
  id: string;
  name: string;
  interval: BillingInterval;
  /** The plan's price for one interval, in US cents. */
  priceCents: number;
  creditsIncluded: number;
}

/** A paid plan's price for the interval, read from the plans table (never from the browser). */
export async function planPrice(
  admin: SupabaseClient,
  planId: string,
  interval: BillingInterval,
): Promise<PlanPrice> {
  const { data, error } = await admin
    .from('plans')
    .select('id, name, price_monthly, price_yearly, credits_included, is_active')
    .eq('id', planId)
    .limit(1);
  if (error) throw new Error(`Could not read the plans: ${error.message}`);
  const row = (data ?? [])[0] as
    | {
        id: string;
        name: string;
        price_monthly: number | string;
        price_yearly: number | string;
        credits_included: number;
        is_active: boolean;
      }
    | undefined;
  if (!row || !row.is_active) throw new HttpError(400, `No such plan: ${planId}`);
  const price = Number(interval === 'year' ? row.price_yearly : row.price_monthly);
  if (!(price > 0)) throw new HttpError(400, 'The Free plan needs no subscription');
  return {
    id: row.id,
    name: row.name,
    interval,
    priceCents: Math.round(price * 100),
    creditsIncluded: row.credits_included,
  };
}

/** 400 unless the amount the browser shows (cents) is the server's price. */
export function assertAmount(amountCents: number | undefined, priceCents: number): void {
  if (amountCents === undefined || Math.round(amountCents) !== priceCents) {
    throw new HttpError(400, 'The amount does not match the price');
  }
}

/** Cents as dollars with two decimals: 500 → "5.00". */
export function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A decimal dollar string ("5.00") in cents, or null when it is not one. */
export function centsOf(value: string | undefined): number | null {
  if (value === undefined || !/^\d+(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}
