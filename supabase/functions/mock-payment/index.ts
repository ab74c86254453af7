import { contextFromEnv } from '../_shared/deno-context.ts';
import { handleMockPayment } from '../_shared/handlers/mock-payment.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handleMockPayment(request, context));
