import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@/lib/get-error-message';
import { voiceoverKeys } from '@/lib/voiceovers/voiceover-queries';
import {
  InsufficientVideoCreditsError,
  newIdempotencyKey,
  type SpeakOptions,
  type VideoService,
  VoiceoverNotKeptError,
} from '@/services/video/video-service';
import { useObjectUrl } from './use-object-url';
import { useVideoInvalidation } from './use-video-invalidation';

export type VoiceOverState =
  | { phase: 'idle' }
  | { phase: 'generating' }
  /** `notice`: why a voice-over made with the user's own key was not saved to the workspace. */
  | { phase: 'ready'; url: string; blob: Blob; notice: string | null }
  | { phase: 'failed'; error: string };

export interface VoiceOverOptions {
  /** The voice-over is ready to play. */
  onReady?: () => void;
  /** The server refused for lack of credits: the screen opens the upgrade modal. */
  onInsufficientCredits?: () => void;
}

const FAILED_TEXT = 'Failed to generate speech';

/** Where the voice-over is kept: the workspace, and the saved script it reads. */
export type VoiceOverTarget = Omit<SpeakOptions, 'idempotencyKey'>;

interface SpeechRequest {
  text: string;
  voiceId: string;
  keep: VoiceOverTarget;
}

interface Speech {
  blob: Blob;
  notice: string | null;
}

/** The audio, also when it was made but not kept in the workspace: the user paid for it. */
async function speakKeepingAudio(
  service: VideoService,
  { text, voiceId, keep }: SpeechRequest,
): Promise<Speech> {
  try {
    return {
      blob: await service.speak(text, voiceId, { idempotencyKey: newIdempotencyKey(), ...keep }),
      notice: null,
    };
  } catch (error) {
    if (error instanceof VoiceoverNotKeptError) return { blob: error.audio, notice: error.message };
    throw error;
  }
}

/**
 * Generate Voice: the audio of the script (a mutation, charged by the server), playable and
 * downloadable until cleared. A voice-over cleared or replaced before it answers shows nothing
 * and calls nothing back; the balance is fetched again however it ends.
 */
export function useVoiceOver(service: VideoService, options: VoiceOverOptions = {}) {
  const audio = useObjectUrl();
  const invalidate = useVideoInvalidation();
  const queryClient = useQueryClient();
  const speech = useMutation({
    mutationFn: (request: SpeechRequest) => speakKeepingAudio(service, request),
    onSettled: async (_audio, _error, { keep }) => {
      await invalidate.credits();
      // The server or the browser kept it in the workspace: the Library's list has one more.
      if (keep.workspaceId)
        await queryClient.invalidateQueries({ queryKey: voiceoverKeys.all(keep.workspaceId) });
    },
  });

  const state: VoiceOverState = speech.isPending
    ? { phase: 'generating' }
    : speech.isSuccess
      ? audio.url
        ? { phase: 'ready', url: audio.url, blob: speech.data.blob, notice: speech.data.notice }
        : { phase: 'failed', error: FAILED_TEXT }
      : speech.isError && !(speech.error instanceof InsufficientVideoCreditsError)
        ? { phase: 'failed', error: getErrorMessage(speech.error, FAILED_TEXT) }
        : { phase: 'idle' };

  // The callbacks given to `mutate` run only for the latest voice-over, and only while it is shown.
  const generate = (text: string, voiceId: string, keep: VoiceOverTarget = {}) =>
    speech.mutate(
      { text, voiceId, keep },
      {
        onSuccess: ({ blob }) => {
          if (audio.replace(blob)) options.onReady?.();
        },
        onError: (error) => {
          if (error instanceof InsufficientVideoCreditsError) options.onInsufficientCredits?.();
        },
      },
    );

  const clear = () => {
    speech.reset();
    audio.replace(null);
  };

  return { state, generate, clear };
}
