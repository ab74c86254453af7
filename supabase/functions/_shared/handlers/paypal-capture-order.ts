import { z } from 'zod';
import type { FunctionContext } from '../context.ts';
import { json } from '../http.ts';
import { applyPaypalOrder } from '../payments/paypal-grants.ts';
import { PaypalCallFailed, paypalApi, type PaypalOrder } from '../payments/paypal.ts';
import { decodePurchase } from '../payments/schemas.ts';
import { HttpError, readJson, requireUser } from '../request.ts';
import { functionRoute, PAYMENT_FAILURE } from '../route.ts';

const bodySchema = z.object({ orderId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Not a PayPal order id') });

/**
 * Captures a PayPal order the caller approved and grants what it paid for, once. POST; signed
 * in; body `{ orderId }`. The order must be the caller's. A replay (or the webhook first)
 * grants nothing more and answers the same: `{ orderId, status: 'COMPLETED', type, credits }`
 * or `{ orderId, status: 'COMPLETED', type: 'subscription', planId, interval }`.
 */
export const handlePaypalCaptureOrder = functionRoute(
  ['POST'],
  async (request: Request, context: FunctionContext) => {
    const user = await requireUser(request, context.admin);
    const { orderId } = await readJson(request, bodySchema);
    const paypal = paypalApi(context);

    let order: PaypalOrder;
    try {
      order = await paypal.getOrder(orderId);
    } catch (error) {
      if (error instanceof PaypalCallFailed && error.problem.status === 404) {
        throw new HttpError(404, 'No such PayPal order');
      }
      throw error;
    }
    const unit = order.purchase_units?.[0];
    const purchase = decodePurchase(unit?.custom_id);
    if (!purchase) throw new HttpError(400, 'This PayPal order was not made by this app');
    if (purchase.user_id !== user.id)
      throw new HttpError(403, 'This PayPal order belongs to another account');

    if (order.status === 'APPROVED') {
      try {
        order = await paypal.captureOrder(orderId);
      } catch (error) {
        // Captured meanwhile (a double click, another tab): read what it became.
        if (!(error instanceof PaypalCallFailed && error.problem.issue === 'ORDER_ALREADY_CAPTURED'))
          throw error;
        order = await paypal.getOrder(orderId);
      }
    }
    if (order.status !== 'COMPLETED') {
      throw new HttpError(409, 'capture failed', { status: order.status });
    }
    const capture = order.purchase_units?.[0]?.payments?.captures?.[0];
    if (!capture) throw new HttpError(502, 'capture failed');
    if (capture.status !== 'COMPLETED') {
      // PENDING (e.g. an eCheck): the PAYMENT.CAPTURE.COMPLETED webhook grants it later.
      return json({ orderId, status: capture.status }, 202);
    }

    const applied = await applyPaypalOrder(context, {
      orderId,
      purchase,
      amount: capture.amount,
      capturedAt: capture.create_time ?? new Date().toISOString(),
    });
    return json({ orderId, status: 'COMPLETED', ...applied });
  },
  { failure: PAYMENT_FAILURE },
);
