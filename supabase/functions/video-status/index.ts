import { contextFromEnv } from '../_shared/deno-context.ts';
import { handleVideoStatus } from '../_shared/handlers/video-status.ts';

const context = contextFromEnv(Deno.env.toObject());

Deno.serve((request) => handleVideoStatus(request, context));
