import type { BackendMode } from '@/lib/env';
import { getErrorMessage } from '@/lib/get-error-message';
import type { AppSupabaseClient } from '@/lib/supabase';
import { KEEP_VOICEOVER_ERRORS, keepOwnVoiceover } from '@/lib/voiceovers/voiceovers-api';
import { mockSpeechBlob } from '../../../supabase/functions/_shared/video/mock-voice.ts';
import type { FetchLike } from '../../../supabase/functions/_shared/video/video-types.ts';
import {
  createVoiceClient,
  voiceIdFor,
  voiceLabel,
} from '../../../supabase/functions/_shared/video/voice.ts';
import { VoiceoverNotKeptError, type VideoService } from './video-service';

export interface OwnKeySpeechDeps {
  client: AppSupabaseClient;
  mode: BackendMode;
  /** The user's own ElevenLabs key, if they saved one. */
  elevenLabsKey: () => string | null | undefined;
  /** Hosted without an own key: the server speaks (charged like anyone's) and records it itself. */
  server: VideoService['speak'];
  /** ElevenLabs' HTTP API (tests fake it). */
  fetch?: FetchLike;
}

/**
 * Voice-overs with the user's own ElevenLabs key, or local mode's sample voice without one, made
 * in this browser and kept in the workspace named in the options, as the server keeps those it
 * makes. The audio was paid for, so a failure to keep it rejects with VoiceoverNotKeptError,
 * which still carries the audio.
 */
export function createOwnKeySpeech(deps: OwnKeySpeechDeps): VideoService['speak'] {
  return async (text, voiceId, options = {}) => {
    const apiKey = deps.elevenLabsKey();
    if (!apiKey && deps.mode === 'hosted') return deps.server(text, voiceId, options);
    const audio = apiKey
      ? await createVoiceClient({ apiKey, fetch: deps.fetch }).textToSpeech(text, voiceId)
      : mockSpeechBlob(text);
    if (!options.workspaceId) return audio;
    try {
      await keepOwnVoiceover(
        deps.client,
        {
          workspaceId: options.workspaceId,
          scriptId: options.scriptId,
          scriptVersion: options.scriptVersion,
          // Named and trimmed as the text-to-speech function records its own.
          voice: voiceLabel(voiceIdFor(voiceId)),
          text: text.trim(),
          audio,
        },
        deps.mode,
      );
    } catch (error) {
      throw new VoiceoverNotKeptError(audio, getErrorMessage(error, KEEP_VOICEOVER_ERRORS.failed));
    }
    return audio;
  };
}
