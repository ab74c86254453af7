import type Stripe from 'stripe';
import type { FunctionContext } from '../context.ts';
import { json } from '../http.ts';
import {
  notifyCreditPurchase,
  notifyPaymentFailed,
  notifySubscriptionCancelled,
  notifySubscriptionPeriod,
} from '../partner/payment-events.ts';
import { creditPack } from '../payments/catalog.ts';
import { stripeSettings } from '../payments/config.ts';
import {
  applyCreditPurchase,
  applySubscriptionPeriod,
  cancelSubscription,
  fromUnix,
  LedgerRefusal,
} from '../payments/ledger.ts';
import { HttpError, paymentRoute } from '../payments/request.ts';
import { decodePurchase, type Purchase } from '../payments/schemas.ts';
import { loadStripe, stripeClient } from '../payments/stripe.ts';

type Outcome = { received: true; ignored?: true; reason?: string };

const ignored = (reason: string): Outcome => ({ received: true, ignored: true, reason });
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A paid Checkout: a credit pack once per session, or the first period of a subscription. */
async function checkoutCompleted(
  context: FunctionContext,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<Outcome> {
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
    return ignored('The checkout is not paid yet');
  }
  const purchase = decodePurchase({
    ...session.metadata,
    user_id: session.metadata?.user_id ?? session.client_reference_id,
  });
  if (!purchase) return ignored('The checkout was not started by this app');

  if (purchase.type === 'credits' && session.mode === 'payment') {
    const pack = creditPack(purchase.credits);
    await applyCreditPurchase(context.admin, {
      provider: 'stripe',
      // The session, not the event: the same checkout delivered under other event ids grants once.
      eventId: session.id,
      userId: purchase.user_id,
      credits: pack.credits,
      costCents: session.amount_total ?? pack.priceCents,
      description: `${pack.credits} credits via Stripe`,
    });
    await notifyCreditPurchase(context, {
      provider: 'stripe',
      paymentId: session.id,
      userId: purchase.user_id,
      credits: pack.credits,
      amountCents: session.amount_total ?? pack.priceCents,
    });
    return { received: true };
  }
  if (purchase.type === 'subscription' && session.mode === 'subscription') {
    const subscriptionId = idOf(session.subscription);
    if (!subscriptionId) return ignored('The checkout has no subscription');
    const stripe = await stripeClient(context);
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0];
    const start = fromUnix(item?.current_period_start ?? subscription.start_date);
    const row = await applySubscriptionPeriod(context.admin, {
      userId: purchase.user_id,
      planId: purchase.plan_id,
      interval: purchase.interval,
      provider: 'stripe',
      subscriptionId,
      customerId: idOf(session.customer) ?? idOf(subscription.customer),
      start,
      end: item?.current_period_end ? fromUnix(item.current_period_end) : null,
      eventAt: fromUnix(event.created),
      eventId: session.id,
    });
    await notifySubscriptionPeriod(context, {
      provider: 'stripe',
      paymentId: session.id,
      userId: purchase.user_id,
      planId: purchase.plan_id,
      interval: purchase.interval,
      subscriptionId,
      periodStart: start,
      amountCents: session.amount_total,
      row,
    });
    return { received: true };
  }
  return ignored('The checkout mode does not match its purchase');
}

/** A paid subscription invoice: the period it pays for, renewing the plan and its credits. */
async function invoicePaid(
  context: FunctionContext,
  event: Stripe.Event,
  invoice: Stripe.Invoice,
): Promise<Outcome> {
  const line =
    invoice.lines.data.find((candidate) => candidate.parent?.type === 'subscription_item_details') ??
    invoice.lines.data[0];
  const subscriptionId =
    idOf(invoice.parent?.subscription_details?.subscription) ??
    line?.parent?.subscription_item_details?.subscription ??
    idOf(line?.subscription);
  if (!subscriptionId || !line) return ignored('The invoice is not for a subscription');

  // The subscription's metadata as the invoice saw it; older invoices lack it: ask Stripe.
  let purchase: Purchase | null = decodePurchase(invoice.parent?.subscription_details?.metadata);
  if (!purchase) {
    const stripe = await stripeClient(context);
    purchase = decodePurchase((await stripe.subscriptions.retrieve(subscriptionId)).metadata);
  }
  if (!purchase || purchase.type !== 'subscription')
    return ignored('The subscription was not started by this app');

  const row = await applySubscriptionPeriod(context.admin, {
    userId: purchase.user_id,
    planId: purchase.plan_id,
    interval: purchase.interval,
    provider: 'stripe',
    subscriptionId,
    customerId: idOf(invoice.customer),
    start: fromUnix(line.period.start),
    end: line.period.end > line.period.start ? fromUnix(line.period.end) : null,
    eventAt: fromUnix(event.created),
    // The invoice, not the event: invoice.paid and invoice.payment_succeeded apply it once.
    eventId: invoice.id ?? event.id,
  });
  await notifySubscriptionPeriod(context, {
    provider: 'stripe',
    paymentId: invoice.id ?? event.id,
    userId: purchase.user_id,
    planId: purchase.plan_id,
    interval: purchase.interval,
    subscriptionId,
    periodStart: fromUnix(line.period.start),
    amountCents: invoice.amount_paid,
    row,
  });
  return { received: true };
}

/** A payment of one of our purchases failed (an async checkout, a subscription invoice): tell the partner. */
async function paymentFailed(
  context: FunctionContext,
  paymentId: string,
  metadata: Stripe.Metadata | null | undefined,
  amountCents: number | null,
  reason: string,
): Promise<Outcome> {
  const purchase = decodePurchase(metadata);
  if (!purchase) return ignored('The payment was not started by this app');
  await notifyPaymentFailed(context, {
    provider: 'stripe',
    paymentId,
    userId: purchase.user_id,
    credits: purchase.type === 'credits' ? purchase.credits : null,
    planId: purchase.type === 'subscription' ? purchase.plan_id : null,
    amountCents,
    reason,
  });
  return { received: true };
}

async function apply(context: FunctionContext, event: Stripe.Event): Promise<Outcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(context, event, event.data.object);
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return invoicePaid(context, event, event.data.object);
    case 'customer.subscription.deleted': {
      const row = await cancelSubscription(context.admin, {
        provider: 'stripe',
        subscriptionId: event.data.object.id,
        eventAt: fromUnix(event.created),
        eventId: event.id,
      });
      await notifySubscriptionCancelled(context, 'stripe', row);
      return { received: true };
    }
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      return paymentFailed(
        context,
        session.id,
        { ...session.metadata, user_id: session.metadata?.user_id ?? session.client_reference_id ?? '' },
        session.amount_total,
        'The payment failed',
      );
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      return paymentFailed(
        context,
        invoice.id ?? event.id,
        invoice.parent?.subscription_details?.metadata,
        invoice.amount_due,
        'The subscription payment failed',
      );
    }
    default:
      return ignored(`${event.type} is not used`);
  }
}

/**
 * Stripe's webhook. POST from Stripe; no user. The `stripe-signature` header is verified over
 * the raw body (400 when it does not match). Every payment applies once however often Stripe
 * delivers it. Answers `{ received: true }`, with `ignored: true` for events it does not use.
 */
export const handleStripeWebhook = paymentRoute(
  'POST',
  async (request: Request, context: FunctionContext) => {
    const { webhookSecret } = stripeSettings(context.env);
    if (!webhookSecret) throw new HttpError(503, 'Stripe webhooks are not configured');
    const signature = request.headers.get('stripe-signature');
    if (!signature) throw new HttpError(400, 'The Stripe signature is missing');
    const body = await request.text();

    const StripeSdk = await loadStripe();
    let event: Stripe.Event;
    try {
      event = await StripeSdk.webhooks.constructEventAsync(
        body,
        signature,
        webhookSecret,
        undefined,
        StripeSdk.createSubtleCryptoProvider(),
      );
    } catch {
      throw new HttpError(400, 'The Stripe signature is not valid');
    }

    try {
      return json(await apply(context, event));
    } catch (error) {
      if (error instanceof LedgerRefusal || (error instanceof HttpError && error.status < 500)) {
        console.warn(`Stripe event ${event.id} (${event.type}) refused:`, error.message);
        return json(ignored(error.message));
      }
      throw error;
    }
  },
);
