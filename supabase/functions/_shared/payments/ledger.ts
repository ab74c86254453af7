import type { SupabaseClient } from '@supabase/supabase-js';
import type { Enums, Tables } from '../database.types.ts';
import type { BillingInterval } from './catalog.ts';

export type PaymentProvider = Enums<'payment_provider'>;

/**
 * The database refused a payment for good (no such user, no such plan): applying it again will
 * not help, so a webhook acknowledges it instead of asking the provider to retry.
 */
export class LedgerRefusal extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'LedgerRefusal';
  }
}

/**
 * The payment event (or provider subscription) was already applied for another user or another
 * request: final too, and what a caller replaying someone else's key is told (409).
 */
export class IdempotencyConflict extends LedgerRefusal {
  constructor(message: string) {
    super(message, '23505');
    this.name = 'IdempotencyConflict';
  }
}

const FINAL_CODES = new Set(['22023', '23503', '42501']);

async function call<Row>(admin: SupabaseClient, fn: string, args: Record<string, unknown>): Promise<Row> {
  const { data, error } = await admin.rpc(fn, args);
  if (error) {
    if (error.hint === 'idempotency_conflict') throw new IdempotencyConflict(error.message);
    if (error.code && FINAL_CODES.has(error.code)) throw new LedgerRefusal(error.message, error.code);
    throw new Error(`${fn} failed: ${error.message}`);
  }
  return data as Row;
}

export type SubscriptionRow = Pick<
  Tables<'subscriptions'>,
  | 'id'
  | 'user_id'
  | 'plan_id'
  | 'status'
  | 'billing_interval'
  | 'current_period_start'
  | 'current_period_end'
  | 'provider'
  | 'provider_subscription_id'
>;

/**
 * Grants a paid credit pack once per payment event (the same event id never grants twice). The
 * event is bound to its user, credits and price: anything else under it is an IdempotencyConflict.
 */
export function applyCreditPurchase(
  admin: SupabaseClient,
  purchase: {
    provider: PaymentProvider;
    eventId: string;
    userId: string;
    credits: number;
    costCents: number;
    description: string;
  },
): Promise<unknown> {
  return call(admin, 'apply_credit_purchase', {
    p_provider: purchase.provider,
    p_event_id: purchase.eventId,
    p_user_id: purchase.userId,
    p_credits: purchase.credits,
    p_cost_amount: purchase.costCents / 100,
    p_description: purchase.description,
  });
}

const iso = (time: Date | string | null | undefined) =>
  time === null || time === undefined ? null : new Date(time).toISOString();

/**
 * Starts or renews a subscription for a period, granting its credits once per period. A provider
 * subscription or event of another user, or an event replayed for another plan, interval or
 * subscription, is an IdempotencyConflict.
 */
export function applySubscriptionPeriod(
  admin: SupabaseClient,
  period: {
    userId: string;
    planId: string;
    interval: BillingInterval;
    provider: PaymentProvider;
    subscriptionId: string;
    customerId: string | null;
    start: Date | string;
    /** Null: 30 days for a month, 365 for a year. */
    end: Date | string | null;
    eventAt: Date | string;
    eventId: string;
  },
): Promise<SubscriptionRow | null> {
  return call(admin, 'apply_subscription_period', {
    p_user_id: period.userId,
    p_plan_id: period.planId,
    p_interval: period.interval,
    p_provider: period.provider,
    p_provider_subscription_id: period.subscriptionId,
    p_provider_customer_id: period.customerId,
    p_period_start: iso(period.start),
    p_period_end: iso(period.end),
    p_event_at: iso(period.eventAt),
    p_event_id: period.eventId,
  });
}

/** Ends a subscription on the provider's word, unless a newer event already moved it on. */
export function cancelSubscription(
  admin: SupabaseClient,
  cancellation: {
    provider: PaymentProvider;
    subscriptionId: string;
    eventAt: Date | string;
    eventId: string;
  },
): Promise<SubscriptionRow | null> {
  return call(admin, 'cancel_subscription', {
    p_provider: cancellation.provider,
    p_provider_subscription_id: cancellation.subscriptionId,
    p_event_at: iso(cancellation.eventAt),
    p_event_id: cancellation.eventId,
  });
}

/** A Unix time in seconds (Stripe's) as a Date. */
export function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}
