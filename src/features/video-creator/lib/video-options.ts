import { CREDIT_COSTS, type VideoStyle } from '@/lib/credits/credit-constants';
import { ASPECT_RATIOS, CREATOR_VOICES, type AspectRatio } from '@/services/video/video-service';
import { VIDEO_STYLES } from '../../../../supabase/functions/_shared/video/costs.ts';

export interface VoiceOption {
  /** The voice's ElevenLabs id. */
  id: string;
  name: string;
  description: string;
}

/** The four voices of the Voice panel (ElevenLabs' premade voices); Bella is the default. */
export const VOICES: readonly VoiceOption[] = CREATOR_VOICES.map((voice) => ({
  id: voice.voice_id,
  name: voice.name,
  description: voice.description,
}));

export const DEFAULT_VOICE_ID = VOICES[0].id;

export interface StyleOption {
  id: VideoStyle;
  label: string;
  cost: number;
}

const STYLE_LABELS: Readonly<Record<VideoStyle, string>> = {
  professional: 'Professional',
  minimal: 'Minimal',
  creative: 'Creative',
  energetic: 'Energetic',
};

/** The video styles with their credit costs; professional is the default. */
export const STYLES: readonly StyleOption[] = VIDEO_STYLES.map((id) => ({
  id,
  label: STYLE_LABELS[id],
  cost: CREDIT_COSTS.video[id],
}));

export const DEFAULT_STYLE: VideoStyle = 'professional';

const ASPECT_RATIO_LABELS: Readonly<Record<AspectRatio, string>> = {
  '16:9': '16:9 Landscape (YouTube)',
  '9:16': '9:16 Vertical (Shorts, Reels)',
  '1:1': '1:1 Square',
  '4:5': '4:5 Portrait (feeds)',
};

export const ASPECT_RATIO_OPTIONS: readonly { id: AspectRatio; label: string }[] = ASPECT_RATIOS.map(
  (id) => ({ id, label: ASPECT_RATIO_LABELS[id] }),
);

export const DURATION = { min: 15, max: 120, step: 5, default: 30 } as const;

/** The video's estimated seconds (docs/product-rules.md#video-generation): characters / 150, rounded up. */
export function estimatedSeconds(script: string): number {
  return Math.ceil(script.length / 150);
}

export const creditsWord = (amount: number) => (amount === 1 ? 'credit' : 'credits');
