import { contextFromEnv } from '../_shared/deno-context.ts';
import { handlePaypalCreateOrder } from '../_shared/handlers/paypal-create-order.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handlePaypalCreateOrder(request, context));
