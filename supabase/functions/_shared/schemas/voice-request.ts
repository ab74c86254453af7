import { z } from 'zod';
import { idempotencyKey, nonBlankScript } from './video-request.ts';

/** The longest text one voice-over takes. */
export const SPEECH_MAX_CHARACTERS = 5000;

const unit = z.number().min(0).max(1);

/** An ElevenLabs voice id or a Voice panel name (Bella, Antoni, Arnold, Rachel). */
export const voiceId = z.string().trim().min(1).max(100);

/** A voice-over's text: the script, trimmed, never blank and at most 5000 characters. */
export const speechText = nonBlankScript.max(
  SPEECH_MAX_CHARACTERS,
  `The script is too long for a voice-over (at most ${SPEECH_MAX_CHARACTERS} characters)`,
);

/**
 * The text-to-speech body; `text` is checked with `speechText` once the shape is right. With a
 * `workspaceId` the voice-over is recorded in that workspace (from `scriptId` at `scriptVersion`
 * when given), so its members can play it again later.
 */
export const TextToSpeechBody = z.object({
  text: z.string().max(50_000),
  voiceId: voiceId.nullish(),
  modelId: z.string().trim().min(1).max(100).nullish(),
  voiceSettings: z
    .object({
      stability: unit.optional(),
      similarity_boost: unit.optional(),
      style: unit.optional(),
      use_speaker_boost: z.boolean().optional(),
    })
    .nullish(),
  idempotencyKey,
  workspaceId: z.uuid().nullish(),
  scriptId: z.uuid().nullish(),
  scriptVersion: z.number().int().min(1).nullish(),
});
export type TextToSpeechBody = z.output<typeof TextToSpeechBody>;
