import type { FunctionContext } from '../context.ts';
import { json } from '../http.ts';
import { assertAmount, creditPack, dollars, planPrice } from '../payments/catalog.ts';
import { approveLink, paypalApi, withProviderParam } from '../payments/paypal.ts';
import { checkReturnUrl } from '../payments/return-url.ts';
import { checkoutSchema, encodePurchase, type Purchase } from '../payments/schemas.ts';
import { readJson, requireUser } from '../request.ts';
import { functionRoute, PAYMENT_FAILURE } from '../route.ts';

/**
 * Creates a PayPal order (intent CAPTURE) the buyer approves on PayPal. POST; signed in.
 * Body as create-payment-session's (`type` credits or subscription, amount in cents checked
 * against the server's price, success_url and cancel_url on this app's origin; PayPal sends the
 * buyer back with provider=paypal). Answers `{ orderId, approveUrl }`.
 */
export const handlePaypalCreateOrder = functionRoute(
  ['POST'],
  async (request: Request, context: FunctionContext) => {
    const { admin, env } = context;
    const user = await requireUser(request, admin);
    const body = await readJson(request, checkoutSchema);
    const returnUrl = withProviderParam(checkReturnUrl(body.success_url, env, request));
    const cancelUrl = withProviderParam(checkReturnUrl(body.cancel_url, env, request));

    let priceCents: number;
    let description: string;
    let purchase: Purchase;
    if (body.type === 'credits') {
      const pack = creditPack(body.credits);
      priceCents = pack.priceCents;
      description = pack.test ? 'Creator OS test payment: 1 credit' : `Creator OS: ${pack.credits} credits`;
      purchase = { user_id: user.id, type: 'credits', credits: pack.credits };
    } else {
      const plan = await planPrice(admin, body.planId, body.interval);
      priceCents = plan.priceCents;
      description = `Creator OS ${plan.name} plan, one ${plan.interval}`;
      purchase = { user_id: user.id, type: 'subscription', plan_id: plan.id, interval: plan.interval };
    }
    assertAmount(body.amount, priceCents);

    const paypal = paypalApi(context);
    const order = await paypal.createOrder({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'default',
          description,
          custom_id: encodePurchase(purchase),
          amount: { currency_code: 'USD', value: dollars(priceCents) },
        },
      ],
      application_context: {
        brand_name: 'Creator OS',
        user_action: 'PAY_NOW',
        shipping_preference: 'NO_SHIPPING',
        return_url: returnUrl,
        cancel_url: cancelUrl,
      },
    });
    return json({ orderId: order.id, approveUrl: approveLink(order.links) });
  },
  { failure: PAYMENT_FAILURE },
);
