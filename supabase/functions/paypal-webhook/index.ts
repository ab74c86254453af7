import { contextFromEnv } from '../_shared/deno-context.ts';
import { handlePaypalWebhook } from '../_shared/handlers/paypal-webhook.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handlePaypalWebhook(request, context));
