import type { z } from 'zod';
import type { FunctionContext } from '../context.ts';
import { json, publicMessage } from '../http.ts';
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
import { readPurchase, type Purchase } from '../payments/schemas.ts';
import {
  idOf,
  loadStripe,
  stripeCheckoutSession,
  stripeClient,
  stripeEventEnvelope,
  stripeInvoice,
  stripeSubscriptionRef,
  type StripeCheckoutSession,
  type StripeInvoice,
} from '../payments/stripe.ts';
import { HttpError } from '../request.ts';
import { functionRoute, PAYMENT_FAILURE } from '../route.ts';

type Outcome = { received: true; ignored?: true; reason?: string };
type StripeEvent = z.output<typeof stripeEventEnvelope>;

const ignored = (reason: string): Outcome => ({ received: true, ignored: true, reason });

/**
 * A signed event this handler cannot use as it is (a missing or mistyped field, metadata that
 * claims to be this app's purchase but is not one): 400, so it shows as failed in Stripe and a
 * fixed deployment gets it again on Stripe's retry.
 */
class UnusableEvent extends HttpError {
  constructor(reason: string) {
    super(400, reason);
  }
}

function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue.path.map(String).join('.');
  return `${path ? `${path}: ` : ''}${issue.message}`;
}

function readEvent(raw: unknown): StripeEvent {
  const parsed = stripeEventEnvelope.safeParse(raw);
  if (!parsed.success) {
    throw new UnusableEvent(`The Stripe event is not in the expected form: ${firstProblem(parsed.error)}`);
  }
  return parsed.data;
}

/** The event's data.object read with the schema of its type. */
function objectOf<Schema extends z.ZodType>(event: StripeEvent, schema: Schema): z.output<Schema> {
  const parsed = schema.safeParse(event.data.object);
  if (!parsed.success) {
    throw new UnusableEvent(
      `The ${event.type} event is not in the expected form: data.object.${firstProblem(parsed.error)}`,
    );
  }
  return parsed.data;
}

/** This app's purchase named by the metadata; null when it names none (another app's payment). */
function purchaseIn(metadata: unknown, what: string): Purchase | null {
  const reading = readPurchase(metadata);
  if (reading.kind === 'unusable') {
    throw new UnusableEvent(`The ${what}'s metadata is not a purchase of this app: ${reading.problem}`);
  }
  return reading.kind === 'purchase' ? reading.purchase : null;
}

const checkoutMetadata = (session: StripeCheckoutSession) => ({
  ...session.metadata,
  user_id: session.metadata?.user_id ?? session.client_reference_id ?? undefined,
});

/** A paid Checkout: a credit pack once per session, or the first period of a subscription. */
async function checkoutCompleted(
  context: FunctionContext,
  event: StripeEvent,
  session: StripeCheckoutSession,
): Promise<Outcome> {
  if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
    return ignored('The checkout is not paid yet');
  }
  const purchase = purchaseIn(checkoutMetadata(session), 'checkout');
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
  event: StripeEvent,
  invoice: StripeInvoice,
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
  let purchase = purchaseIn(invoice.parent?.subscription_details?.metadata, 'invoice');
  if (!purchase) {
    const stripe = await stripeClient(context);
    purchase = purchaseIn((await stripe.subscriptions.retrieve(subscriptionId)).metadata, 'subscription');
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
  purchase: Purchase | null,
  amountCents: number | null,
  reason: string,
): Promise<Outcome> {
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

async function apply(context: FunctionContext, event: StripeEvent): Promise<Outcome> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return checkoutCompleted(context, event, objectOf(event, stripeCheckoutSession));
    case 'invoice.paid':
    case 'invoice.payment_succeeded':
      return invoicePaid(context, event, objectOf(event, stripeInvoice));
    case 'customer.subscription.deleted': {
      const row = await cancelSubscription(context.admin, {
        provider: 'stripe',
        subscriptionId: objectOf(event, stripeSubscriptionRef).id,
        eventAt: fromUnix(event.created),
        eventId: event.id,
      });
      await notifySubscriptionCancelled(context, 'stripe', row);
      return { received: true };
    }
    case 'checkout.session.async_payment_failed': {
      const session = objectOf(event, stripeCheckoutSession);
      return paymentFailed(
        context,
        session.id,
        purchaseIn(checkoutMetadata(session), 'checkout'),
        session.amount_total ?? null,
        'The payment failed',
      );
    }
    case 'invoice.payment_failed': {
      const invoice = objectOf(event, stripeInvoice);
      return paymentFailed(
        context,
        invoice.id ?? event.id,
        purchaseIn(invoice.parent?.subscription_details?.metadata, 'invoice'),
        invoice.amount_due ?? null,
        'The subscription payment failed',
      );
    }
    default:
      return ignored(`${event.type} is not used`);
  }
}

/**
 * Why the event can never be applied, so Stripe should not retry it, or null when it might
 * apply later (then the handler fails and Stripe retries). The reason is ours, never the
 * database's own message.
 */
function permanentRefusal(error: unknown): string | null {
  if (error instanceof LedgerRefusal) {
    // A user who deleted their account can still be billed once more: retrying cannot help.
    if (error.code === '23503') return 'The payment names a user who does not exist';
    // 23505: the payment was already applied for another user or purchase (a replayed key).
    if (error.code === '23505') return 'The payment was already applied to a different purchase';
    if (error.code === '22023')
      return publicMessage(error.message, 'The payment does not fit what is on sale');
    // 42501: this server lacks a privilege, which a deployment fix restores; Stripe retries.
    return null;
  }
  if (error instanceof HttpError && error.status < 500 && !(error instanceof UnusableEvent)) {
    return publicMessage(error.message, 'The payment does not fit what is on sale');
  }
  return null;
}

/**
 * Stripe's webhook. POST from Stripe; no user. The `stripe-signature` header is verified over
 * the raw body (400 when it does not match), then the event's shape (400 with the first problem
 * when a field it needs is missing or of the wrong type). Every payment applies once however
 * often Stripe delivers it. Answers `{ received: true }`, with `ignored: true` and a reason for
 * events it does not use or can never apply (another app's payment, a user who no longer exists).
 */
export const handleStripeWebhook = functionRoute(
  ['POST'],
  async (request: Request, context: FunctionContext) => {
    const { webhookSecret } = stripeSettings(context.env);
    if (!webhookSecret) throw new HttpError(503, 'Stripe webhooks are not configured');
    const signature = request.headers.get('stripe-signature');
    if (!signature) throw new HttpError(400, 'The Stripe signature is missing');
    const body = await request.text();

    const StripeSdk = await loadStripe();
    let signed: unknown;
    try {
      signed = await StripeSdk.webhooks.constructEventAsync(
        body,
        signature,
        webhookSecret,
        undefined,
        StripeSdk.createSubtleCryptoProvider(),
      );
    } catch {
      throw new HttpError(400, 'The Stripe signature is not valid');
    }
    const event = readEvent(signed);

    try {
      return json(await apply(context, event));
    } catch (error) {
      const reason = permanentRefusal(error);
      if (reason === null) throw error;
      console.warn(`Stripe event ${event.id} (${event.type}) refused:`, (error as Error).message);
      return json(ignored(reason));
    }
  },
  { failure: PAYMENT_FAILURE },
);
