import { contextFromEnv } from '../_shared/deno-context.ts';
import { handleAssistant } from '../_shared/handlers/assistant.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handleAssistant(request, context));
