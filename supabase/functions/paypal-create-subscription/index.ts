import { contextFromEnv } from '../_shared/deno-context.ts';
import { handlePaypalCreateSubscription } from '../_shared/handlers/paypal-create-subscription.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handlePaypalCreateSubscription(request, context));
