import { CREDIT_COSTS, type VideoStyle } from '@/lib/credits/credit-constants';
import { CREATOR_VOICES, type AspectRatio } from '@/services/video/video-service';

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

/** The video styles with their credit costs; professional is the default. */
export const STYLES: readonly StyleOption[] = [
  { id: 'professional', label: 'Professional', cost: CREDIT_COSTS.video.professional },
  { id: 'minimal', label: 'Minimal', cost: CREDIT_COSTS.video.minimal },
  { id: 'creative', label: 'Creative', cost: CREDIT_COSTS.video.creative },
  { id: 'energetic', label: 'Energetic', cost: CREDIT_COSTS.video.energetic },
];

export const DEFAULT_STYLE: VideoStyle = 'professional';

export const ASPECT_RATIO_OPTIONS: readonly { id: AspectRatio; label: string }[] = [
  { id: '16:9', label: '16:9 Landscape (YouTube)' },
  { id: '9:16', label: '9:16 Vertical (Shorts, Reels)' },
  { id: '1:1', label: '1:1 Square' },
  { id: '4:5', label: '4:5 Portrait (feeds)' },
];

export const DURATION = { min: 15, max: 120, step: 5, default: 30 } as const;

/** The spec's estimate of the video's length in seconds: characters / 150, rounded up. */
export function estimatedSeconds(script: string): number {
  return Math.ceil(script.length / 150);
}

export const creditsWord = (amount: number) => (amount === 1 ? 'credit' : 'credits');
