import { contextFromEnv } from '../_shared/deno-context.ts';
import { handlePaymentStatus } from '../_shared/handlers/payment-status.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handlePaymentStatus(request, context));
