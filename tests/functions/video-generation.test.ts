import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FunctionContext } from '../../supabase/functions/_shared/context.ts';
import { handleGenerateVideo } from '../../supabase/functions/_shared/handlers/generate-video.ts';
import { handleVideoStatus } from '../../supabase/functions/_shared/handlers/video-status.ts';
import { functionHandlers } from '../../supabase/functions/_shared/registry.ts';
import { mockJobId } from '../../supabase/functions/_shared/video/mock-provider.ts';
import { ScriptToVideoForm } from '../../src/features/video-creator/lib/script-to-video-form';
import { createLocalBackend, type LocalBackend } from '../../local-backend/backend';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import { startDenoFunction, type DenoFunction } from '../support/deno-function';
import { engines } from '../support/engines';
import { createFakeVideoApis, type FakeVideoApis } from '../support/fake-video-apis';
import { accessTokenOf, availableCredits, callFunction } from '../support/payments-kit';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

const KEYS = {
  wavespeedKey: 'ws_platform_key_1',
  pikaKey: 'pika_platform_key_2',
  replicateToken: 'r8_platform_token_3',
  elevenLabsKey: 'xi_platform_key_4',
};

const PLATFORM_ENV = {
  WAVESPEED_API_KEY: KEYS.wavespeedKey,
  PIKA_API_KEY: KEYS.pikaKey,
  REPLICATE_API_TOKEN: KEYS.replicateToken,
};

/** The user's personal workspace: where their videos go unless they name another. */
async function personalWorkspaceOf(client: SupabaseClient): Promise<string> {
  const { data, error } = await client.from('workspaces').select('id').eq('personal', true).single();
  if (error) throw error;
  return (data as { id: string }).id;
}

const SCRIPT = 'Meet Creator OS.\nIt turns your scripts into videos while you sleep.';

interface JobRow {
  id: string;
  status: string;
  progress: number;
  provider: string | null;
  provider_job_id: string | null;
  prompt: string;
  script: string | null;
  style: string;
  credits_spent: number;
  video_url: string | null;
  error: string | null;
}

describe.each(engines())('generate-video and video-status on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());

  const contextWith = (api: FakeVideoApis, env: FunctionContext['env'] = PLATFORM_ENV): FunctionContext => ({
    admin: service,
    env,
    fetch: api.fetch,
  });

  /** Each caller's personal workspace, by token: where a body that names none generates. */
  const personalWorkspaces = new Map<string, string>();

  async function signedIn() {
    const user = await signedInClient(backend);
    const token = await accessTokenOf(user.client);
    const workspaceId = await personalWorkspaceOf(user.client);
    personalWorkspaces.set(token, workspaceId);
    return { ...user, token, workspaceId };
  }

  /** The body as sent; an object without a workspaceId key goes to the caller's personal workspace. */
  const inWorkspace = (token: string | undefined, body: unknown) =>
    token && typeof body === 'object' && body !== null && !Array.isArray(body) && !('workspaceId' in body)
      ? { ...body, workspaceId: personalWorkspaces.get(token) }
      : body;

  const generate = (context: FunctionContext, token: string | undefined, body: unknown) =>
    callFunction(handleGenerateVideo, context, 'generate-video', { token, body: inWorkspace(token, body) });

  const status = (context: FunctionContext, token: string, id: string) =>
    callFunction(handleVideoStatus, context, 'video-status', { token, body: { id } });

  async function jobsOf(userId: string): Promise<JobRow[]> {
    const { data, error } = await service
      .from('videos')
      .select('*')
      .eq('user_id', userId)
      .order('created_at');
    if (error) throw error;
    return data as JobRow[];
  }

  const body = (overrides: Record<string, unknown> = {}) => ({
    script: SCRIPT,
    style: 'creative',
    duration: 30,
    aspectRatio: '16:9',
    voice: 'Bella',
    mode: 'script',
    idempotencyKey: randomUUID(),
    ...overrides,
  });

  describe('generate-video', () => {
    test('answers the CORS preflight, refuses GET and needs a signed-in user', async () => {
      const api = createFakeVideoApis(KEYS);
      const preflight = await handleGenerateVideo(
        new Request('http://functions.test/generate-video', { method: 'OPTIONS' }),
        contextWith(api),
      );
      expect(preflight.status).toBe(200);
      expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
      const get = await callFunction(handleGenerateVideo, contextWith(api), 'generate-video', {
        method: 'GET',
      });
      expect(get).toMatchObject({ status: 405, body: { error: 'Method not allowed' } });
      expect(await generate(contextWith(api), undefined, body())).toMatchObject({
        status: 401,
        body: { error: 'Sign in to continue' },
      });
      expect(api.calls).toEqual([]);
    });

    test('refuses bad bodies with a JSON 400 and spends nothing', async () => {
      const api = createFakeVideoApis(KEYS);
      const user = await signedIn();
      const blank = await generate(contextWith(api), user.token, body({ script: '   \n ' }));
      expect(blank).toMatchObject({ status: 400, body: { error: 'Please enter a script first' } });
      const none = await generate(contextWith(api), user.token, body({ script: undefined, mode: 'video' }));
      expect(none).toMatchObject({ status: 400, body: { error: 'Please enter a script first' } });
      for (const bad of [
        '{not json',
        '',
        [],
        body({ style: 'cartoon' }),
        body({ duration: 14 }),
        body({ duration: 121 }),
        body({ duration: 30.5 }),
        body({ aspectRatio: '2:1' }),
        body({ mode: 'music' }),
        body({ style: undefined }),
        body({ script: 42 }),
        body({ idempotencyKey: '' }),
        body({ workspaceId: undefined }),
        body({ workspaceId: 'not-a-workspace' }),
        body({ scriptId: 'not-a-script' }),
        body({ scriptVersion: 0 }),
      ]) {
        const answer = await generate(contextWith(api), user.token, bad);
        expect(answer.status, JSON.stringify(bad)).toBe(400);
        expect(typeof answer.body.error).toBe('string');
      }
      expect(await availableCredits(user.client)).toBe(5);
      expect(await jobsOf(user.userId)).toEqual([]);
      expect(api.calls).toEqual([]);
    });

    test('what the Video Creator’s form refuses is a JSON 400 here, with the same words', async () => {
      const api = createFakeVideoApis(KEYS);
      const user = await signedIn();
      const form = { script: SCRIPT, voiceId: 'Bella', style: 'creative', duration: 30, aspectRatio: '16:9' };
      for (const change of [
        { script: ' \n ' },
        { duration: 121 },
        { style: 'cartoon' },
        { aspectRatio: '2:1' },
        { script: 'x'.repeat(20_001) },
      ]) {
        const refused = ScriptToVideoForm.safeParse({ ...form, ...change });
        expect(refused.success, JSON.stringify(change)).toBe(false);
        const answer = await generate(contextWith(api), user.token, body(change));
        expect(answer.status, JSON.stringify(change)).toBe(400);
        expect(answer.body.error).toEqual(expect.stringContaining(refused.error?.issues[0].message ?? '?'));
      }
      expect(await availableCredits(user.client)).toBe(5);
      expect(api.calls).toEqual([]);
    });

    test('spends the style’s credits once, records the job and its provider; a replay spends nothing', async () => {
      const api = createFakeVideoApis(KEYS);
      const user = await signedIn();
      const request = body();
      const first = await generate(contextWith(api), user.token, request);
      expect(first.status).toBe(201);
      expect(first.body).toEqual({
        id: expect.any(String),
        provider: 'wavespeed',
        status: 'processing',
        progress: 20,
      });
      expect(await availableCredits(user.client)).toBe(3);

      const replay = await generate(contextWith(api), user.token, request);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      expect(await availableCredits(user.client)).toBe(3);
      expect(api.callsTo('wavespeed')).toHaveLength(1);
      expect(api.calls[0].body).toMatchObject({
        prompt: `Create a professional video based on this script: ${SCRIPT}`,
        duration: 30,
        aspect_ratio: '16:9',
        style: 'creative',
        fast_mode: true,
      });

      const [job] = await jobsOf(user.userId);
      expect(job).toMatchObject({
        id: first.body.id,
        status: 'processing',
        progress: 20,
        provider: 'wavespeed',
        provider_job_id: expect.stringMatching(/^ws_/),
        script: SCRIPT,
        style: 'creative',
        credits_spent: 2,
      });
      // The user sees the job, and its charge, through row level security.
      const { data } = await user.client.from('videos').select('id, title, status');
      expect(data).toEqual([{ id: first.body.id, title: 'Meet Creator OS.', status: 'processing' }]);
      const { data: ledger } = await user.client
        .from('credit_ledger')
        .select('amount, description')
        .eq('transaction_type', 'usage');
      expect(ledger).toEqual([{ amount: -2, description: 'Video generation (creative)' }]);

      // Another request (a new key) is another job.
      const second = await generate(contextWith(api), user.token, body({ style: 'minimal' }));
      expect(second.status).toBe(201);
      expect(second.body.id).not.toBe(first.body.id);
      expect(await availableCredits(user.client)).toBe(2);
    });

    test('a failed provider falls back to the next one', async () => {
      const api = createFakeVideoApis(KEYS);
      api.setDown('wavespeed', 503);
      const user = await signedIn();
      const answer = await generate(contextWith(api), user.token, body({ style: 'professional' }));
      expect(answer).toMatchObject({
        status: 201,
        body: { provider: 'pika', status: 'processing', progress: 20 },
      });
      expect(api.calls.map((c) => `${c.provider} ${c.method} ${c.path}`)).toEqual([
        'wavespeed POST /generate',
        'pika POST /generate',
      ]);
      const [job] = await jobsOf(user.userId);
      expect(job).toMatchObject({ provider: 'pika', provider_job_id: expect.stringMatching(/^pika_/) });
      expect(await availableCredits(user.client)).toBe(4);
    });

    test('when every provider fails the job fails and its credits come back, once', async () => {
      const api = createFakeVideoApis(KEYS);
      for (const provider of ['wavespeed', 'pika', 'replicate'] as const) api.setDown(provider, 503);
      const user = await signedIn();
      const request = body({ style: 'energetic' });
      const answer = await generate(contextWith(api), user.token, request);
      expect(answer.status).toBe(502);
      expect(answer.body).toEqual({
        error: 'All video generation APIs failed. Last error: Replicate API error: 503 - Service Unavailable',
        id: expect.any(String),
      });
      expect(api.calls.map((c) => c.provider)).toEqual(['wavespeed', 'pika', 'replicate']);
      expect(await availableCredits(user.client)).toBe(5);
      const [job] = await jobsOf(user.userId);
      expect(job).toMatchObject({ id: answer.body.id, status: 'failed', error: answer.body.error });

      const replay = await generate(contextWith(api), user.token, request);
      expect(replay).toMatchObject({ status: 502, body: { id: answer.body.id, error: answer.body.error } });
      expect(api.calls).toHaveLength(3);
      expect(await availableCredits(user.client)).toBe(5);
      const { data: refunds } = await user.client
        .from('credit_ledger')
        .select('amount, description')
        .eq('transaction_type', 'refund');
      expect(refunds).toEqual([{ amount: 5, description: 'Refund: video generation failed' }]);
    });

    test('a server without providers fails the job and refunds it', async () => {
      const api = createFakeVideoApis(KEYS);
      const user = await signedIn();
      const answer = await generate(contextWith(api, {}), user.token, body());
      expect(answer).toMatchObject({
        status: 502,
        body: { error: 'All video generation APIs failed. Last error: No video provider is available' },
      });
      expect(await availableCredits(user.client)).toBe(5);
    });

    test('a user without enough credits gets 402 and no job', async () => {
      const api = createFakeVideoApis(KEYS);
      const user = await signedIn();
      expect((await generate(contextWith(api), user.token, body({ style: 'professional' }))).status).toBe(
        201,
      );
      const short = await generate(contextWith(api), user.token, body({ style: 'energetic' }));
      expect(short).toEqual({
        status: 402,
        body: { error: 'Insufficient credits' },
        response: expect.anything(),
      });
      expect(await jobsOf(user.userId)).toHaveLength(1);
      expect(api.callsTo('wavespeed')).toHaveLength(1);
      expect(await availableCredits(user.client)).toBe(4);
    });

    test('mode video sends the prompt as it is; the mock serves only where enabled', async () => {
      const api = createFakeVideoApis(KEYS);
      const user = await signedIn();
      const mockOnly = contextWith(api, { VIDEO_MOCK: 'enabled' });
      const answer = await generate(
        mockOnly,
        user.token,
        body({
          script: undefined,
          prompt: '  A drone shot of a city at night  ',
          mode: 'video',
          style: 'minimal',
        }),
      );
      expect(answer).toMatchObject({
        status: 201,
        body: { provider: 'mock', status: 'processing', progress: 20 },
      });
      const [job] = await jobsOf(user.userId);
      expect(job).toMatchObject({
        prompt: 'A drone shot of a city at night',
        script: null,
        provider: 'mock',
      });
      expect(job.provider_job_id).toMatch(/^mock-/);
      for (const env of [{ VIDEO_MOCK: 'true' }, { VIDEO_MOCK: 'disabled' }, {}]) {
        const refused = await generate(contextWith(api, env), user.token, body({ style: 'minimal' }));
        expect(refused.status).toBe(502);
      }
      expect(api.calls).toEqual([]);
      expect(await availableCredits(user.client)).toBe(4);
    });
  });

  describe('generate-video in a workspace', () => {
    test('a missing workspace is a 400 with the schema’s words', async () => {
      const api = createFakeVideoApis(KEYS);
      const user = await signedIn();
      const answer = await generate(contextWith(api), user.token, body({ workspaceId: undefined }));
      expect(answer).toMatchObject({
        status: 400,
        body: { error: 'Invalid request: workspaceId: A workspace id is required' },
      });
      expect(api.calls).toEqual([]);
    });

    test('a workspace the caller may not write is a 403 and spends nothing', async () => {
      const api = createFakeVideoApis(KEYS);
      const owner = await signedIn();
      const viewer = await signedIn();
      const outsider = await signedIn();
      const team = await createWorkspace(owner, 'Studio');
      await joinWorkspace(owner, viewer, team, 'viewer');
      for (const user of [viewer, outsider]) {
        const answer = await generate(contextWith(api), user.token, body({ workspaceId: team }));
        expect(answer).toMatchObject({
          status: 403,
          body: { error: "You can't create videos in this workspace" },
        });
        expect(await availableCredits(user.client)).toBe(5);
        expect(await jobsOf(user.userId)).toEqual([]);
      }
      expect(api.calls).toEqual([]);
    });

    test('a member’s video is paid by the member, made from a script of the workspace, and seen by the owner', async () => {
      const api = createFakeVideoApis(KEYS);
      const owner = await signedIn();
      const member = await signedIn();
      const team = await createWorkspace(owner, 'Studio');
      await joinWorkspace(owner, member, team, 'member');
      const saved = await member.client.rpc('save_script', {
        p_script_id: null,
        p_workspace_id: team,
        p_title: 'Launch',
        p_body: SCRIPT,
        p_tags: [],
        p_status: null,
      });
      if (saved.error) throw saved.error;
      const script = saved.data as { id: string; version: number };

      const answer = await generate(
        contextWith(api),
        member.token,
        body({ workspaceId: team, scriptId: script.id, scriptVersion: script.version }),
      );
      expect(answer.status).toBe(201);
      expect(await availableCredits(member.client)).toBe(3);
      expect(await availableCredits(owner.client)).toBe(5);
      const { data: seen } = await owner.client
        .from('videos')
        .select('id, user_id, workspace_id, script_id, script_version')
        .eq('id', answer.body.id as string);
      expect(seen).toEqual([
        {
          id: answer.body.id,
          user_id: member.userId,
          workspace_id: team,
          script_id: script.id,
          script_version: 1,
        },
      ]);

      // Another workspace's script is refused, and nothing is spent.
      const elsewhere = await generate(
        contextWith(api),
        member.token,
        body({ workspaceId: member.workspaceId, scriptId: script.id, scriptVersion: 1 }),
      );
      expect(elsewhere).toMatchObject({
        status: 400,
        body: { error: 'The script is not in this workspace' },
      });
      expect(await availableCredits(member.client)).toBe(3);
    });
  });

  describe('video-status', () => {
    test('the caller’s own job only; GET ?id= or POST { id }', async () => {
      const api = createFakeVideoApis(KEYS);
      const owner = await signedIn();
      const stranger = await signedIn();
      const { body: started } = await generate(contextWith(api), owner.token, body());
      const id = started.id as string;
      const viaGet = await callFunction(handleVideoStatus, contextWith(api), `video-status?id=${id}`, {
        method: 'GET',
        token: owner.token,
      });
      expect(viaGet).toMatchObject({
        status: 200,
        body: {
          id,
          status: 'processing',
          progress: 20,
          videoUrl: null,
          thumbnailUrl: null,
          error: null,
          processingTime: null,
          provider: 'wavespeed',
        },
      });
      expect(await status(contextWith(api), stranger.token, id)).toMatchObject({
        status: 404,
        body: { error: 'Video not found' },
      });
      expect(await status(contextWith(api), owner.token, randomUUID())).toMatchObject({ status: 404 });
      expect((await status(contextWith(api), owner.token, 'nope')).status).toBe(400);
      const noId = await callFunction(handleVideoStatus, contextWith(api), 'video-status', {
        method: 'GET',
        token: owner.token,
      });
      expect(noId.status).toBe(400);
      const anonymous = await callFunction(handleVideoStatus, contextWith(api), 'video-status', {
        body: { id },
      });
      expect(anonymous.status).toBe(401);
    });

    test('follows the provider: progress never decreases, completed brings the video', async () => {
      const api = createFakeVideoApis(KEYS);
      const user = await signedIn();
      const id = (await generate(contextWith(api), user.token, body())).body.id as string;
      const [job] = await jobsOf(user.userId);
      const providerId = job.provider_job_id as string;

      api.updateWavespeedJob(providerId, { status: 'running', progress: 60 });
      expect((await status(contextWith(api), user.token, id)).body).toMatchObject({
        status: 'processing',
        progress: 60,
      });
      api.updateWavespeedJob(providerId, { status: 'processing', progress: 35 });
      expect((await status(contextWith(api), user.token, id)).body).toMatchObject({ progress: 60 });
      api.updateWavespeedJob(providerId, {
        status: 'completed',
        video_url: 'https://cdn.wavespeed.ai/v/1.mp4',
        thumbnail_url: 'https://cdn.wavespeed.ai/v/1.jpg',
        processing_time: 18,
      });
      const done = await status(contextWith(api), user.token, id);
      expect(done.body).toEqual({
        id,
        status: 'completed',
        progress: 100,
        videoUrl: 'https://cdn.wavespeed.ai/v/1.mp4',
        thumbnailUrl: 'https://cdn.wavespeed.ai/v/1.jpg',
        error: null,
        processingTime: 18,
        provider: 'wavespeed',
      });
      // Finished: the provider is not asked again.
      const calls = api.calls.length;
      expect((await status(contextWith(api), user.token, id)).body).toMatchObject({ status: 'completed' });
      expect(api.calls).toHaveLength(calls);
      expect(await availableCredits(user.client)).toBe(3);
    });

    test('a provider that fails the job refunds it; one that cannot answer leaves it as it is', async () => {
      const api = createFakeVideoApis(KEYS);
      const user = await signedIn();
      const id = (await generate(contextWith(api), user.token, body({ style: 'energetic' }))).body
        .id as string;
      const [job] = await jobsOf(user.userId);
      expect(await availableCredits(user.client)).toBe(0);

      api.setDown('wavespeed', 500);
      expect(await status(contextWith(api), user.token, id)).toMatchObject({
        status: 200,
        body: { status: 'processing', progress: 20 },
      });
      api.setDown('wavespeed', undefined);
      api.updateWavespeedJob(job.provider_job_id as string, {
        status: 'error',
        error: 'Content policy violation',
      });
      expect((await status(contextWith(api), user.token, id)).body).toMatchObject({
        status: 'failed',
        error: 'Content policy violation',
      });
      await status(contextWith(api), user.token, id);
      expect(await availableCredits(user.client)).toBe(5);
    });

    test('a job not done 300 s after it was created times out and is refunded once', async () => {
      const api = createFakeVideoApis(KEYS);
      const user = await signedIn();
      const id = (await generate(contextWith(api), user.token, body())).body.id as string;
      const old = new Date(Date.now() - 301_000).toISOString();
      await service.from('videos').update({ created_at: old }).eq('id', id);
      const answer = await status(contextWith(api), user.token, id);
      expect(answer.body).toMatchObject({ id, status: 'failed', error: 'Video generation timed out' });
      await status(contextWith(api), user.token, id);
      expect(await availableCredits(user.client)).toBe(5);
      expect(api.callsTo('wavespeed').filter((c) => c.method === 'GET')).toEqual([]);

      // Just under the limit it is still asked about.
      const fresh = (await generate(contextWith(api), user.token, body())).body.id as string;
      await service
        .from('videos')
        .update({ created_at: new Date(Date.now() - 290_000).toISOString() })
        .eq('id', fresh);
      expect((await status(contextWith(api), user.token, fresh)).body).toMatchObject({
        status: 'processing',
      });
    });

    test('the mock finishes 5 s after creation, whichever process asks', async () => {
      const api = createFakeVideoApis(KEYS);
      const env = { VIDEO_MOCK: 'enabled' };
      const user = await signedIn();
      const id = (await generate(contextWith(api, env), user.token, body({ style: 'minimal' }))).body
        .id as string;
      const early = await status(contextWith(api, env), user.token, id);
      expect(early.body).toMatchObject({ status: 'processing', provider: 'mock', videoUrl: null });
      expect(early.body.progress).toBeGreaterThanOrEqual(20);
      // A job this process never saw, created 6 s ago (another process, or a reload).
      await service
        .from('videos')
        .update({ provider_job_id: mockJobId(Date.now() - 6000) })
        .eq('id', id);
      expect((await status(contextWith(api, env), user.token, id)).body).toMatchObject({
        status: 'completed',
        progress: 100,
        videoUrl: '/media/sample-video.mp4',
        thumbnailUrl: '/media/sample-thumbnail.svg',
        processingTime: 5,
        provider: 'mock',
      });
      expect(await availableCredits(user.client)).toBe(4);
    });
  });

  test('the app reaches both through supabase-js on a local-mode backend', async () => {
    const local = await createLocalBackend({
      db: backend.db,
      bootstrapSql: localBootstrapSql,
      migrations: localMigrations,
      url: backend.url,
      functions: functionHandlers,
      functionEnv: { APP_ENVIRONMENT: 'local', VIDEO_MOCK: 'enabled', VOICE_MOCK: 'enabled' },
    });
    const user = await signedInClient(local);
    const workspaceId = await personalWorkspaceOf(user.client);
    const started = await user.client.functions.invoke('generate-video', {
      body: {
        script: SCRIPT,
        style: 'professional',
        duration: 30,
        aspectRatio: '16:9',
        mode: 'script',
        workspaceId,
      },
    });
    expect(started.error).toBeNull();
    expect(started.data).toMatchObject({ provider: 'mock', status: 'processing', progress: 20 });
    const polled = await user.client.functions.invoke('video-status', { body: { id: started.data.id } });
    expect(polled.data).toMatchObject({ id: started.data.id, status: 'processing', provider: 'mock' });
    expect(await availableCredits(user.client)).toBe(4);

    const broke = await user.client.functions.invoke('generate-video', {
      body: {
        script: SCRIPT,
        style: 'energetic',
        duration: 30,
        aspectRatio: '16:9',
        mode: 'script',
        workspaceId,
      },
    });
    expect(broke.error).not.toBeNull();
    expect((broke.response as Response).status).toBe(402);
    expect(await (broke.response as Response).json()).toEqual({ error: 'Insufficient credits' });
  });
});

describe('generate-video under real Deno', () => {
  let backend: LocalBackend;
  let deno: DenoFunction;

  beforeAll(async () => {
    backend = await createTestBackend('pglite');
    deno = await startDenoFunction('generate-video', backend, { VIDEO_MOCK: 'enabled' });
  }, 240_000);

  afterAll(async () => {
    await deno?.stop();
    await backend?.close();
  });

  test('the deployed entry point starts a mock job and charges its credits', async () => {
    const user = await signedInClient(backend);
    const token = await accessTokenOf(user.client);
    const workspaceId = await personalWorkspaceOf(user.client);
    const preflight = await fetch(deno.url, { method: 'OPTIONS' });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const response = await fetch(deno.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        script: SCRIPT,
        style: 'creative',
        duration: 60,
        aspectRatio: '9:16',
        mode: 'script',
        workspaceId,
      }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ provider: 'mock', status: 'processing', progress: 20 });
    expect(await availableCredits(user.client)).toBe(3);
    const refused = await fetch(deno.url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        script: ' ',
        style: 'creative',
        duration: 60,
        aspectRatio: '9:16',
        mode: 'script',
        workspaceId,
      }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Please enter a script first' });
  });
});
