import { contextFromEnv } from '../_shared/deno-context.ts';
import { handlePsFabaApi } from '../_shared/handlers/ps-faba-api.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handlePsFabaApi(request, context));
