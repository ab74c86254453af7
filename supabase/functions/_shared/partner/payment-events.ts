import type { FunctionContext } from '../context.ts';
import type { BillingInterval } from '../payments/catalog.ts';
import type { PaymentProvider, SubscriptionRow } from '../payments/ledger.ts';
import { deliverPartnerEvent, type PartnerPaymentData } from './webhooks.ts';

/**
 * The payment flow's word to the partner: called where a payment really completed, failed, or a
 * subscription started or ended. Each is best effort and never throws (the payment stands).
 * Refunds of payments are not processed by this platform (credit refunds are for failed
 * generations only), so refund.processed is never sent.
 */

async function emailOf(context: FunctionContext, userId: string): Promise<string | null> {
  const { data } = await context.admin.from('profiles').select('email').eq('id', userId).maybeSingle();
  return (data as { email: string | null } | null)?.email ?? null;
}

async function safely(label: string, run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.error(`Partner notification (${label}) failed`, error);
  }
}

const dollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? null : Math.round(cents) / 100;
const unixOf = (time: Date | string) => Math.floor(new Date(time).getTime() / 1000);

async function paymentData(
  context: FunctionContext,
  fields: {
    paymentId: string;
    userId: string;
    amountCents: number | null | undefined;
    status: string;
    credits: number | null;
    planId: string | null;
    extra?: Record<string, unknown>;
  },
): Promise<PartnerPaymentData> {
  return {
    payment_id: fields.paymentId,
    amount: dollars(fields.amountCents),
    currency: 'USD',
    status: fields.status,
    metadata: { user_id: fields.userId, credits: fields.credits, plan_id: fields.planId, ...fields.extra },
    customer: { id: fields.userId, email: await emailOf(context, fields.userId) },
  };
}

/** payment.completed for a paid credit pack. */
export function notifyCreditPurchase(
  context: FunctionContext,
  purchase: {
    provider: PaymentProvider;
    paymentId: string;
    userId: string;
    credits: number;
    amountCents: number;
  },
): Promise<void> {
  return safely('credit purchase', async () => {
    const data = await paymentData(context, {
      paymentId: purchase.paymentId,
      userId: purchase.userId,
      amountCents: purchase.amountCents,
      status: 'completed',
      credits: purchase.credits,
      planId: null,
      extra: { type: 'credits', provider: purchase.provider },
    });
    await deliverPartnerEvent(context, purchase.userId, 'payment.completed', data, {
      eventKey: `${purchase.provider}:${purchase.paymentId}`,
    });
  });
}

interface PlanFacts {
  price_monthly: number;
  price_yearly: number;
  credits_included: number;
}

/**
 * A paid subscription period: subscription.created when it started the subscription, then
 * payment.completed for the period (once per period, whichever provider event applied it).
 */
export function notifySubscriptionPeriod(
  context: FunctionContext,
  period: {
    provider: PaymentProvider;
    paymentId: string;
    userId: string;
    planId: string;
    interval: BillingInterval;
    subscriptionId: string;
    periodStart: Date | string;
    amountCents?: number | null;
    row: SubscriptionRow | null;
  },
): Promise<void> {
  return safely('subscription period', async () => {
    const row = period.row as (SubscriptionRow & { created_at?: string; updated_at?: string }) | null;
    if (!row || row.status !== 'active') return;
    const { data: plan } = await context.admin
      .from('plans')
      .select('price_monthly, price_yearly, credits_included')
      .eq('id', period.planId)
      .maybeSingle();
    const facts = plan as PlanFacts | null;
    const yearly = period.interval === 'year';
    const priceCents = facts
      ? Math.round(Number(yearly ? facts.price_yearly : facts.price_monthly) * 100)
      : null;
    const credits = facts ? facts.credits_included * (yearly ? 12 : 1) : null;
    const subscription = {
      subscription_id: row.id,
      provider: period.provider,
      provider_subscription_id: row.provider_subscription_id,
      billing_interval: row.billing_interval,
      current_period_start: row.current_period_start,
      current_period_end: row.current_period_end,
    };

    // A row never renewed since its insert: this period started the subscription.
    if (row.created_at !== undefined && row.created_at === row.updated_at) {
      const created = await paymentData(context, {
        paymentId: period.paymentId,
        userId: period.userId,
        amountCents: period.amountCents ?? priceCents,
        status: 'active',
        credits,
        planId: period.planId,
        extra: { type: 'subscription', ...subscription },
      });
      await deliverPartnerEvent(context, period.userId, 'subscription.created', created, {
        eventKey: `${period.provider}:${period.subscriptionId}`,
      });
    }
    const paid = await paymentData(context, {
      paymentId: period.paymentId,
      userId: period.userId,
      amountCents: period.amountCents ?? priceCents,
      status: 'completed',
      credits,
      planId: period.planId,
      extra: { type: 'subscription', ...subscription },
    });
    await deliverPartnerEvent(context, period.userId, 'payment.completed', paid, {
      eventKey: `${period.provider}:${period.subscriptionId}:${unixOf(period.periodStart)}`,
    });
  });
}

/** subscription.cancelled once a subscription has ended. */
export function notifySubscriptionCancelled(
  context: FunctionContext,
  provider: PaymentProvider,
  row: SubscriptionRow | null,
): Promise<void> {
  return safely('subscription cancelled', async () => {
    if (!row || row.status !== 'cancelled') return;
    const ended = row as SubscriptionRow & { cancelled_at?: string | null };
    const data = await paymentData(context, {
      paymentId: row.provider_subscription_id,
      userId: row.user_id,
      amountCents: null,
      status: 'cancelled',
      credits: null,
      planId: row.plan_id,
      extra: {
        type: 'subscription',
        subscription_id: row.id,
        provider,
        provider_subscription_id: row.provider_subscription_id,
        cancelled_at: ended.cancelled_at ?? null,
      },
    });
    await deliverPartnerEvent(context, row.user_id, 'subscription.cancelled', data, {
      eventKey: `${provider}:${row.provider_subscription_id}`,
    });
  });
}

/** payment.failed where a provider says a payment of one of our purchases did not go through. */
export function notifyPaymentFailed(
  context: FunctionContext,
  failure: {
    provider: PaymentProvider;
    paymentId: string;
    userId: string;
    credits: number | null;
    planId: string | null;
    amountCents: number | null;
    reason: string;
  },
): Promise<void> {
  return safely('payment failed', async () => {
    const data = await paymentData(context, {
      paymentId: failure.paymentId,
      userId: failure.userId,
      amountCents: failure.amountCents,
      status: 'failed',
      credits: failure.credits,
      planId: failure.planId,
      extra: {
        type: failure.planId ? 'subscription' : 'credits',
        provider: failure.provider,
        reason: failure.reason,
      },
    });
    await deliverPartnerEvent(context, failure.userId, 'payment.failed', data, {
      eventKey: `${failure.provider}:${failure.paymentId}`,
    });
  });
}
