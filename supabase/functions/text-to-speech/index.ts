import { contextFromEnv } from '../_shared/deno-context.ts';
import { handleTextToSpeech } from '../_shared/handlers/text-to-speech.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handleTextToSpeech(request, context));
