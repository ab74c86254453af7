import { fetchWithTimeout, readJsonObject, resolveFetch, stringField, trimBase } from './provider-http.ts';
import type { FetchLike } from './video-types.ts';

/** ElevenLabs' API, authenticated with the `xi-api-key` header. */
export const ELEVENLABS_BASE_URL = 'https://api.elevenlabs.io/v1';

/** The speech defaults (docs/product-rules.md#voice-overs). */
export const DEFAULT_VOICE_MODEL_ID = 'eleven_monolingual_v1';

export interface VoiceSettings {
  stability: number;
  similarity_boost: number;
  style: number;
  use_speaker_boost: boolean;
}

export const DEFAULT_VOICE_SETTINGS: Readonly<VoiceSettings> = {
  stability: 0.5,
  similarity_boost: 0.5,
  style: 0,
  use_speaker_boost: true,
};

/** A voice: voice_id, name, category, description. */
export interface Voice {
  voice_id: string;
  name: string;
  category: string;
  description: string;
}

const BELLA: Voice = {
  voice_id: 'EXAVITQu4vr4xnSDxMaL',
  name: 'Bella',
  category: 'premade',
  description: 'Soft, young American female voice',
};
const ANTONI: Voice = {
  voice_id: 'ErXwobaYiN019PkySvjV',
  name: 'Antoni',
  category: 'premade',
  description: 'Well-rounded, young American male voice',
};
const ARNOLD: Voice = {
  voice_id: 'VR6AewLTigWG4xSOukaG',
  name: 'Arnold',
  category: 'premade',
  description: 'Crisp, middle-aged American male voice',
};
const RACHEL: Voice = {
  voice_id: '21m00Tcm4TlvDq8ikWAM',
  name: 'Rachel',
  category: 'premade',
  description: 'Calm, young American female voice',
};

/** The three voices a failed voice list falls back to (docs/product-rules.md#voice-overs). */
export const DEFAULT_VOICES: readonly Voice[] = [BELLA, ANTONI, ARNOLD];

/** The Video Creator's voice panel: Bella (the default), Antoni, Arnold, Rachel. */
export const CREATOR_VOICES: readonly Voice[] = [BELLA, ANTONI, ARNOLD, RACHEL];

export const DEFAULT_VOICE_ID = BELLA.voice_id;

/** A voice id for a panel name ('Bella') or an id (kept as it is). */
export function voiceIdFor(nameOrId: string): string {
  const wanted = nameOrId.trim();
  const known = CREATOR_VOICES.find((voice) => voice.name.toLowerCase() === wanted.toLowerCase());
  return known ? known.voice_id : wanted;
}

/** How a voice-over names its voice: the panel name for a panel voice, else the provider's id. */
export function voiceLabel(voiceId: string): string {
  return CREATOR_VOICES.find((voice) => voice.voice_id === voiceId)?.name ?? voiceId;
}

export const VOICE_ERRORS = {
  speech: 'Failed to generate speech',
  clone: 'Failed to clone voice',
} as const;

export interface TextToSpeechOptions {
  modelId?: string;
  voiceSettings?: Partial<VoiceSettings>;
}

export interface VoiceClientOptions {
  apiKey: string | null | undefined;
  baseUrl?: string;
  fetch?: FetchLike;
  /** Per request; speech of a long script takes a while. */
  timeoutMs?: number;
}

/** ElevenLabs: text to speech, the voice list, and cloning a voice from files. */
export class ElevenLabsVoiceClient {
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly fetchImpl: FetchLike;
  private readonly timeoutMs: number;

  constructor(options: VoiceClientOptions) {
    this.apiKey = options.apiKey?.trim() ?? '';
    this.baseUrl = trimBase(options.baseUrl?.trim() || ELEVENLABS_BASE_URL);
    this.fetchImpl = resolveFetch(options.fetch);
    this.timeoutMs = options.timeoutMs ?? 60_000;
  }

  isAvailable(): boolean {
    return this.apiKey !== '';
  }

  /**
   * POST /text-to-speech/{voice_id} {text, model_id, voice_settings} → the audio (audio/mpeg).
   * Any failure: "Failed to generate speech".
   */
  async textToSpeech(text: string, voiceId: string, options: TextToSpeechOptions = {}): Promise<Blob> {
    let response: Response;
    try {
      response = await fetchWithTimeout(
        this.fetchImpl,
        `${this.baseUrl}/text-to-speech/${encodeURIComponent(voiceIdFor(voiceId))}`,
        {
          method: 'POST',
          headers: { 'xi-api-key': this.apiKey, 'Content-Type': 'application/json', Accept: 'audio/mpeg' },
          body: JSON.stringify({
            text,
            model_id: options.modelId ?? DEFAULT_VOICE_MODEL_ID,
            voice_settings: { ...DEFAULT_VOICE_SETTINGS, ...options.voiceSettings },
          }),
        },
        this.timeoutMs,
      );
    } catch {
      throw new Error(VOICE_ERRORS.speech);
    }
    if (!response.ok) throw new Error(VOICE_ERRORS.speech);
    const audio = await response.arrayBuffer().catch(() => null);
    if (!audio || audio.byteLength === 0) throw new Error(VOICE_ERRORS.speech);
    const type = response.headers.get('Content-Type')?.split(';')[0].trim() || 'audio/mpeg';
    return new Blob([audio], { type: type.startsWith('audio/') ? type : 'audio/mpeg' });
  }

  /** GET /voices; the three default voices when there is no key or the call fails. */
  async listVoices(): Promise<Voice[]> {
    return (await this.fetchVoices()) ?? [...DEFAULT_VOICES];
  }

  /** GET /voices: the account's voices, or null when there is no key or the call fails. */
  async fetchVoices(): Promise<Voice[] | null> {
    if (!this.isAvailable()) return null;
    try {
      const response = await fetchWithTimeout(
        this.fetchImpl,
        `${this.baseUrl}/voices`,
        { headers: { 'xi-api-key': this.apiKey, Accept: 'application/json' } },
        Math.min(this.timeoutMs, 15_000),
      );
      if (!response.ok) return null;
      const body = await readJsonObject(response);
      const voices = (Array.isArray(body.voices) ? body.voices : [])
        .map((raw: unknown): Voice | null => {
          if (typeof raw !== 'object' || raw === null) return null;
          const item = raw as Record<string, unknown>;
          const id = stringField(item.voice_id);
          const name = stringField(item.name);
          if (!id || !name) return null;
          const labels = (
            typeof item.labels === 'object' && item.labels !== null ? item.labels : {}
          ) as Record<string, unknown>;
          return {
            voice_id: id,
            name,
            category: stringField(item.category) ?? 'premade',
            description: stringField(item.description) ?? stringField(labels.description) ?? '',
          };
        })
        .filter((voice): voice is Voice => voice !== null);
      return voices.length > 0 ? voices : null;
    } catch {
      return null;
    }
  }

  /** POST /voices/add, multipart with name and files → the new voice's id. "Failed to clone voice" otherwise. */
  async cloneVoice(
    name: string,
    files: readonly Blob[],
    options: { description?: string } = {},
  ): Promise<{ voiceId: string }> {
    const form = new FormData();
    form.append('name', name);
    if (options.description) form.append('description', options.description);
    files.forEach((file, index) => {
      const fileName = (file as Partial<File>).name || `sample-${index + 1}`;
      form.append('files', file, fileName);
    });
    let response: Response;
    try {
      response = await fetchWithTimeout(
        this.fetchImpl,
        `${this.baseUrl}/voices/add`,
        { method: 'POST', headers: { 'xi-api-key': this.apiKey, Accept: 'application/json' }, body: form },
        this.timeoutMs,
      );
    } catch {
      throw new Error(VOICE_ERRORS.clone);
    }
    if (!response.ok) throw new Error(VOICE_ERRORS.clone);
    const voiceId = stringField((await readJsonObject(response)).voice_id);
    if (!voiceId) throw new Error(VOICE_ERRORS.clone);
    return { voiceId };
  }
}

/** An ElevenLabs client for a key (the user's own in the browser, the platform's on the server). */
export function createVoiceClient(options: VoiceClientOptions): ElevenLabsVoiceClient {
  return new ElevenLabsVoiceClient(options);
}
