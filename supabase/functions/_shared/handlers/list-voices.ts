import type { FunctionContext } from '../context.ts';
import { json } from '../http.ts';
import { functionRoute, VIDEO_FAILURE } from '../route.ts';
import { platformVoiceClient } from '../video/server/platform.ts';
import { CREATOR_VOICES } from '../video/voice.ts';

/**
 * The voices a voice-over can use. GET (or POST); public. With the platform key
 * (ELEVENLABS_API_KEY) the account's voices, `source: 'platform'`; without one, or when the list
 * cannot be read, the four panel voices (Bella, Antoni, Arnold, Rachel), `source: 'default'`.
 * Answers `{ voices: [{ voice_id, name, category, description }], source }`.
 */
export const handleListVoices = functionRoute(
  ['GET', 'POST'],
  async (_request: Request, context: FunctionContext) => {
    const voices = await platformVoiceClient(context)?.fetchVoices();
    return voices
      ? json({ voices, source: 'platform' })
      : json({ voices: CREATOR_VOICES, source: 'default' });
  },
  { failure: VIDEO_FAILURE },
);
