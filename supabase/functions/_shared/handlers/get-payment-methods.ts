import type { FunctionContext } from '../context.ts';
import { json } from '../http.ts';
import { stripeSettings } from '../payments/config.ts';
import { findStripeCustomer, stripeClient, stripeFailure } from '../payments/stripe.ts';
import { requireUser } from '../request.ts';
import { functionRoute, PAYMENT_FAILURE } from '../route.ts';

/**
 * The caller's saved cards. GET; signed in. Answers
 * `{ paymentMethods: [{ id, brand, last4, expMonth, expYear }] }`: empty when Stripe is not
 * configured or the caller has no customer yet.
 */
export const handleGetPaymentMethods = functionRoute(
  ['GET'],
  async (request: Request, context: FunctionContext) => {
    const user = await requireUser(request, context.admin);
    if (!stripeSettings(context.env).configured) return json({ paymentMethods: [] });
    const stripe = await stripeClient(context);
    try {
      const customer = await findStripeCustomer(context.admin, stripe, user);
      if (!customer) return json({ paymentMethods: [] });
      const methods = await stripe.paymentMethods.list({ customer, type: 'card', limit: 20 });
      return json({
        paymentMethods: methods.data.map((method) => ({
          id: method.id,
          brand: method.card?.brand ?? 'unknown',
          last4: method.card?.last4 ?? '',
          expMonth: method.card?.exp_month ?? null,
          expYear: method.card?.exp_year ?? null,
        })),
      });
    } catch (error) {
      throw stripeFailure(error);
    }
  },
  { failure: PAYMENT_FAILURE },
);
