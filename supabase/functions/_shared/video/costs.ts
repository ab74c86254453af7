/** Credit costs (docs/product-rules.md#credit-costs): video by style, voice 1. */
import type { Enums } from '../database.types.ts';
import { everyEnumValue } from '../enum-values.ts';

export type VideoStyle = Enums<'video_style'>;

/** The styles in the order the creator lists them. */
export const VIDEO_STYLES = everyEnumValue('video_style', [
  'professional',
  'minimal',
  'creative',
  'energetic',
]);

export const DEFAULT_VIDEO_STYLE: VideoStyle = 'professional';

export const VIDEO_STYLE_COSTS: Readonly<Record<VideoStyle, number>> = {
  professional: 1,
  minimal: 1,
  creative: 2,
  energetic: 5,
};

/** One voice generation. */
export const VOICE_COST = 1;

export function isVideoStyle(value: unknown): value is VideoStyle {
  return typeof value === 'string' && (VIDEO_STYLES as readonly string[]).includes(value);
}

/** The credits a video of this style costs. */
export function videoCost(style: VideoStyle): number {
  return VIDEO_STYLE_COSTS[style];
}
