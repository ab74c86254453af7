import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FunctionContext } from '../../supabase/functions/_shared/context.ts';
import { handleListVoices } from '../../supabase/functions/_shared/handlers/list-voices.ts';
import { handleTextToSpeech } from '../../supabase/functions/_shared/handlers/text-to-speech.ts';
import { functionHandlers } from '../../supabase/functions/_shared/registry.ts';
import { ScriptToVideoForm } from '../../src/features/video-creator/lib/script-to-video-form';
import { createLocalBackend, type LocalBackend } from '../../local-backend/backend';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import { engines } from '../support/engines';
import { createFakeVideoApis, type FakeVideoApis } from '../support/fake-video-apis';
import { accessTokenOf, availableCredits } from '../support/payments-kit';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

const ELEVENLABS_KEY = 'xi_platform_key_4';

/** Calls text-to-speech with a real Request and keeps the raw answer (audio or JSON). */
async function speak(context: FunctionContext, token: string | undefined, body: unknown, method = 'POST') {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await handleTextToSpeech(
    new Request('http://functions.test/functions/v1/text-to-speech', {
      method,
      headers,
      body: method === 'GET' ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    }),
    context,
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get('Content-Type') ?? '';
  return {
    status: response.status,
    type,
    bytes,
    json: type.startsWith('application/json')
      ? (JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>)
      : null,
    response,
  };
}

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

describe.each(engines())('text-to-speech and list-voices on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());

  const contextWith = (api: FakeVideoApis, env: FunctionContext['env']): FunctionContext => ({
    admin: service,
    env,
    fetch: api.fetch,
  });

  async function signedIn() {
    const user = await signedInClient(backend);
    return { ...user, token: await accessTokenOf(user.client) };
  }

  async function voiceLedger(client: SupabaseClient) {
    const { data } = await client
      .from('credit_ledger')
      .select('amount, transaction_type, description, entity_type')
      .in('transaction_type', ['usage', 'refund'])
      .order('created_at');
    return data;
  }

  describe('text-to-speech', () => {
    test('with the platform key: spends 1 credit and answers ElevenLabs’ audio', async () => {
      const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
      const user = await signedIn();
      const answer = await speak(contextWith(api, { ELEVENLABS_API_KEY: ELEVENLABS_KEY }), user.token, {
        text: '  Welcome to the channel!  ',
        voiceId: 'Antoni',
      });
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('audio/mpeg');
      expect(answer.response.headers.get('Access-Control-Allow-Origin')).toBe('*');
      expect(ascii(answer.bytes, 0, 3)).toBe('ID3');
      expect(api.calls[0]).toMatchObject({
        path: '/text-to-speech/ErXwobaYiN019PkySvjV',
        headers: { 'xi-api-key': ELEVENLABS_KEY },
        body: {
          text: 'Welcome to the channel!',
          model_id: 'eleven_monolingual_v1',
          voice_settings: { stability: 0.5, similarity_boost: 0.5, style: 0, use_speaker_boost: true },
        },
      });
      expect(await availableCredits(user.client)).toBe(4);
      expect(await voiceLedger(user.client)).toEqual([
        { amount: -1, transaction_type: 'usage', description: 'Voice generation', entity_type: 'voice' },
      ]);
    });

    test('without a platform key and with VOICE_MOCK: a real WAV sample voice', async () => {
      const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
      const user = await signedIn();
      const answer = await speak(contextWith(api, { VOICE_MOCK: 'enabled' }), user.token, {
        text: 'Hello creators. This is a sample voice.',
        voiceId: 'EXAVITQu4vr4xnSDxMaL',
      });
      expect(answer.status).toBe(200);
      expect(answer.type).toBe('audio/wav');
      expect(ascii(answer.bytes, 0, 4)).toBe('RIFF');
      expect(ascii(answer.bytes, 8, 4)).toBe('WAVE');
      const view = new DataView(answer.bytes.buffer);
      expect(view.getUint16(20, true)).toBe(1);
      expect(view.getUint16(22, true)).toBe(1);
      expect(view.getUint32(24, true)).toBe(22_050);
      expect(view.getUint16(34, true)).toBe(16);
      expect(view.getUint32(40, true)).toBe(answer.bytes.byteLength - 44);
      expect(Number(answer.response.headers.get('Content-Length'))).toBe(answer.bytes.byteLength);
      expect(api.calls).toEqual([]);
      expect(await availableCredits(user.client)).toBe(4);
    });

    test('a provider failure refunds the credit: 502 "Failed to generate speech"', async () => {
      const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
      api.setDown('elevenlabs', 500);
      const user = await signedIn();
      const answer = await speak(contextWith(api, { ELEVENLABS_API_KEY: ELEVENLABS_KEY }), user.token, {
        text: 'Hello',
        voiceId: 'Bella',
        idempotencyKey: randomUUID(),
      });
      expect(answer).toMatchObject({ status: 502, json: { error: 'Failed to generate speech' } });
      expect(await availableCredits(user.client)).toBe(5);
      expect(await voiceLedger(user.client)).toEqual([
        { amount: -1, transaction_type: 'usage', description: 'Voice generation', entity_type: 'voice' },
        {
          amount: 1,
          transaction_type: 'refund',
          description: 'Refund: voice generation failed',
          entity_type: 'voice',
        },
      ]);
      // A wrong platform key is a failure too (and refunded).
      const wrong = await speak(
        contextWith(createFakeVideoApis({ elevenLabsKey: 'other' }), {
          ELEVENLABS_API_KEY: ELEVENLABS_KEY,
        }),
        user.token,
        { text: 'Hello', voiceId: 'Bella' },
      );
      expect(wrong.status).toBe(502);
      expect(await availableCredits(user.client)).toBe(5);
    });

    test('a replayed idempotency key spends once; a refunded one is refused', async () => {
      const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
      const user = await signedIn();
      const context = contextWith(api, { ELEVENLABS_API_KEY: ELEVENLABS_KEY });
      const request = { text: 'Hello', voiceId: 'Bella', idempotencyKey: randomUUID() };
      expect((await speak(context, user.token, request)).status).toBe(200);
      expect((await speak(context, user.token, request)).status).toBe(200);
      expect(await availableCredits(user.client)).toBe(4);

      api.setDown('elevenlabs', 503);
      const failing = { ...request, idempotencyKey: randomUUID() };
      expect((await speak(context, user.token, failing)).status).toBe(502);
      api.setDown('elevenlabs', undefined);
      const replay = await speak(context, user.token, failing);
      expect(replay.status).toBe(409);
      expect(typeof replay.json?.error).toBe('string');
      expect(await availableCredits(user.client)).toBe(4);
    });

    test('402 when short of credits, and nothing is generated', async () => {
      const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
      const user = await signedIn();
      const context = contextWith(api, { ELEVENLABS_API_KEY: ELEVENLABS_KEY });
      for (let i = 0; i < 5; i += 1) {
        expect((await speak(context, user.token, { text: `Take ${i}`, voiceId: 'Bella' })).status).toBe(200);
      }
      const short = await speak(context, user.token, { text: 'One more', voiceId: 'Bella' });
      expect(short).toMatchObject({ status: 402, json: { error: 'Insufficient credits' } });
      expect(api.calls).toHaveLength(5);
      expect(await availableCredits(user.client)).toBe(0);
    });

    test('a blank script the Video Creator’s form refuses is a JSON 400 here, with the same words', async () => {
      const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
      const user = await signedIn();
      const form = {
        script: ' \t\n ',
        voiceId: 'Bella',
        style: 'professional',
        duration: 30,
        aspectRatio: '16:9',
      };
      const refused = ScriptToVideoForm.safeParse(form);
      expect(refused.success).toBe(false);
      const answer = await speak(contextWith(api, { VOICE_MOCK: 'enabled' }), user.token, {
        text: form.script,
        voiceId: form.voiceId,
      });
      expect(answer).toMatchObject({ status: 400, json: { error: refused.error?.issues[0].message } });
      expect(await availableCredits(user.client)).toBe(5);
    });

    test('bad input is a JSON 400, a bare server a 503, and neither spends', async () => {
      const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
      const user = await signedIn();
      const context = contextWith(api, { VOICE_MOCK: 'enabled' });
      expect(await speak(context, user.token, { text: '   ', voiceId: 'Bella' })).toMatchObject({
        status: 400,
        json: { error: 'Please enter a script first' },
      });
      const long = await speak(context, user.token, { text: 'a'.repeat(5001), voiceId: 'Bella' });
      expect(long.status).toBe(400);
      expect(long.json?.error).toMatch(/5000 characters/);
      expect((await speak(context, user.token, { text: 'a'.repeat(5000) })).status).toBe(200);
      for (const bad of [
        '{oops',
        '',
        [],
        { voiceId: 'Bella' },
        { text: 5 },
        { text: 'x', voiceSettings: { stability: 3 } },
      ]) {
        const answer = await speak(context, user.token, bad);
        expect(answer.status, JSON.stringify(bad)).toBe(400);
        expect(typeof answer.json?.error).toBe('string');
      }
      expect(await speak(context, undefined, { text: 'Hi' })).toMatchObject({ status: 401 });
      expect((await speak(context, user.token, undefined, 'GET')).status).toBe(405);
      const bare = await speak(contextWith(api, {}), user.token, { text: 'Hi', voiceId: 'Bella' });
      expect(bare).toMatchObject({
        status: 503,
        json: { error: 'Voice generation is not configured on this server' },
      });
      expect(await availableCredits(user.client)).toBe(4);
      const preflight = await handleTextToSpeech(
        new Request('http://functions.test/text-to-speech', { method: 'OPTIONS' }),
        context,
      );
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    });
  });

  describe('list-voices', () => {
    const list = async (context: FunctionContext) => {
      const response = await handleListVoices(new Request('http://functions.test/list-voices'), context);
      return {
        status: response.status,
        body: (await response.json()) as { voices: { name: string }[]; source: string },
      };
    };

    test('the platform’s voices with a key; the four panel voices without one or on failure', async () => {
      const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
      const platform = await list(contextWith(api, { ELEVENLABS_API_KEY: ELEVENLABS_KEY }));
      expect(platform.status).toBe(200);
      expect(platform.body.source).toBe('platform');
      expect(platform.body.voices.map((v) => v.name)).toEqual(['Rachel', 'My Narrator']);
      const fallback = ['Bella', 'Antoni', 'Arnold', 'Rachel'];
      const none = await list(contextWith(api, {}));
      expect(none.body).toMatchObject({ source: 'default' });
      expect(none.body.voices.map((v) => v.name)).toEqual(fallback);
      expect(none.body.voices[0]).toEqual({
        voice_id: 'EXAVITQu4vr4xnSDxMaL',
        name: 'Bella',
        category: 'premade',
        description: expect.any(String),
      });
      api.setDown('elevenlabs', 500);
      const failed = await list(contextWith(api, { ELEVENLABS_API_KEY: ELEVENLABS_KEY }));
      expect(failed.body.voices.map((v) => v.name)).toEqual(fallback);
    });
  });

  test('the app reaches text-to-speech through supabase-js on a local-mode backend', async () => {
    const local = await createLocalBackend({
      db: backend.db,
      bootstrapSql: localBootstrapSql,
      migrations: localMigrations,
      url: backend.url,
      functions: functionHandlers,
      functionEnv: { APP_ENVIRONMENT: 'local', VIDEO_MOCK: 'enabled', VOICE_MOCK: 'enabled' },
    });
    const user = await signedInClient(local);
    // supabase-js's invoke reads audio as text, so the app posts to the function URL itself.
    const response = await local.fetch(`${local.url}/functions/v1/text-to-speech`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        apikey: local.anonKey,
        Authorization: `Bearer ${await accessTokenOf(user.client)}`,
      },
      body: JSON.stringify({ text: 'A voice-over for my video.', voiceId: 'Bella' }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('audio/wav');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(ascii(bytes, 0, 4)).toBe('RIFF');
    expect(await availableCredits(user.client)).toBe(4);
    const voices = await clientFor(local).functions.invoke('list-voices', { method: 'GET' });
    expect(voices.data).toMatchObject({ source: 'default' });
  });
});
