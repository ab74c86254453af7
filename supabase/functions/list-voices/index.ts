import { contextFromEnv } from '../_shared/deno-context.ts';
import { handleListVoices } from '../_shared/handlers/list-voices.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handleListVoices(request, context));
