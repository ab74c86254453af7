import { contextFromEnv } from '../_shared/deno-context.ts';
import { handlePaypalCaptureOrder } from '../_shared/handlers/paypal-capture-order.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handlePaypalCaptureOrder(request, context));
