import { describe, expect, test } from 'vitest';
import { VIDEO_STYLE_COSTS, VOICE_COST, videoCost } from '../../supabase/functions/_shared/video/costs.ts';
import { mapVideoStatus } from '../../supabase/functions/_shared/video/map-status.ts';
import {
  MOCK_THUMBNAIL_URL,
  MOCK_VIDEO_URL,
  MockVideoProvider,
  mockJobCreatedAt,
  mockJobId,
} from '../../supabase/functions/_shared/video/mock-provider.ts';
import {
  MOCK_VOICE_MAX_SECONDS,
  MOCK_VOICE_SAMPLE_RATE,
  synthesizeMockSpeech,
} from '../../supabase/functions/_shared/video/mock-voice.ts';
import { PikaProvider } from '../../supabase/functions/_shared/video/pika-provider.ts';
import {
  createVideoManager,
  providersFromKeys,
  scriptToPrompt,
} from '../../supabase/functions/_shared/video/provider-manager.ts';
import {
  ReplicateProvider,
  mapReplicateStatus,
} from '../../supabase/functions/_shared/video/replicate-provider.ts';
import type {
  ProviderName,
  VideoJobResult,
  VideoProvider,
  VideoRequest,
} from '../../supabase/functions/_shared/video/video-types.ts';
import {
  CREATOR_VOICES,
  DEFAULT_VOICES,
  ElevenLabsVoiceClient,
} from '../../supabase/functions/_shared/video/voice.ts';
import { WavespeedProvider } from '../../supabase/functions/_shared/video/wavespeed-provider.ts';
import {
  createFakeVideoApis,
  ELEVENLABS_API,
  FAKE_PIKA_BASE,
  FAKE_WAVESPEED_BASE,
  REPLICATE_API,
} from '../support/fake-video-apis';

const KEYS = {
  wavespeedKey: 'ws_live_key_123',
  pikaKey: 'pika_key_456',
  replicateToken: 'r8_token_789',
  elevenLabsKey: 'xi_key_000',
};

const request: VideoRequest = {
  prompt: 'A sunrise over a quiet harbour',
  duration: 45,
  aspectRatio: '9:16',
  style: 'cinematic',
  quality: 'high',
};

/** Parses a WAV header: the fields a player needs. */
function wavInfo(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number, length: number) =>
    String.fromCharCode(...bytes.subarray(offset, offset + length));
  return {
    riff: ascii(0, 4),
    riffSize: view.getUint32(4, true),
    wave: ascii(8, 4),
    fmt: ascii(12, 4),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    bitsPerSample: view.getUint16(34, true),
    data: ascii(36, 4),
    dataSize: view.getUint32(40, true),
    seconds: view.getUint32(40, true) / (2 * view.getUint32(24, true)),
  };
}

describe('status mapping', () => {
  test.each([
    ['pending', 'queued'],
    ['queued', 'queued'],
    ['processing', 'processing'],
    ['running', 'processing'],
    ['generating', 'processing'],
    ['completed', 'completed'],
    ['finished', 'completed'],
    ['success', 'completed'],
    ['failed', 'failed'],
    ['error', 'failed'],
    ['COMPLETED', 'completed'],
    [' Running ', 'processing'],
    ['Error', 'failed'],
    ['starting', 'queued'],
    ['whatever', 'queued'],
    ['', 'queued'],
    [undefined, 'queued'],
    [null, 'queued'],
    [42, 'queued'],
  ])('%j → %s', (status, expected) => {
    expect(mapVideoStatus(status)).toBe(expected);
  });

  test.each([
    ['starting', 'queued'],
    ['processing', 'processing'],
    ['succeeded', 'completed'],
    ['failed', 'failed'],
    ['canceled', 'failed'],
    ['unknown', 'queued'],
  ])('Replicate %s → %s', (status, expected) => {
    expect(mapReplicateStatus(status)).toBe(expected);
  });
});

describe('costs', () => {
  test('styles cost 1, 1, 2 and 5 credits, a voice-over 1', () => {
    expect(VIDEO_STYLE_COSTS).toEqual({ professional: 1, minimal: 1, creative: 2, energetic: 5 });
    expect(videoCost('energetic')).toBe(5);
    expect(VOICE_COST).toBe(1);
  });
});

describe('Wavespeed (the fast provider)', () => {
  test('generate sends prompt, duration, aspect ratio, style, quality and fast mode with a bearer key and reads task_id, status, progress, estimated_time', async () => {
    const api = createFakeVideoApis(KEYS);
    const provider = new WavespeedProvider({ apiKey: KEYS.wavespeedKey, fetch: api.fetch });
    const result = await provider.generateVideo(request);
    expect(result).toEqual({
      id: expect.stringMatching(/^ws_/),
      status: 'queued',
      progress: 0,
      estimatedTime: 12,
      provider: 'wavespeed',
    });
    const [call] = api.callsTo('wavespeed');
    expect(call).toMatchObject({
      method: 'POST',
      path: '/generate',
      headers: { authorization: `Bearer ${KEYS.wavespeedKey}`, 'content-type': 'application/json' },
      body: {
        prompt: request.prompt,
        duration: 45,
        aspect_ratio: '9:16',
        style: 'cinematic',
        quality: 'high',
        fast_mode: true,
      },
    });
  });

  test('generate fills the defaults: 30 s, 16:9, realistic, fast', async () => {
    const api = createFakeVideoApis(KEYS);
    await new WavespeedProvider({ apiKey: KEYS.wavespeedKey, fetch: api.fetch }).generateVideo({
      prompt: 'x',
    });
    expect(api.calls[0].body).toEqual({
      prompt: 'x',
      duration: 30,
      aspect_ratio: '16:9',
      style: 'realistic',
      quality: 'fast',
      fast_mode: true,
    });
  });

  test('status reads video_url or output_url, thumbnail_url, progress, error, processing_time', async () => {
    const api = createFakeVideoApis(KEYS);
    const provider = new WavespeedProvider({ apiKey: KEYS.wavespeedKey, fetch: api.fetch });
    const { id } = await provider.generateVideo(request);
    api.updateWavespeedJob(id, { status: 'generating', progress: 47 });
    expect(await provider.getVideoStatus(id)).toEqual({
      id,
      status: 'processing',
      progress: 47,
      provider: 'wavespeed',
    });
    api.updateWavespeedJob(id, {
      status: 'finished',
      output_url: 'https://cdn.wavespeed.ai/out.mp4',
      thumbnail_url: 'https://cdn.wavespeed.ai/out.jpg',
      processing_time: 14.2,
    });
    expect(await provider.getVideoStatus(id)).toEqual({
      id,
      status: 'completed',
      progress: 100,
      videoUrl: 'https://cdn.wavespeed.ai/out.mp4',
      thumbnailUrl: 'https://cdn.wavespeed.ai/out.jpg',
      processingTime: 14.2,
      provider: 'wavespeed',
    });
    api.updateWavespeedJob(id, {
      status: 'error',
      error: 'NSFW prompt',
      video_url: undefined,
      output_url: undefined,
    });
    expect(await provider.getVideoStatus(id)).toMatchObject({ status: 'failed', error: 'NSFW prompt' });
    expect(api.callsTo('wavespeed').at(-1)).toMatchObject({ method: 'GET', path: `/status/${id}` });
  });

  test('errors say "Fast provider API error: {status} - {text}" and "Status check failed: {status}"', async () => {
    const api = createFakeVideoApis(KEYS);
    const provider = new WavespeedProvider({ apiKey: KEYS.wavespeedKey, fetch: api.fetch });
    api.setDown('wavespeed', 503);
    await expect(provider.generateVideo(request)).rejects.toThrow(
      'Fast provider API error: 503 - Service Unavailable',
    );
    await expect(provider.getVideoStatus('ws_1')).rejects.toThrow('Status check failed: 503');
    const wrongKey = new WavespeedProvider({ apiKey: 'wrong', fetch: createFakeVideoApis(KEYS).fetch });
    await expect(wrongKey.generateVideo(request)).rejects.toThrow(
      'Fast provider API error: 401 - Unauthorized',
    );
  });

  test('queue and styles, with fixed fallbacks when they cannot be read', async () => {
    const api = createFakeVideoApis(KEYS);
    const provider = new WavespeedProvider({ apiKey: KEYS.wavespeedKey, fetch: api.fetch });
    expect(await provider.getQueueStatus()).toEqual({ queuePosition: 3, estimatedWaitSeconds: 42 });
    expect(await provider.getStyles()).toEqual(['realistic', 'anime', 'noir']);
    api.setDown('wavespeed', 500);
    expect(await provider.getQueueStatus()).toEqual({ queuePosition: 0, estimatedWaitSeconds: 15 });
    expect(await provider.getStyles()).toEqual(['realistic', 'animated', 'cinematic', 'artistic']);
    const offline = new WavespeedProvider({
      apiKey: KEYS.wavespeedKey,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await offline.getQueueStatus()).toEqual({ queuePosition: 0, estimatedWaitSeconds: 15 });
    expect(await offline.getStyles()).toEqual(['realistic', 'animated', 'cinematic', 'artistic']);
  });

  test('the base URL is configurable (an /api/wavespeed/v1 proxy) and a key is required', async () => {
    const seen: string[] = [];
    const provider = new WavespeedProvider({
      apiKey: 'k',
      baseUrl: 'https://app.example.com/api/wavespeed/v1/',
      fetch: (input) => {
        seen.push(String(input));
        return Promise.resolve(Response.json({ id: 'job-1', status: 'queued' }));
      },
    });
    expect(await provider.generateVideo({ prompt: 'x' })).toMatchObject({ id: 'job-1', status: 'queued' });
    expect(seen).toEqual(['https://app.example.com/api/wavespeed/v1/generate']);
    expect(new WavespeedProvider({ apiKey: '' }).isAvailable()).toBe(false);
    expect(new WavespeedProvider({ apiKey: '  ' }).isAvailable()).toBe(false);
    expect(FAKE_WAVESPEED_BASE).toBe('https://api.wavespeed.ai/api/wavespeed/v1');
  });
});

describe('Pika (the second provider)', () => {
  test('is disabled without a key', () => {
    expect(new PikaProvider({ apiKey: '' }).isAvailable()).toBe(false);
    expect(new PikaProvider({ apiKey: undefined }).isAvailable()).toBe(false);
    expect(new PikaProvider({ apiKey: KEYS.pikaKey }).isAvailable()).toBe(true);
  });

  test('generate and status map the provider’s fields; defaults 3 s, 16:9, realistic', async () => {
    const api = createFakeVideoApis(KEYS);
    const provider = new PikaProvider({ apiKey: KEYS.pikaKey, baseUrl: FAKE_PIKA_BASE, fetch: api.fetch });
    const started = await provider.generateVideo({ prompt: 'A cat' });
    expect(started).toEqual({
      id: expect.stringMatching(/^pika_/),
      status: 'queued',
      progress: 0,
      provider: 'pika',
    });
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/generate',
      headers: { authorization: `Bearer ${KEYS.pikaKey}` },
      body: { prompt: 'A cat', aspect_ratio: '16:9', duration: 3, style: 'realistic' },
    });
    api.updatePikaJob(started.id, {
      status: 'success',
      progress: 100,
      video_url: 'https://cdn.pika.art/v.mp4',
    });
    expect(await provider.getVideoStatus(started.id)).toEqual({
      id: started.id,
      status: 'completed',
      progress: 100,
      videoUrl: 'https://cdn.pika.art/v.mp4',
      provider: 'pika',
    });
    api.setDown('pika', 429);
    await expect(provider.generateVideo(request)).rejects.toThrow(
      'Second provider API error: 429 - Too Many Requests',
    );
    await expect(provider.getVideoStatus(started.id)).rejects.toThrow('Status check failed: 429');
  });
});

describe('Replicate', () => {
  test('creates, reads and cancels predictions with a bearer token', async () => {
    const api = createFakeVideoApis(KEYS);
    const provider = new ReplicateProvider({ apiToken: KEYS.replicateToken, fetch: api.fetch });
    const started = await provider.generateVideo(request);
    expect(started).toEqual({ id: expect.any(String), status: 'queued', progress: 0, provider: 'replicate' });
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/predictions',
      headers: { authorization: `Bearer ${KEYS.replicateToken}`, 'content-type': 'application/json' },
      body: { version: 'minimax/video-01', input: { prompt: request.prompt } },
    });

    api.updatePrediction(started.id, { status: 'processing', logs: 'step 1\n 12%|█ \n 64%|██████ ' });
    expect(await provider.getVideoStatus(started.id)).toEqual({
      id: started.id,
      status: 'processing',
      progress: 64,
      provider: 'replicate',
    });
    api.updatePrediction(started.id, {
      status: 'succeeded',
      output: 'https://replicate.delivery/xezq/output.mp4',
      metrics: { predict_time: 93.5 },
    });
    expect(await provider.getVideoStatus(started.id)).toEqual({
      id: started.id,
      status: 'completed',
      progress: 100,
      videoUrl: 'https://replicate.delivery/xezq/output.mp4',
      processingTime: 93.5,
      provider: 'replicate',
    });
    expect(api.calls.at(-1)).toMatchObject({ method: 'GET', path: `/predictions/${started.id}` });

    const other = await provider.generateVideo(request);
    expect(await provider.cancel(other.id)).toMatchObject({
      status: 'failed',
      error: 'The prediction was canceled',
    });
    expect(api.calls.at(-1)).toMatchObject({ method: 'POST', path: `/predictions/${other.id}/cancel` });
  });

  test('a list output, a failed prediction, and errors', async () => {
    const api = createFakeVideoApis(KEYS);
    const provider = new ReplicateProvider({
      apiToken: KEYS.replicateToken,
      model: 'owner/model:abc123',
      fetch: api.fetch,
      buildInput: (r) => ({ prompt: r.prompt, aspect_ratio: r.aspectRatio }),
    });
    const { id } = await provider.generateVideo(request);
    expect(api.calls[0].body).toEqual({
      version: 'owner/model:abc123',
      input: { prompt: request.prompt, aspect_ratio: '9:16' },
    });
    api.updatePrediction(id, { status: 'succeeded', output: ['https://replicate.delivery/a.mp4'] });
    expect(await provider.getVideoStatus(id)).toMatchObject({ videoUrl: 'https://replicate.delivery/a.mp4' });
    api.updatePrediction(id, { status: 'failed', error: 'CUDA out of memory', output: null });
    expect(await provider.getVideoStatus(id)).toMatchObject({
      status: 'failed',
      error: 'CUDA out of memory',
    });
    const unauthorised = new ReplicateProvider({ apiToken: 'nope', fetch: api.fetch });
    await expect(unauthorised.generateVideo(request)).rejects.toThrow(
      'Replicate API error: 401 - Unauthorized',
    );
    await expect(provider.getVideoStatus('missing')).rejects.toThrow('Status check failed: 404');
    expect(REPLICATE_API).toBe('https://api.replicate.com/v1');
  });
});

describe('the mock provider', () => {
  test('processing with progress rising to 95 for 5 s after creation, then completed with the sample', async () => {
    let now = Date.UTC(2026, 10, 23, 12, 0, 0);
    const provider = new MockVideoProvider({ now: () => now });
    expect(provider.isAvailable()).toBe(true);
    const started = await provider.generateVideo(request);
    expect(started).toMatchObject({ status: 'processing', progress: 0, provider: 'mock' });
    expect(provider.requestOf(started.id)).toEqual(request);
    const seen: number[] = [];
    for (const ms of [1000, 2000, 2500, 4000, 4999]) {
      now = Date.UTC(2026, 10, 23, 12, 0, 0) + ms;
      const state = await provider.getVideoStatus(started.id);
      expect(state.status).toBe('processing');
      seen.push(state.progress);
    }
    expect(seen).toEqual([19, 38, 47, 76, 94]);
    now = Date.UTC(2026, 10, 23, 12, 0, 5);
    expect(await provider.getVideoStatus(started.id)).toEqual({
      id: started.id,
      status: 'completed',
      progress: 100,
      videoUrl: MOCK_VIDEO_URL,
      thumbnailUrl: MOCK_THUMBNAIL_URL,
      processingTime: 5,
      provider: 'mock',
    });
    expect(MOCK_VIDEO_URL).toBe('/media/sample-video.mp4');
    expect(MOCK_THUMBNAIL_URL).toBe('/media/sample-thumbnail.svg');
  });

  test('another instance (another process) answers from the creation time the id carries', async () => {
    const created = Date.UTC(2026, 0, 1);
    const id = mockJobId(created, 'abc-def');
    expect(mockJobCreatedAt(id)).toBe(created);
    expect(mockJobCreatedAt('ws_123')).toBeNull();
    const later = new MockVideoProvider({ now: () => created + 3000 });
    expect(await later.getVideoStatus(id)).toMatchObject({ status: 'processing', progress: 57 });
    const done = new MockVideoProvider({ now: () => created + 60_000 });
    expect(await done.getVideoStatus(id)).toMatchObject({ status: 'completed', progress: 100 });
    await expect(done.getVideoStatus('not-a-mock-id')).rejects.toThrow('Status check failed: 404');
  });
});

/** A scripted provider: it fails or succeeds as told, and records its calls. */
function scripted(
  name: ProviderName,
  behaviour: 'ok' | 'fail' | 'unavailable',
  calls: string[],
): VideoProvider {
  return {
    name,
    isAvailable: () => behaviour !== 'unavailable',
    generateVideo(req): Promise<VideoJobResult> {
      calls.push(`${name}:${req.prompt}`);
      return behaviour === 'ok'
        ? Promise.resolve({ id: `${name}-job`, status: 'queued', progress: 0, provider: 'mock' })
        : Promise.reject(new Error(`${name} is down`));
    },
    getVideoStatus(id) {
      return behaviour === 'ok'
        ? Promise.resolve({ id, status: 'processing', progress: 30, provider: 'mock' })
        : Promise.reject(new Error('Status check failed: 500'));
    },
  };
}

describe('the provider manager', () => {
  test('tries Wavespeed, Pika, Replicate, mock in order and says who took the job', async () => {
    const calls: string[] = [];
    const errors: string[] = [];
    const manager = createVideoManager({
      providers: [
        scripted('mock', 'ok', calls),
        scripted('replicate', 'ok', calls),
        scripted('pika', 'fail', calls),
        scripted('wavespeed', 'fail', calls),
      ],
      onProviderError: (name) => errors.push(name),
    });
    expect(manager.getAvailableProviders()).toEqual(['wavespeed', 'pika', 'replicate', 'mock']);
    const result = await manager.generateVideo({ prompt: 'p' });
    expect(result).toEqual({ id: 'replicate-job', status: 'queued', progress: 0, provider: 'replicate' });
    expect(calls).toEqual(['wavespeed:p', 'pika:p', 'replicate:p']);
    expect(errors).toEqual(['wavespeed', 'pika']);
  });

  test('skips unavailable providers and follows a given priority', async () => {
    const calls: string[] = [];
    const manager = createVideoManager({
      providers: {
        wavespeed: scripted('wavespeed', 'ok', calls),
        pika: scripted('pika', 'unavailable', calls),
        replicate: scripted('replicate', 'fail', calls),
        mock: scripted('mock', 'ok', calls),
      },
      priority: ['Replicate', 'pika', 'nonsense', 'mock'],
    });
    expect(manager.getAvailableProviders()).toEqual(['replicate', 'mock', 'wavespeed']);
    expect(manager.getProviderStatus()).toEqual([
      { name: 'replicate', priority: 1, available: true },
      { name: 'pika', priority: 2, available: false },
      { name: 'mock', priority: 3, available: true },
      { name: 'wavespeed', priority: 4, available: true },
    ]);
    expect((await manager.generateVideo({ prompt: 'p' })).provider).toBe('mock');
    expect(calls).toEqual(['replicate:p', 'mock:p']);
  });

  test('all failing: "All video generation APIs failed. Last error: …"', async () => {
    const calls: string[] = [];
    const manager = createVideoManager({
      providers: [scripted('wavespeed', 'fail', calls), scripted('pika', 'fail', calls)],
    });
    await expect(manager.generateVideo({ prompt: 'p' })).rejects.toThrow(
      'All video generation APIs failed. Last error: pika is down',
    );
    await expect(createVideoManager({ providers: [] }).generateVideo({ prompt: 'p' })).rejects.toThrow(
      'All video generation APIs failed. Last error: No video provider is available',
    );
  });

  test('status: the named provider; an unknown or failing one says which', async () => {
    const calls: string[] = [];
    const manager = createVideoManager({
      providers: [scripted('wavespeed', 'fail', calls), scripted('mock', 'ok', calls)],
    });
    expect(await manager.getVideoStatus('j1', 'mock')).toEqual({
      id: 'j1',
      status: 'processing',
      progress: 30,
      provider: 'mock',
    });
    await expect(manager.getVideoStatus('j1', 'pika')).rejects.toThrow('Provider pika not found');
    await expect(manager.getVideoStatus('j1', 'wavespeed')).rejects.toThrow(
      'Failed to get status from wavespeed: Status check failed: 500',
    );
  });

  test('scriptToVideo wraps the script in the script prompt', async () => {
    const calls: string[] = [];
    const manager = createVideoManager({ providers: [scripted('mock', 'ok', calls)] });
    await manager.scriptToVideo('  Hello world  ', { duration: 30 });
    expect(calls).toEqual(['mock:Create a professional video based on this script: Hello world']);
    expect(scriptToPrompt('x')).toBe('Create a professional video based on this script: x');
  });

  test('providersFromKeys builds one provider per key, plus the mock when asked', async () => {
    const api = createFakeVideoApis(KEYS);
    expect(providersFromKeys({ keys: {} }).map((p) => p.name)).toEqual([]);
    const all = providersFromKeys({
      keys: { wavespeed: KEYS.wavespeedKey, pika: ' ', replicate: KEYS.replicateToken },
      mock: true,
      fetch: api.fetch,
    });
    expect(all.map((p) => p.name)).toEqual(['wavespeed', 'replicate', 'mock']);
    api.setDown('wavespeed', 500);
    const manager = createVideoManager({ providers: all });
    expect(await manager.generateVideo(request)).toMatchObject({ provider: 'replicate', status: 'queued' });
    expect(api.calls.map((c) => `${c.provider} ${c.method} ${c.path}`)).toEqual([
      'wavespeed POST /generate',
      'replicate POST /predictions',
    ]);
  });
});

describe('ElevenLabs', () => {
  test('text to speech: text, model and voice settings with their defaults, the xi-api-key header, the audio back', async () => {
    const api = createFakeVideoApis(KEYS);
    const voice = new ElevenLabsVoiceClient({ apiKey: KEYS.elevenLabsKey, fetch: api.fetch });
    const audio = await voice.textToSpeech('Hello creators', 'Bella');
    expect(audio.type).toBe('audio/mpeg');
    expect(new Uint8Array(await audio.arrayBuffer()).subarray(0, 3)).toEqual(
      new Uint8Array([0x49, 0x44, 0x33]),
    );
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/text-to-speech/EXAVITQu4vr4xnSDxMaL',
      headers: { 'xi-api-key': KEYS.elevenLabsKey, 'content-type': 'application/json' },
      body: {
        text: 'Hello creators',
        model_id: 'eleven_monolingual_v1',
        voice_settings: { stability: 0.5, similarity_boost: 0.5, style: 0, use_speaker_boost: true },
      },
    });
    await voice.textToSpeech('Again', '21m00Tcm4TlvDq8ikWAM', {
      modelId: 'eleven_multilingual_v2',
      voiceSettings: { stability: 0.8 },
    });
    expect(api.calls[1]).toMatchObject({
      path: '/text-to-speech/21m00Tcm4TlvDq8ikWAM',
      body: {
        model_id: 'eleven_multilingual_v2',
        voice_settings: { stability: 0.8, similarity_boost: 0.5, style: 0, use_speaker_boost: true },
      },
    });
  });

  test('failures: "Failed to generate speech", the three default voices, "Failed to clone voice"', async () => {
    const api = createFakeVideoApis(KEYS);
    const wrong = new ElevenLabsVoiceClient({ apiKey: 'wrong', fetch: api.fetch });
    await expect(wrong.textToSpeech('Hi', 'Bella')).rejects.toThrow('Failed to generate speech');
    expect((await wrong.listVoices()).map((v) => v.name)).toEqual(['Bella', 'Antoni', 'Arnold']);
    await expect(wrong.cloneVoice('Me', [new Blob(['x'])])).rejects.toThrow('Failed to clone voice');
    const offline = new ElevenLabsVoiceClient({
      apiKey: KEYS.elevenLabsKey,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    await expect(offline.textToSpeech('Hi', 'Bella')).rejects.toThrow('Failed to generate speech');
    expect(await offline.listVoices()).toEqual(DEFAULT_VOICES);
    expect(await new ElevenLabsVoiceClient({ apiKey: '' }).listVoices()).toEqual(DEFAULT_VOICES);
  });

  test('voices and cloning against the API', async () => {
    const api = createFakeVideoApis(KEYS);
    const voice = new ElevenLabsVoiceClient({ apiKey: KEYS.elevenLabsKey, fetch: api.fetch });
    expect(await voice.listVoices()).toEqual([
      { voice_id: '21m00Tcm4TlvDq8ikWAM', name: 'Rachel', category: 'premade', description: 'calm' },
      {
        voice_id: 'custom123',
        name: 'My Narrator',
        category: 'cloned',
        description: 'Cloned from my samples',
      },
    ]);
    expect(api.calls[0]).toMatchObject({
      method: 'GET',
      path: '/voices',
      headers: { 'xi-api-key': KEYS.elevenLabsKey },
    });
    const files = [
      new File([new Uint8Array(2048)], 'take-1.mp3', { type: 'audio/mpeg' }),
      new File([new Uint8Array(1024)], 'take-2.mp3', { type: 'audio/mpeg' }),
    ];
    const cloned = await voice.cloneVoice('My Voice', files);
    expect(cloned.voiceId).toMatch(/^cloned_/);
    expect(api.calls[1]).toMatchObject({
      method: 'POST',
      path: '/voices/add',
      form: [
        { name: 'name', value: 'My Voice' },
        { name: 'files', fileName: 'take-1.mp3', size: 2048 },
        { name: 'files', fileName: 'take-2.mp3', size: 1024 },
      ],
    });
    expect(ELEVENLABS_API).toBe('https://api.elevenlabs.io/v1');
    expect(CREATOR_VOICES.map((v) => [v.name, v.voice_id])).toEqual([
      ['Bella', 'EXAVITQu4vr4xnSDxMaL'],
      ['Antoni', 'ErXwobaYiN019PkySvjV'],
      ['Arnold', 'VR6AewLTigWG4xSOukaG'],
      ['Rachel', '21m00Tcm4TlvDq8ikWAM'],
    ]);
  });
});

describe('the sample voice (no key)', () => {
  test('is a real WAV: PCM 16-bit mono 22.05 kHz, longer for longer text, the same for the same text', () => {
    const short = synthesizeMockSpeech('Hello creators.');
    const info = wavInfo(short);
    expect(info).toMatchObject({
      riff: 'RIFF',
      wave: 'WAVE',
      fmt: 'fmt ',
      format: 1,
      channels: 1,
      sampleRate: 22_050,
      byteRate: 44_100,
      bitsPerSample: 16,
      data: 'data',
    });
    expect(info.riffSize).toBe(short.byteLength - 8);
    expect(info.dataSize).toBe(short.byteLength - 44);
    expect(info.seconds).toBeGreaterThan(1);
    expect(info.seconds).toBeLessThan(4);
    const long = synthesizeMockSpeech(
      'Welcome to Creator OS. Today we turn a script into a video, with a voice-over, in minutes. Ready?',
    );
    expect(wavInfo(long).seconds).toBeGreaterThan(info.seconds * 2.5);
    expect(synthesizeMockSpeech('Hello creators.')).toEqual(short);
    expect(synthesizeMockSpeech('Hello creators!')).not.toEqual(synthesizeMockSpeech('Goodbye creators!'));
    // Not silence: the samples carry a signal, never clipped to the rails.
    const samples = new Int16Array(short.buffer.slice(44));
    const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(3000);
    expect(peak).toBeLessThan(32767);
  });

  test('is capped at 60 s', () => {
    const info = wavInfo(synthesizeMockSpeech('word '.repeat(2000)));
    expect(info.seconds).toBeLessThanOrEqual(MOCK_VOICE_MAX_SECONDS);
    expect(info.seconds).toBeGreaterThan(MOCK_VOICE_MAX_SECONDS - 1);
    expect(MOCK_VOICE_SAMPLE_RATE).toBe(22_050);
  });
});
