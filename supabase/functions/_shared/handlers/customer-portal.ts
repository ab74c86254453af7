import { z } from 'zod';
import type { FunctionContext } from '../context.ts';
import { json } from '../http.ts';
import { checkReturnUrl } from '../payments/return-url.ts';
import { returnUrlSchema } from '../payments/schemas.ts';
import { findStripeCustomer, stripeClient, stripeFailure } from '../payments/stripe.ts';
import { HttpError, readJson, requireUser } from '../request.ts';
import { functionRoute, PAYMENT_FAILURE } from '../route.ts';

const bodySchema = z.object({ return_url: returnUrlSchema });

/**
 * Opens Stripe's billing portal for the caller's customer. POST; signed in.
 * Body `{ return_url }` (this app's origin). Answers `{ url }`; 404 when they have no customer.
 */
export const handleCustomerPortal = functionRoute(
  ['POST'],
  async (request: Request, context: FunctionContext) => {
    const user = await requireUser(request, context.admin);
    const body = await readJson(request, bodySchema);
    const return_url = checkReturnUrl(body.return_url, context.env, request);
    const stripe = await stripeClient(context);
    try {
      const customer = await findStripeCustomer(context.admin, stripe, user);
      if (!customer) throw new HttpError(404, 'No billing account yet');
      const session = await stripe.billingPortal.sessions.create({ customer, return_url });
      return json({ url: session.url });
    } catch (error) {
      throw stripeFailure(error);
    }
  },
  { failure: PAYMENT_FAILURE },
);
