import { describe, expect, test } from 'vitest';
import {
  GenerateVideoBody,
  requiredScript,
  videoTextOf,
} from '../../../../../supabase/functions/_shared/schemas/video-request.ts';
import {
  speechText,
  TextToSpeechBody,
} from '../../../../../supabase/functions/_shared/schemas/voice-request.ts';
import { ScriptToVideoForm, type ScriptToVideoValues } from '../script-to-video-form';

const values: ScriptToVideoValues = {
  script: '  Meet Creator OS.  ',
  voiceId: 'EXAVITQu4vr4xnSDxMaL',
  style: 'professional',
  duration: 30,
  aspectRatio: '16:9',
};

/** The generate-video body the screen sends for these form values. */
const bodyOf = (form: ScriptToVideoValues) => ({
  script: form.script,
  style: form.style,
  duration: form.duration,
  aspectRatio: form.aspectRatio,
  voice: 'Bella',
  mode: 'script',
  workspaceId: '00000000-0000-4000-8000-000000000001',
});

/** The message the edge function answers for a body: the shape first, then the script rule. */
function serverRefusal(body: unknown): string | null {
  const parsed = GenerateVideoBody.safeParse(body);
  if (!parsed.success) return parsed.error.issues[0].message;
  const script = requiredScript.safeParse(videoTextOf(parsed.data));
  return script.success ? null : script.error.issues[0].message;
}

const formRefusal = (form: ScriptToVideoValues) => {
  const parsed = ScriptToVideoForm.safeParse(form);
  return parsed.success ? null : parsed.error.issues[0].message;
};

describe('one schema module for the Script to Video form and its edge functions', () => {
  test('good values pass on both sides; the script is sent trimmed', () => {
    expect(ScriptToVideoForm.parse(values)).toEqual({ ...values, script: 'Meet Creator OS.' });
    expect(serverRefusal(bodyOf(values))).toBeNull();
    expect(TextToSpeechBody.safeParse({ text: values.script, voiceId: values.voiceId }).success).toBe(true);
  });

  test('a blank script is refused with "Please enter a script first", for a video and for a voice-over', () => {
    const blank = { ...values, script: ' \n\t ' };
    expect(formRefusal(blank)).toBe('Please enter a script first');
    expect(serverRefusal(bodyOf(blank))).toBe('Please enter a script first');
    expect(speechText.safeParse(blank.script).error?.issues[0].message).toBe('Please enter a script first');
  });

  test.each<[string, Partial<ScriptToVideoValues>]>([
    ['a duration under 15 s', { duration: 14 }],
    ['a duration over 120 s', { duration: 121 }],
    ['a fraction of a second', { duration: 30.5 }],
    ['an unknown style', { style: 'cartoon' as ScriptToVideoValues['style'] }],
    ['an unknown aspect ratio', { aspectRatio: '2:1' as ScriptToVideoValues['aspectRatio'] }],
    ['a script over 20,000 characters', { script: 'x'.repeat(20_001) }],
  ])('%s is refused on both sides', (_, change) => {
    const bad = { ...values, ...change };
    expect(formRefusal(bad)).not.toBeNull();
    expect(serverRefusal(bodyOf(bad))).not.toBeNull();
  });

  test('a voice-over is at most 5000 characters', () => {
    expect(speechText.safeParse('a'.repeat(5000)).success).toBe(true);
    expect(speechText.safeParse('a'.repeat(5001)).error?.issues[0].message).toBe(
      'The script is too long for a voice-over (at most 5000 characters)',
    );
  });
});
