import type { FunctionContext } from '../context.ts';
import { notifyCreditPurchase, notifySubscriptionPeriod } from '../partner/payment-events.ts';
import { HttpError } from '../request.ts';
import { centsOf, creditPack, planPrice, type BillingInterval } from './catalog.ts';
import { applyCreditPurchase, applySubscriptionPeriod } from './ledger.ts';
import type { Purchase } from './schemas.ts';

export type AppliedPurchase =
  | { type: 'credits'; credits: number }
  | { type: 'subscription'; planId: string; interval: BillingInterval; status: string };

/**
 * Applies a completed PayPal order capture, once per order: keyed by the order id, so the
 * capture call and the PAYMENT.CAPTURE.COMPLETED webhook agree and replays grant nothing more.
 * The captured amount must be the server's price. The partner hears of the payment (best effort).
 */
export async function applyPaypalOrder(
  context: FunctionContext,
  capture: {
    orderId: string;
    purchase: Purchase;
    amount: { currency_code: string; value: string } | undefined;
    capturedAt: string;
  },
): Promise<AppliedPurchase> {
  const { orderId, purchase } = capture;
  const { admin } = context;
  const paidCents = capture.amount?.currency_code === 'USD' ? centsOf(capture.amount.value) : null;
  if (purchase.type === 'credits') {
    const pack = creditPack(purchase.credits);
    if (paidCents !== pack.priceCents) throw new HttpError(409, 'The amount does not match the price');
    await applyCreditPurchase(admin, {
      provider: 'paypal',
      eventId: orderId,
      userId: purchase.user_id,
      credits: pack.credits,
      costCents: paidCents,
      description: `${pack.credits} credits via PayPal`,
    });
    await notifyCreditPurchase(context, {
      provider: 'paypal',
      paymentId: orderId,
      userId: purchase.user_id,
      credits: pack.credits,
      amountCents: paidCents,
    });
    return { type: 'credits', credits: pack.credits };
  }
  const plan = await planPrice(admin, purchase.plan_id, purchase.interval);
  if (paidCents !== plan.priceCents) throw new HttpError(409, 'The amount does not match the price');
  // A one-off order pays for one period, from the capture's time (the same on every replay).
  const row = await applySubscriptionPeriod(admin, {
    userId: purchase.user_id,
    planId: plan.id,
    interval: plan.interval,
    provider: 'paypal',
    subscriptionId: orderId,
    customerId: null,
    start: capture.capturedAt,
    end: null,
    eventAt: capture.capturedAt,
    eventId: orderId,
  });
  await notifySubscriptionPeriod(context, {
    provider: 'paypal',
    paymentId: orderId,
    userId: purchase.user_id,
    planId: plan.id,
    interval: plan.interval,
    subscriptionId: orderId,
    periodStart: capture.capturedAt,
    amountCents: paidCents,
    row,
  });
  return { type: 'subscription', planId: plan.id, interval: plan.interval, status: row?.status ?? 'active' };
}

function addIntervals(start: Date, interval: BillingInterval, count: number): Date {
  const next = new Date(start.getTime());
  next.setUTCMonth(next.getUTCMonth() + count * (interval === 'year' ? 12 : 1));
  return next;
}

/** PayPal may bill a cycle up to a few days before its nominal date; retries come after it. */
const EARLY_BILLING_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The nominal start of the billing cycle a PayPal subscription payment pays for: the
 * subscription's start plus as many whole intervals as had begun when it was paid. The activation
 * and the payments of one cycle all land on the same start, so its credits are granted once.
 */
export function paypalCycleStart(
  startTime: string,
  paidAt: string | undefined,
  interval: BillingInterval,
): Date {
  const start = new Date(startTime);
  if (!paidAt) return start;
  const paid = new Date(new Date(paidAt).getTime() + EARLY_BILLING_MS);
  let cycles = 0;
  while (cycles < 1200 && addIntervals(start, interval, cycles + 1) <= paid) cycles += 1;
  return addIntervals(start, interval, cycles);
}
