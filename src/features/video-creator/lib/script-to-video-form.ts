import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  GenerateVideoBody,
  requiredScript,
} from '../../../../supabase/functions/_shared/schemas/video-request.ts';
import { voiceId } from '../../../../supabase/functions/_shared/schemas/voice-request.ts';
import { DEFAULT_STYLE, DEFAULT_VOICE_ID, DURATION } from './video-options';

/**
 * Script to Video's inputs, checked with the rules generate-video and text-to-speech check
 * them with (one module, two sides): the script is trimmed and never blank.
 */
export const ScriptToVideoForm = GenerateVideoBody.pick({
  style: true,
  duration: true,
  aspectRatio: true,
}).extend({
  script: requiredScript,
  voiceId,
  // Saving checks the title (src/lib/schemas/script.ts); generating does not use it.
  title: z.string().optional(),
});
export type ScriptToVideoValues = z.input<typeof ScriptToVideoForm>;
export type ScriptToVideoInput = z.output<typeof ScriptToVideoForm>;

/** The form, starting from `script` (a template opened from Templates & Swipes, or nothing). */
export function useScriptToVideoForm(script: string) {
  return useForm<ScriptToVideoValues, unknown, ScriptToVideoInput>({
    resolver: zodResolver(ScriptToVideoForm),
    defaultValues: {
      title: '',
      script,
      voiceId: DEFAULT_VOICE_ID,
      style: DEFAULT_STYLE,
      duration: DURATION.default,
      aspectRatio: '16:9',
    },
  });
}

export type ScriptToVideoFormApi = ReturnType<typeof useScriptToVideoForm>;
