import { z } from 'zod';
import type { FunctionContext } from '../context.ts';
import { json } from '../http.ts';
import { stripeClient, stripeCustomerFor, stripeFailure } from '../payments/stripe.ts';
import { readJson, requireUser } from '../request.ts';
import { functionRoute, PAYMENT_FAILURE } from '../route.ts';

/** No fields are needed: an empty body or a JSON object (its fields are not used). */
const bodySchema = z.object({});

/**
 * Prepares saving a card for the caller (their customer is created when they have none).
 * POST; signed in; body empty or `{}`. Answers `{ client_secret }` for Stripe.js to confirm.
 */
export const handleCreateSetupIntent = functionRoute(
  ['POST'],
  async (request: Request, context: FunctionContext) => {
    const user = await requireUser(request, context.admin);
    await readJson(request, bodySchema, { optional: true });
    const stripe = await stripeClient(context);
    try {
      const customer = await stripeCustomerFor(context.admin, stripe, user);
      const intent = await stripe.setupIntents.create({
        customer,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { user_id: user.id },
      });
      return json({ client_secret: intent.client_secret });
    } catch (error) {
      throw stripeFailure(error);
    }
  },
  { failure: PAYMENT_FAILURE },
);
