import { contextFromEnv } from '../_shared/deno-context.ts';
import { handleHealth } from '../_shared/handlers/health.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handleHealth(request, context));
