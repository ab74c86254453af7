import { contextFromEnv } from '../_shared/deno-context.ts';
import { handleCreateSetupIntent } from '../_shared/handlers/create-setup-intent.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handleCreateSetupIntent(request, context));
