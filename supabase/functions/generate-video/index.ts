import { contextFromEnv } from '../_shared/deno-context.ts';
import { handleGenerateVideo } from '../_shared/handlers/generate-video.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handleGenerateVideo(request, context));
