import { contextFromEnv } from '../_shared/deno-context.ts';
import { handleCustomerPortal } from '../_shared/handlers/customer-portal.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handleCustomerPortal(request, context));
