import { contextFromEnv } from '../_shared/deno-context.ts';
import { handleGetPaymentMethods } from '../_shared/handlers/get-payment-methods.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handleGetPaymentMethods(request, context));
