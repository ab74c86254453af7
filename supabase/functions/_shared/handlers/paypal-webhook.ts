import { z } from 'zod';
import type { FunctionContext } from '../context.ts';
import { json, publicMessage } from '../http.ts';
import {
  notifyPaymentFailed,
  notifySubscriptionCancelled,
  notifySubscriptionPeriod,
} from '../partner/payment-events.ts';
import { cancelSubscription, applySubscriptionPeriod, LedgerRefusal } from '../payments/ledger.ts';
import { applyPaypalOrder, paypalCycleStart } from '../payments/paypal-grants.ts';
import { centsOf } from '../payments/catalog.ts';
import { captureSchema, paypalApi, subscriptionSchema, type PaypalApi } from '../payments/paypal.ts';
import { decodePurchase, type Purchase } from '../payments/schemas.ts';
import { HttpError } from '../request.ts';
import { functionRoute, PAYMENT_FAILURE } from '../route.ts';

const eventSchema = z.object({
  id: z.string().min(1),
  event_type: z.string().min(1),
  create_time: z.string().min(1),
  resource: z.record(z.string(), z.unknown()),
});
type PaypalEvent = z.output<typeof eventSchema>;

const saleSchema = z.object({
  id: z.string(),
  billing_agreement_id: z.string().optional(),
  create_time: z.string().optional(),
});
const capturedSchema = captureSchema.extend({
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
});

/** The transmission headers PayPal signs a delivery with, by verify-webhook-signature's names. */
const SIGNATURE_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

type Outcome = { received: true; ignored?: true; reason?: string };
const ignored = (reason: string): Outcome => ({ received: true, ignored: true, reason });

function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new HttpError(400, 'The PayPal event is not in the expected form');
  return parsed.data;
}

/** A subscription's period from PayPal's word: the cycle the payment (or activation) is for. */
async function subscriptionPaid(
  context: FunctionContext,
  event: PaypalEvent,
  subscription: z.output<typeof subscriptionSchema>,
  paidAt: string | undefined,
): Promise<Outcome> {
  const purchase = decodePurchase(subscription.custom_id);
  if (!purchase || purchase.type !== 'subscription')
    return ignored('The subscription was not made by this app');
  const startTime = subscription.start_time ?? subscription.create_time ?? event.create_time;
  const start = paypalCycleStart(startTime, paidAt, purchase.interval);
  const row = await applySubscriptionPeriod(context.admin, {
    userId: purchase.user_id,
    planId: purchase.plan_id,
    interval: purchase.interval,
    provider: 'paypal',
    subscriptionId: subscription.id,
    customerId: null,
    start,
    end: null,
    eventAt: event.create_time,
    eventId: event.id,
  });
  await notifySubscriptionPeriod(context, {
    provider: 'paypal',
    paymentId: event.id,
    userId: purchase.user_id,
    planId: purchase.plan_id,
    interval: purchase.interval,
    subscriptionId: subscription.id,
    periodStart: start,
    row,
  });
  return { received: true };
}

/** A payment of one of our purchases did not go through: tell the partner. */
async function paymentFailed(
  context: FunctionContext,
  paymentId: string,
  purchase: Purchase,
  amountCents: number | null,
  reason: string,
): Promise<Outcome> {
  await notifyPaymentFailed(context, {
    provider: 'paypal',
    paymentId,
    userId: purchase.user_id,
    credits: purchase.type === 'credits' ? purchase.credits : null,
    planId: purchase.type === 'subscription' ? purchase.plan_id : null,
    amountCents,
    reason,
  });
  return { received: true };
}

async function apply(context: FunctionContext, paypal: PaypalApi, event: PaypalEvent): Promise<Outcome> {
  switch (event.event_type) {
    case 'PAYMENT.CAPTURE.COMPLETED': {
      const capture = parse(capturedSchema, event.resource);
      const orderId = capture.supplementary_data?.related_ids?.order_id;
      if (!orderId) return ignored('The capture names no order');
      let purchase = decodePurchase(capture.custom_id);
      if (!purchase)
        purchase = decodePurchase((await paypal.getOrder(orderId)).purchase_units?.[0]?.custom_id);
      if (!purchase) return ignored('The order was not made by this app');
      await applyPaypalOrder(context, {
        orderId,
        purchase,
        amount: capture.amount,
        capturedAt: capture.create_time ?? event.create_time,
      });
      return { received: true };
    }
    case 'BILLING.SUBSCRIPTION.ACTIVATED': {
      const subscription = parse(subscriptionSchema, event.resource);
      return subscriptionPaid(context, event, subscription, subscription.billing_info?.last_payment?.time);
    }
    case 'PAYMENT.SALE.COMPLETED': {
      const sale = parse(saleSchema, event.resource);
      if (!sale.billing_agreement_id) return ignored('The sale is not for a subscription');
      const subscription = await paypal.getSubscription(sale.billing_agreement_id);
      return subscriptionPaid(context, event, subscription, sale.create_time ?? event.create_time);
    }
    case 'BILLING.SUBSCRIPTION.CANCELLED':
    case 'BILLING.SUBSCRIPTION.EXPIRED': {
      const subscription = parse(subscriptionSchema, event.resource);
      const row = await cancelSubscription(context.admin, {
        provider: 'paypal',
        subscriptionId: subscription.id,
        eventAt: event.create_time,
        eventId: event.id,
      });
      await notifySubscriptionCancelled(context, 'paypal', row);
      return { received: true };
    }
    case 'PAYMENT.CAPTURE.DENIED': {
      const capture = parse(capturedSchema, event.resource);
      const purchase = decodePurchase(capture.custom_id);
      if (!purchase) return ignored('The capture was not made by this app');
      const paymentId = capture.supplementary_data?.related_ids?.order_id ?? capture.id;
      return paymentFailed(
        context,
        paymentId,
        purchase,
        centsOf(capture.amount?.value),
        'PayPal denied the payment',
      );
    }
    case 'BILLING.SUBSCRIPTION.PAYMENT.FAILED': {
      const subscription = parse(subscriptionSchema, event.resource);
      const purchase = decodePurchase(subscription.custom_id);
      if (!purchase) return ignored('The subscription was not made by this app');
      return paymentFailed(context, event.id, purchase, null, 'The subscription payment failed');
    }
    default:
      return ignored(`${event.event_type} is not used`);
  }
}

/**
 * PayPal's webhook. POST from PayPal; no user. Each delivery is checked with PayPal's
 * verify-webhook-signature against PAYPAL_WEBHOOK_ID (400 unless SUCCESS). Captures grant once
 * per order (as paypal-capture-order does), subscription payments once per cycle, and
 * cancellations end the plan. Answers `{ received: true }` (`ignored: true` for unused events).
 */
export const handlePaypalWebhook = functionRoute(
  ['POST'],
  async (request: Request, context: FunctionContext) => {
    const paypal = paypalApi(context);
    const webhookId = paypal.settings.webhookId;
    if (!webhookId) throw new HttpError(503, 'PayPal webhooks are not configured');

    const headers: Record<string, string> = {};
    for (const [field, header] of Object.entries(SIGNATURE_HEADERS)) {
      const value = request.headers.get(header);
      if (!value) throw new HttpError(400, 'The PayPal signature is missing');
      headers[field] = value;
    }
    const raw = await request.text();
    let event: PaypalEvent;
    try {
      event = parse(eventSchema, JSON.parse(raw));
    } catch {
      throw new HttpError(400, 'The PayPal event is not in the expected form');
    }
    if (!(await paypal.verifyWebhook(headers, webhookId, raw))) {
      throw new HttpError(400, 'The PayPal signature is not valid');
    }

    try {
      return json(await apply(context, paypal, event));
    } catch (error) {
      if (error instanceof LedgerRefusal || (error instanceof HttpError && error.status < 500)) {
        console.warn(`PayPal event ${event.id} (${event.event_type}) refused:`, error.message);
        // Acknowledged with our reason, never the database's own words (they reach PayPal's logs).
        return json(ignored(publicMessage(error.message, 'The payment could not be applied')));
      }
      throw error;
    }
  },
  { failure: PAYMENT_FAILURE },
);
