import { contextFromEnv } from '../_shared/deno-context.ts';
import { handleStripeWebhook } from '../_shared/handlers/stripe-webhook.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handleStripeWebhook(request, context));
