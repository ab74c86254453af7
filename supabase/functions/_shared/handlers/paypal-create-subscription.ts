import { z } from 'zod';
import type { FunctionContext } from '../context.ts';
import { json } from '../http.ts';
import { assertAmount, dollars, PAYMENT_CURRENCY, planPrice } from '../payments/catalog.ts';
import { approveLink, paypalApi, paypalTime, withProviderParam } from '../payments/paypal.ts';
import { checkReturnUrl } from '../payments/return-url.ts';
import {
  amountCents,
  currencySchema,
  encodePurchase,
  intervalSchema,
  planId,
  returnUrlSchema,
} from '../payments/schemas.ts';
import { readJson, requireUser } from '../request.ts';
import { functionRoute, PAYMENT_FAILURE } from '../route.ts';

const bodySchema = z.object({
  type: z.literal('subscription').optional(),
  planId,
  planName: z.string().max(100).optional(),
  amount: amountCents,
  currency: currencySchema.default(PAYMENT_CURRENCY),
  interval: intervalSchema.default('month'),
  success_url: returnUrlSchema,
  cancel_url: returnUrlSchema,
});

/** A PayPal subscription starts a minute out (docs/product-rules.md#payments). */
const START_DELAY_MS = 60_000;

/**
 * Creates a PayPal subscription to a plan: a product and a billing plan (monthly or yearly,
 * auto-bill outstanding, 3 failed payments allowed), then the subscription, starting a minute
 * out. POST; signed in. Body `{ planId, amount (cents), currency?, interval?, success_url,
 * cancel_url }`. Answers `{ subscriptionId, approveUrl }`.
 */
export const handlePaypalCreateSubscription = functionRoute(
  ['POST'],
  async (request: Request, context: FunctionContext) => {
    const { admin, env } = context;
    const user = await requireUser(request, admin);
    const body = await readJson(request, bodySchema);
    const returnUrl = withProviderParam(checkReturnUrl(body.success_url, env, request));
    const cancelUrl = withProviderParam(checkReturnUrl(body.cancel_url, env, request));
    const plan = await planPrice(admin, body.planId, body.interval);
    assertAmount(body.amount, plan.priceCents);

    const paypal = paypalApi(context);
    const product = await paypal.createProduct({
      name: `Creator OS ${plan.name} plan`,
      description: `${plan.creditsIncluded} credits per month`,
      type: 'SERVICE',
      category: 'SOFTWARE',
    });
    const billingPlan = await paypal.createPlan({
      product_id: product.id,
      name: `Creator OS ${plan.name} (${plan.interval === 'year' ? 'yearly' : 'monthly'})`,
      status: 'ACTIVE',
      billing_cycles: [
        {
          frequency: { interval_unit: plan.interval === 'year' ? 'YEAR' : 'MONTH', interval_count: 1 },
          tenure_type: 'REGULAR',
          sequence: 1,
          total_cycles: 0,
          pricing_scheme: { fixed_price: { value: dollars(plan.priceCents), currency_code: 'USD' } },
        },
      ],
      payment_preferences: {
        auto_bill_outstanding: true,
        setup_fee_failure_action: 'CONTINUE',
        payment_failure_threshold: 3,
      },
    });
    const subscription = await paypal.createSubscription({
      plan_id: billingPlan.id,
      start_time: paypalTime(new Date(Date.now() + START_DELAY_MS)),
      custom_id: encodePurchase({
        user_id: user.id,
        type: 'subscription',
        plan_id: plan.id,
        interval: plan.interval,
      }),
      application_context: {
        brand_name: 'Creator OS',
        user_action: 'SUBSCRIBE_NOW',
        shipping_preference: 'NO_SHIPPING',
        return_url: returnUrl,
        cancel_url: cancelUrl,
      },
    });
    return json({ subscriptionId: subscription.id, approveUrl: approveLink(subscription.links) });
  },
  { failure: PAYMENT_FAILURE },
);
