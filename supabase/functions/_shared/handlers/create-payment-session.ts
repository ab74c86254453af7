import type Stripe from 'stripe';
import type { FunctionContext } from '../context.ts';
import { json } from '../http.ts';
import { assertAmount, creditPack, PAYMENT_CURRENCY, planPrice } from '../payments/catalog.ts';
import { checkReturnUrl } from '../payments/return-url.ts';
import { checkoutSchema } from '../payments/schemas.ts';
import { stripeClient, stripeCustomerFor, stripeFailure } from '../payments/stripe.ts';
import { readJson, requireUser } from '../request.ts';
import { functionRoute, PAYMENT_FAILURE } from '../route.ts';

/**
 * Starts a Stripe Checkout for a credit pack or a plan. POST; signed in.
 * Body: `{ type: 'credits', credits, amount, currency, success_url, cancel_url }` or
 * `{ type: 'subscription', planId, planName, amount, currency, interval, success_url, cancel_url }`,
 * amount in cents and checked against the server's price. Answers `{ sessionId, url }`.
 */
export const handleCreatePaymentSession = functionRoute(
  ['POST'],
  async (request: Request, context: FunctionContext) => {
    const { admin, env } = context;
    const user = await requireUser(request, admin);
    const body = await readJson(request, checkoutSchema);
    const success_url = checkReturnUrl(body.success_url, env, request);
    const cancel_url = checkReturnUrl(body.cancel_url, env, request);

    let params: Stripe.Checkout.SessionCreateParams;
    if (body.type === 'credits') {
      const pack = creditPack(body.credits);
      assertAmount(body.amount, pack.priceCents);
      const metadata = { user_id: user.id, type: 'credits', credits: String(pack.credits) };
      params = {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: PAYMENT_CURRENCY,
              unit_amount: pack.priceCents,
              product_data: {
                name: pack.test ? 'Test payment: 1 credit' : `${pack.credits} credits`,
                description: 'Creator OS credits for videos, voice-overs and more',
              },
            },
          },
        ],
        metadata,
        payment_intent_data: { metadata },
      };
    } else {
      const plan = await planPrice(admin, body.planId, body.interval);
      assertAmount(body.amount, plan.priceCents);
      const metadata = { user_id: user.id, type: 'subscription', plan_id: plan.id, interval: plan.interval };
      params = {
        mode: 'subscription',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: PAYMENT_CURRENCY,
              unit_amount: plan.priceCents,
              recurring: { interval: plan.interval },
              product_data: { name: `Creator OS ${plan.name} plan` },
            },
          },
        ],
        metadata,
        subscription_data: { metadata },
      };
    }

    const stripe = await stripeClient(context);
    try {
      const customer = await stripeCustomerFor(admin, stripe, user);
      const session = await stripe.checkout.sessions.create({
        ...params,
        customer,
        client_reference_id: user.id,
        success_url,
        cancel_url,
      });
      return json({ sessionId: session.id, url: session.url });
    } catch (error) {
      throw stripeFailure(error);
    }
  },
  { failure: PAYMENT_FAILURE },
);
