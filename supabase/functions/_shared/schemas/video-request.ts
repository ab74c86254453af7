import { z } from 'zod';
import { VIDEO_STYLES } from '../video/costs.ts';
import {
  VIDEO_ASPECT_RATIOS,
  VIDEO_DURATION_MAX,
  VIDEO_DURATION_MIN,
  VIDEO_ERRORS,
} from '../video/video-types.ts';

/** The longest script or prompt a video is made from. */
export const VIDEO_TEXT_MAX_CHARACTERS = 20_000;

const optionalText = (max: number) => z.string().max(max).nullish();

/** A script or prompt as sent; it may be blank when the other one carries the text. */
export const videoText = z.string().max(VIDEO_TEXT_MAX_CHARACTERS);

/** A script once trimmed: never blank, for a video as for a voice-over. */
export const nonBlankScript = z.string().trim().min(1, VIDEO_ERRORS.emptyScript);

/** The script (or prompt) a video is made from, trimmed. */
export const requiredScript = nonBlankScript.max(VIDEO_TEXT_MAX_CHARACTERS);

export const videoStyle = z.enum(VIDEO_STYLES);
export const videoDuration = z.number().int().min(VIDEO_DURATION_MIN).max(VIDEO_DURATION_MAX);
export const videoAspectRatio = z.enum(VIDEO_ASPECT_RATIOS);
/** The voice's name as the Voice panel shows it (the provider reads it as a hint). */
export const videoVoice = optionalText(100);

/** The workspace a video goes to (the caller must be a member, admin or owner there). */
export const videoWorkspaceId = z.uuid('A workspace id is required');

/** The workspace script a video is made from, and its version. */
export const videoScriptId = z.uuid('The script id must be a uuid').nullish();
export const videoScriptVersion = z.number().int().min(1).nullish();

/** Binds a request to its first answer (see the README's "Security rules the code keeps"). */
export const idempotencyKey = z.string().trim().min(1).max(200).nullish();

/**
 * The generate-video body. Mode 'script' wraps the script in the script prompt (the prompt
 * stands in when the script is blank); mode 'video' sends the prompt (or the script) as it is.
 */
export const GenerateVideoBody = z.object({
  script: videoText.nullish(),
  prompt: videoText.nullish(),
  style: videoStyle,
  duration: videoDuration,
  aspectRatio: videoAspectRatio,
  voice: videoVoice,
  quality: optionalText(40),
  mode: z.enum(['video', 'script']),
  workspaceId: videoWorkspaceId,
  scriptId: videoScriptId,
  scriptVersion: videoScriptVersion,
  idempotencyKey,
});
export type GenerateVideoBody = z.output<typeof GenerateVideoBody>;

/** The text a video is made from, by mode, before the `requiredScript` check. */
export function videoTextOf(body: Pick<GenerateVideoBody, 'mode' | 'script' | 'prompt'>): string {
  const [first, second] = body.mode === 'script' ? [body.script, body.prompt] : [body.prompt, body.script];
  return first?.trim() ? first : (second ?? '');
}
