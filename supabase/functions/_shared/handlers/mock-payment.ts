import { z } from 'zod';
import type { FunctionContext } from '../context.ts';
import { json } from '../http.ts';
import { notifyCreditPurchase, notifySubscriptionPeriod } from '../partner/payment-events.ts';
import { assertAmount, creditPack, planPrice } from '../payments/catalog.ts';
import { mockPaymentsEnabled } from '../payments/config.ts';
import {
  applyCreditPurchase,
  applySubscriptionPeriod,
  IdempotencyConflict,
  LedgerRefusal,
} from '../payments/ledger.ts';
import { amountCents, intervalSchema, planId } from '../payments/schemas.ts';
import { HttpError, readJson, requireUser } from '../request.ts';
import { functionRoute, PAYMENT_FAILURE } from '../route.ts';

const IDEMPOTENCY_CONFLICT = 'This idempotency key was already used for a different request';

const bodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('credits'),
    credits: z.number().int().positive(),
    amount: amountCents.optional(),
    idempotencyKey: z.uuid(),
  }),
  z.object({
    type: z.literal('subscription'),
    planId,
    interval: intervalSchema.default('month'),
    amount: amountCents.optional(),
    idempotencyKey: z.uuid(),
  }),
]);

/**
 * The mock payment (docs/product-rules.md#payments), for local mode and servers that set
 * PAYMENTS_MOCK=enabled (403 elsewhere). POST; signed in. Body
 * `{ type: 'credits', credits, idempotencyKey }` or
 * `{ type: 'subscription', planId, interval?, idempotencyKey }` (amount optional, checked when
 * given). The same idempotencyKey applies once (a double click pays once). Answers
 * `{ ok: true, credits }` or `{ ok: true, subscription: { planId, interval, status, currentPeriodEnd } }`.
 *
 * The key is the mock's payment event id, bound in SQL to the user and the request that first
 * used it: replaying it answers the caller's own result; another pack, plan or interval under
 * it, or a key another user already used, is a 409 and applies nothing.
 */
export const handleMockPayment = functionRoute(
  ['POST'],
  async (request: Request, context: FunctionContext) => {
    if (!mockPaymentsEnabled(context.env)) {
      throw new HttpError(403, 'The mock payment is disabled on this server');
    }
    const user = await requireUser(request, context.admin);
    const body = await readJson(request, bodySchema);
    try {
      if (body.type === 'credits') {
        const pack = creditPack(body.credits);
        if (body.amount !== undefined) assertAmount(body.amount, pack.priceCents);
        await applyCreditPurchase(context.admin, {
          provider: 'mock',
          eventId: body.idempotencyKey,
          userId: user.id,
          credits: pack.credits,
          costCents: pack.priceCents,
          description: `${pack.credits} credits (mock payment)`,
        });
        await notifyCreditPurchase(context, {
          provider: 'mock',
          paymentId: body.idempotencyKey,
          userId: user.id,
          credits: pack.credits,
          amountCents: pack.priceCents,
        });
        return json({ ok: true, credits: pack.credits });
      }
      const plan = await planPrice(context.admin, body.planId, body.interval);
      if (body.amount !== undefined) assertAmount(body.amount, plan.priceCents);
      const now = new Date();
      const row = await applySubscriptionPeriod(context.admin, {
        userId: user.id,
        planId: plan.id,
        interval: plan.interval,
        provider: 'mock',
        subscriptionId: `mock_${body.idempotencyKey}`,
        customerId: null,
        start: now,
        end: null,
        eventAt: now,
        eventId: body.idempotencyKey,
      });
      await notifySubscriptionPeriod(context, {
        provider: 'mock',
        paymentId: body.idempotencyKey,
        userId: user.id,
        planId: plan.id,
        interval: plan.interval,
        subscriptionId: `mock_${body.idempotencyKey}`,
        periodStart: now,
        amountCents: plan.priceCents,
        row,
      });
      return json({
        ok: true,
        subscription: {
          planId: row?.plan_id ?? plan.id,
          interval: row?.billing_interval ?? plan.interval,
          status: row?.status ?? 'active',
          currentPeriodEnd: row?.current_period_end ?? null,
        },
      });
    } catch (error) {
      if (error instanceof IdempotencyConflict) throw new HttpError(409, IDEMPOTENCY_CONFLICT);
      if (error instanceof LedgerRefusal) throw new HttpError(400, error.message);
      throw error;
    }
  },
  { failure: PAYMENT_FAILURE },
);
