import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FunctionContext } from '../../supabase/functions/_shared/context.ts';
import { handleGenerateVideo } from '../../supabase/functions/_shared/handlers/generate-video.ts';
import { handleMockPayment } from '../../supabase/functions/_shared/handlers/mock-payment.ts';
import { handleTextToSpeech } from '../../supabase/functions/_shared/handlers/text-to-speech.ts';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { createFakeVideoApis, type FakeVideoApis } from '../support/fake-video-apis';
import { accessTokenOf, availableCredits, callFunction, currentSubscription } from '../support/payments-kit';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace } from '../support/workspace-kit';

/** The user's personal workspace: where their videos go unless they name another. */
async function personalWorkspaceOf(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.from('workspaces').select('id').eq('personal', true).single();
  if (error) throw error;
  return (data as { id: string }).id;
}

const ELEVENLABS_KEY = 'xi_platform_key_4';
const PLATFORM_VIDEO_ENV = { WAVESPEED_API_KEY: 'ws_platform_key_1' };
const CONFLICT = 'This idempotency key was already used for a different request';
const IN_PROGRESS = 'This request is still in progress. Please wait for it to finish.';

/** text-to-speech with a real Request; the audio's bytes, or the JSON error. */
async function speak(context: FunctionContext, token: string, body: Record<string, unknown>) {
  const response = await handleTextToSpeech(
    new Request('http://functions.test/functions/v1/text-to-speech', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
    context,
  );
  const type = response.headers.get('Content-Type') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    type,
    bytes: Array.from(bytes),
    replayed: response.headers.get('Idempotent-Replayed') === 'true',
    json: type.startsWith('application/json')
      ? (JSON.parse(new TextDecoder().decode(bytes)) as { error?: string })
      : null,
  };
}

/** A fetch whose ElevenLabs calls wait until released: a first request still running. */
function heldVoiceProvider(api: FakeVideoApis) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered: () => void = () => {};
  const reached = new Promise<void>((resolve) => (entered = resolve));
  const fetch: typeof globalThis.fetch = async (input, init) => {
    entered();
    await released;
    return api.fetch(input, init);
  };
  return { fetch, reached, release };
}

describe.each(engines())('idempotency keys at the functions on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());

  async function signedIn() {
    const user = await signedInClient(backend);
    return { ...user, token: await accessTokenOf(user.client) };
  }

  const voiceContext = (
    api: FakeVideoApis,
    env: FunctionContext['env'] = { ELEVENLABS_API_KEY: ELEVENLABS_KEY },
  ) => ({
    admin: service,
    env,
    fetch: api.fetch,
  });

  describe('text-to-speech', () => {
    test('the same request under a key answers the same audio: one credit, one provider call', async () => {
      const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
      const user = await signedIn();
      const key = randomUUID();
      const context = voiceContext(api);
      const first = await speak(context, user.token, {
        text: 'Welcome back!',
        voiceId: 'Bella',
        idempotencyKey: key,
      });
      expect(first).toMatchObject({ status: 200, type: 'audio/mpeg', replayed: false });

      // The same request, written differently: trimmed text, Bella by id or by default, the
      // default model and settings spelled out.
      for (const same of [
        { text: 'Welcome back!', voiceId: 'Bella' },
        { text: '  Welcome back!\n', voiceId: 'EXAVITQu4vr4xnSDxMaL' },
        { text: 'Welcome back!' },
        {
          text: 'Welcome back!',
          voiceId: 'bella',
          modelId: 'eleven_monolingual_v1',
          voiceSettings: { stability: 0.5, similarity_boost: 0.5, style: 0, use_speaker_boost: true },
        },
      ]) {
        const replay = await speak(context, user.token, { ...same, idempotencyKey: key });
        expect(replay, JSON.stringify(same)).toMatchObject({
          status: 200,
          type: 'audio/mpeg',
          replayed: true,
        });
        expect(replay.bytes).toEqual(first.bytes);
      }
      // Kept, not made again: a replay is answered while the provider is down.
      api.setDown('elevenlabs', 503);
      const whileDown = await speak(context, user.token, { text: 'Welcome back!', idempotencyKey: key });
      expect(whileDown.bytes).toEqual(first.bytes);
      expect(api.callsTo('elevenlabs')).toHaveLength(1);
      expect(await availableCredits(user.client)).toBe(4);
    });

    test('a different request under the key is a 409: no audio, no credit, no provider call', async () => {
      const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
      const user = await signedIn();
      const key = randomUUID();
      const context = voiceContext(api);
      const asked = { text: 'Welcome back!', voiceId: 'Bella', idempotencyKey: key };
      expect((await speak(context, user.token, asked)).status).toBe(200);
      for (const other of [
        { text: 'A different script altogether' },
        { text: 'Welcome back' },
        { voiceId: 'Antoni' },
        { modelId: 'eleven_multilingual_v2' },
        { voiceSettings: { stability: 0.9 } },
        { voiceSettings: { use_speaker_boost: false } },
      ]) {
        const refused = await speak(context, user.token, { ...asked, ...other });
        expect(refused, JSON.stringify(other)).toMatchObject({ status: 409, json: { error: CONFLICT } });
      }
      expect(api.callsTo('elevenlabs')).toHaveLength(1);
      expect(await availableCredits(user.client)).toBe(4);
    });

    test('the sample voice replays the same bytes, made again rather than kept', async () => {
      const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
      const user = await signedIn();
      const context = voiceContext(api, { VOICE_MOCK: 'enabled' });
      const asked = { text: 'Hello creators. This is a sample voice.', idempotencyKey: randomUUID() };
      const first = await speak(context, user.token, asked);
      expect(first).toMatchObject({ status: 200, type: 'audio/wav' });
      const replay = await speak(context, user.token, asked);
      expect(replay).toMatchObject({ status: 200, type: 'audio/wav', replayed: true });
      expect(replay.bytes).toEqual(first.bytes);
      const other = await speak(context, user.token, { ...asked, text: 'Something else' });
      expect(other).toMatchObject({ status: 409, json: { error: CONFLICT } });
      const { data } = await service.from('voice_renders').select('source, audio').eq('user_id', user.userId);
      expect(data).toEqual([{ source: 'sample', audio: null }]);
      expect(await availableCredits(user.client)).toBe(4);
    });

    test('a replay while the first request is still running is a 409, then the same audio', async () => {
      const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
      const held = heldVoiceProvider(api);
      const user = await signedIn();
      const context = { ...voiceContext(api), fetch: held.fetch };
      const asked = { text: 'A slow voice-over', idempotencyKey: randomUUID() };
      const first = speak(context, user.token, asked);
      await held.reached;
      const early = await speak(context, user.token, asked);
      expect(early).toMatchObject({ status: 409, json: { error: IN_PROGRESS } });
      held.release();
      const done = await first;
      expect(done.status).toBe(200);
      const later = await speak(context, user.token, asked);
      expect(later).toMatchObject({ status: 200, replayed: true });
      expect(later.bytes).toEqual(done.bytes);
      expect(api.callsTo('elevenlabs')).toHaveLength(1);
      expect(await availableCredits(user.client)).toBe(4);
    });

    test('a key a user wrote through spend_credits or generate-video buys no voice-over', async () => {
      const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
      const user = await signedIn();
      const key = randomUUID();
      // The attack: claim the voice-over's key (old prefix, bare) for a hundredth of a credit.
      for (const claimed of [`voice:${key}`, key]) {
        const { error } = await user.client.rpc('spend_credits', {
          p_amount: 0.01,
          p_description: 'Voice generation',
          p_entity_type: 'voice',
          p_idempotency_key: claimed,
        });
        expect(error).toBeNull();
      }
      const video = await callFunction(
        handleGenerateVideo,
        {
          admin: service,
          env: PLATFORM_VIDEO_ENV,
          fetch: createFakeVideoApis({ wavespeedKey: 'ws_platform_key_1' }).fetch,
        },
        'generate-video',
        {
          token: user.token,
          body: {
            script: 'Hello',
            style: 'professional',
            duration: 30,
            aspectRatio: '16:9',
            mode: 'script',
            workspaceId: await personalWorkspaceOf(user.client),
            idempotencyKey: key,
          },
        },
      );
      expect(video.status).toBe(201);
      const voice = await speak(voiceContext(api), user.token, { text: 'Hello', idempotencyKey: key });
      expect(voice).toMatchObject({ status: 200, type: 'audio/mpeg', replayed: false });
      expect(api.callsTo('elevenlabs')).toHaveLength(1);
      // 0.02 for the claims, 1 for the video, and the voice-over's own full credit.
      expect(await availableCredits(user.client)).toBe(2.98);
    });

    test('keys are per user: another user’s key is their own new request', async () => {
      const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
      const alice = await signedIn();
      const bob = await signedIn();
      const asked = { text: 'Shared words', idempotencyKey: randomUUID() };
      expect((await speak(voiceContext(api), alice.token, asked)).status).toBe(200);
      const bobs = await speak(voiceContext(api), bob.token, asked);
      expect(bobs).toMatchObject({ status: 200, replayed: false });
      expect(api.callsTo('elevenlabs')).toHaveLength(2);
      expect(await availableCredits(alice.client)).toBe(4);
      expect(await availableCredits(bob.client)).toBe(4);
    });
  });

  describe('generate-video', () => {
    const body = (overrides: Record<string, unknown>) => ({
      script: 'Meet Creator OS.',
      style: 'creative',
      duration: 30,
      aspectRatio: '16:9',
      voice: 'Bella',
      quality: 'fast',
      mode: 'script',
      ...overrides,
    });

    test('the same request under a key is the same job; a different one is a 409 and starts nothing', async () => {
      const api = createFakeVideoApis({ wavespeedKey: 'ws_platform_key_1' });
      const user = await signedIn();
      const context = { admin: service, env: PLATFORM_VIDEO_ENV, fetch: api.fetch };
      const key = randomUUID();
      const workspaceId = await personalWorkspaceOf(user.client);
      const generate = (overrides: Record<string, unknown>) =>
        callFunction(handleGenerateVideo, context, 'generate-video', {
          token: user.token,
          body: body({ idempotencyKey: key, workspaceId, ...overrides }),
        });
      const first = await generate({});
      expect(first.status).toBe(201);
      const replay = await generate({ script: '  Meet Creator OS.  ' });
      expect(replay).toMatchObject({ status: 200, body: { id: first.body.id } });
      for (const other of [
        { script: 'Another script' },
        { style: 'energetic' },
        { duration: 60 },
        { aspectRatio: '9:16' },
        { voice: 'Antoni' },
        { quality: 'high' },
        { mode: 'video' },
        { workspaceId: await createWorkspace(user, 'Another') },
      ]) {
        const refused = await generate(other);
        expect(refused, JSON.stringify(other)).toMatchObject({ status: 409, body: { error: CONFLICT } });
      }
      expect(api.callsTo('wavespeed')).toHaveLength(1);
      expect(await availableCredits(user.client)).toBe(3);
      const { data } = await service.from('videos').select('id').eq('user_id', user.userId);
      expect(data).toEqual([{ id: first.body.id }]);
    });
  });

  describe('mock-payment', () => {
    const pay = (token: string, body: Record<string, unknown>) =>
      callFunction(handleMockPayment, { admin: service, env: { PAYMENTS_MOCK: 'enabled' } }, 'mock-payment', {
        token,
        body,
      });

    test('another user’s key never answers their result, credits nobody and changes nothing', async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      const creditsKey = randomUUID();
      const planKey = randomUUID();
      expect(
        (await pay(alice.token, { type: 'credits', credits: 50, idempotencyKey: creditsKey })).status,
      ).toBe(200);
      const subscribed = await pay(alice.token, {
        type: 'subscription',
        planId: 'pro',
        interval: 'year',
        idempotencyKey: planKey,
      });
      expect(subscribed.status).toBe(200);
      const alicePlan = await currentSubscription(alice.client);

      for (const key of [creditsKey, planKey]) {
        for (const replay of [
          { type: 'credits', credits: 50 },
          { type: 'credits', credits: 10 },
          { type: 'subscription', planId: 'pro', interval: 'year' },
          { type: 'subscription', planId: 'starter', interval: 'month' },
        ]) {
          const answer = await pay(bob.token, { ...replay, idempotencyKey: key });
          expect(answer.status, JSON.stringify(replay)).toBe(409);
          // Nothing of Alice's: no subscription, plan, period or id, only the refusal.
          expect(answer.body).toEqual({ error: CONFLICT });
        }
      }
      expect(await availableCredits(bob.client)).toBe(5);
      expect(await currentSubscription(bob.client)).toBeNull();
      expect(await availableCredits(alice.client)).toBe(5 + 50 + 400 * 12);
      expect(await currentSubscription(alice.client)).toEqual(alicePlan);
    });

    test('the same key with another pack, plan or interval is a 409; the same request replays', async () => {
      const user = await signedIn();
      const packKey = randomUUID();
      const planKey = randomUUID();
      const pack = { type: 'credits', credits: 50, idempotencyKey: packKey };
      expect(await pay(user.token, pack)).toMatchObject({ status: 200, body: { ok: true, credits: 50 } });
      for (const other of [
        { credits: 10 },
        { credits: 100 },
        { type: 'subscription', planId: 'creator', interval: 'month' },
      ]) {
        const refused = await pay(user.token, { ...pack, ...other });
        expect(refused, JSON.stringify(other)).toMatchObject({ status: 409, body: { error: CONFLICT } });
      }
      expect(await pay(user.token, pack)).toMatchObject({ status: 200, body: { ok: true, credits: 50 } });

      const plan = { type: 'subscription', planId: 'creator', interval: 'month', idempotencyKey: planKey };
      const first = await pay(user.token, plan);
      expect(first.status).toBe(200);
      for (const other of [{ planId: 'pro' }, { interval: 'year' }, { type: 'credits', credits: 50 }]) {
        const refused = await pay(user.token, { ...plan, ...other });
        expect(refused, JSON.stringify(other)).toMatchObject({ status: 409, body: { error: CONFLICT } });
      }
      expect(await pay(user.token, plan)).toMatchObject({ status: 200, body: first.body });
      expect(await availableCredits(user.client)).toBe(5 + 50 + 150);
      expect(await currentSubscription(user.client)).toMatchObject({
        plan_id: 'creator',
        billing_interval: 'month',
      });
    });
  });
});
