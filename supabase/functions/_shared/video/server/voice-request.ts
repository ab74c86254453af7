import {
  DEFAULT_VOICE_ID,
  DEFAULT_VOICE_MODEL_ID,
  DEFAULT_VOICE_SETTINGS,
  voiceIdFor,
  type VoiceSettings,
} from '../voice.ts';

/**
 * What a voice-over asks the provider for, with every default filled in: the request an
 * idempotency key is bound to. Two bodies that make the same audio ('Bella' or Bella's id,
 * settings left out or given as the defaults) are the same request.
 */
export type VoiceRequest = {
  text: string;
  voiceId: string;
  modelId: string;
  voiceSettings: VoiceSettings;
};

export function voiceRequest(
  text: string,
  body: { voiceId?: string | null; modelId?: string | null; voiceSettings?: Partial<VoiceSettings> | null },
): VoiceRequest {
  const given = Object.fromEntries(
    Object.entries(body.voiceSettings ?? {}).filter(([, value]) => value !== undefined),
  ) as Partial<VoiceSettings>;
  return {
    text,
    voiceId: voiceIdFor(body.voiceId ?? DEFAULT_VOICE_ID),
    modelId: body.modelId ?? DEFAULT_VOICE_MODEL_ID,
    voiceSettings: { ...DEFAULT_VOICE_SETTINGS, ...given },
  };
}
