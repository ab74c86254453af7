import { InsufficientVideoCreditsError, type VideoJobResult, type VideoService } from './video-service';
import { toJobResult } from './video-rows';
import { readFunctionError } from '@/lib/function-error';

/** POSTs JSON to a server function and gives back its Response (see postToFunction). */
export type CallFunction = (name: string, body: Record<string, unknown>) => Promise<Response>;

async function failure(response: Response, fallback: string): Promise<Error> {
  if (response.status === 402) return new InsufficientVideoCreditsError();
  // Only the function's own JSON text; a gateway's plain-text page gives way to the fallback text.
  return readFunctionError(response, { fallback, plainText: false });
}

async function callJson(call: CallFunction, name: string, body: Record<string, unknown>, fallback: string) {
  let response: Response;
  try {
    response = await call(name, body);
  } catch {
    throw new Error(fallback);
  }
  if (!response.ok) throw await failure(response, fallback);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new Error(fallback);
  }
}

/**
 * The video creator through the server functions, which hold the platform keys, charge the
 * credits with the job and refund failed ones: generate-video, video-status, text-to-speech.
 */
export function createServerVideoService(deps: {
  call: CallFunction;
  listRecent: VideoService['listRecent'];
  storeUpload: VideoService['storeUpload'];
}): VideoService {
  return {
    kind: 'server',

    async generate(request) {
      const body = await callJson(
        deps.call,
        'generate-video',
        {
          ...(request.mode === 'script' ? { script: request.text } : { prompt: request.text }),
          mode: request.mode,
          style: request.style,
          duration: request.duration,
          aspectRatio: request.aspectRatio,
          voice: request.voice,
          quality: request.quality,
          workspaceId: request.workspaceId,
          scriptId: request.scriptId ?? undefined,
          scriptVersion: request.scriptVersion ?? undefined,
          idempotencyKey: request.idempotencyKey,
        },
        'Video generation failed',
      );
      const { id, provider } = (body ?? {}) as { id?: unknown; provider?: unknown };
      if (typeof id !== 'string' || !id) throw new Error('Video generation failed');
      return { id, provider: typeof provider === 'string' ? provider : 'unknown' };
    },

    async status(id, provider): Promise<VideoJobResult> {
      const body = await callJson(deps.call, 'video-status', { id }, 'Failed to check video status');
      return toJobResult(body, { id, provider });
    },

    async speak(text, voiceId, options = {}) {
      let response: Response;
      try {
        response = await deps.call('text-to-speech', {
          text,
          voiceId,
          idempotencyKey: options.idempotencyKey,
          ...(options.workspaceId
            ? {
                workspaceId: options.workspaceId,
                scriptId: options.scriptId ?? null,
                scriptVersion: options.scriptVersion ?? null,
              }
            : {}),
        });
      } catch {
        throw new Error('Failed to generate speech');
      }
      if (!response.ok) throw await failure(response, 'Failed to generate speech');
      const audio = await response.blob();
      if (audio.size === 0) throw new Error('Failed to generate speech');
      const type = audio.type || response.headers.get('Content-Type') || 'audio/mpeg';
      return audio.type ? audio : new Blob([audio], { type });
    },

    listRecent: deps.listRecent,
    storeUpload: deps.storeUpload,
  };
}
