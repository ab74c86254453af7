import { useCallback, useRef, useState } from 'react';
import { getErrorMessage } from '@/lib/get-error-message';
import {
  InsufficientVideoCreditsError,
  newIdempotencyKey,
  type VideoService,
} from '@/services/video/video-service';
import { useObjectUrl } from './use-object-url';

export type VoiceOverState =
  | { phase: 'idle' }
  | { phase: 'generating' }
  | { phase: 'ready'; url: string; blob: Blob }
  | { phase: 'failed'; error: string };

export type VoiceOverOutcome = 'ready' | 'insufficient' | 'failed' | 'stale';

/** Generate Voice: the audio of the script, playable and downloadable until cleared. */
export function useVoiceOver(service: VideoService) {
  const [state, setState] = useState<VoiceOverState>({ phase: 'idle' });
  const { replace: replaceAudio } = useObjectUrl();
  const run = useRef(0);

  const generate = useCallback(
    async (text: string, voiceId: string): Promise<VoiceOverOutcome> => {
      const id = ++run.current;
      setState({ phase: 'generating' });
      try {
        const blob = await service.speak(text, voiceId, { idempotencyKey: newIdempotencyKey() });
        if (id !== run.current) return 'stale';
        const url = replaceAudio(blob);
        setState(
          url ? { phase: 'ready', url, blob } : { phase: 'failed', error: 'Failed to generate speech' },
        );
        return url ? 'ready' : 'failed';
      } catch (error) {
        if (id !== run.current) return 'stale';
        if (error instanceof InsufficientVideoCreditsError) {
          setState({ phase: 'idle' });
          return 'insufficient';
        }
        setState({ phase: 'failed', error: getErrorMessage(error, 'Failed to generate speech') });
        return 'failed';
      }
    },
    [replaceAudio, service],
  );

  const clear = useCallback(() => {
    run.current += 1;
    replaceAudio(null);
    setState({ phase: 'idle' });
  }, [replaceAudio]);

  return { state, generate, clear };
}
