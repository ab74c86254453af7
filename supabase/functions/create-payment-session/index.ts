import { contextFromEnv } from '../_shared/deno-context.ts';
import { handleCreatePaymentSession } from '../_shared/handlers/create-payment-session.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handleCreatePaymentSession(request, context));
