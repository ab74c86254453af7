import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { FunctionContext } from '../../supabase/functions/_shared/context.ts';
import { handleTextToSpeech } from '../../supabase/functions/_shared/handlers/text-to-speech.ts';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { createFakeStorageApi, type FakeStorageApi } from '../support/fake-storage-api';
import { createFakeVideoApis, type FakeVideoApis } from '../support/fake-video-apis';
import { accessTokenOf, availableCredits } from '../support/payments-kit';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// text-to-speech records a voice-over in the workspace it names, its audio kept in the database
// (VOICE_AUDIO_STORE=database, local mode) or in the `voiceovers` Storage bucket (hosted).

const ELEVENLABS_KEY = 'xi_platform_key_voiceovers';

type User = Awaited<ReturnType<typeof signedInClient>> & { token: string };

async function speak(context: FunctionContext, token: string, body: unknown) {
  const response = await handleTextToSpeech(
    new Request('http://functions.test/functions/v1/text-to-speech', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    }),
    context,
  );
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get('Content-Type') ?? '';
  return {
    status: response.status,
    bytes,
    voiceoverId: response.headers.get('Voiceover-Id'),
    replayed: response.headers.get('Idempotent-Replayed'),
    exposed: response.headers.get('Access-Control-Expose-Headers'),
    json: type.startsWith('application/json')
      ? (JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>)
      : null,
  };
}

const hex = (bytes: Uint8Array) => `\\x${Buffer.from(bytes).toString('hex')}`;

describe.each(engines())('text-to-speech records voice-overs on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  let owner: User;
  let member: User;
  let viewer: User;
  let workspace: string;

  async function signedIn(): Promise<User> {
    const user = await signedInClient(backend);
    return { ...user, token: await accessTokenOf(user.client) };
  }

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
    [owner, member, viewer] = await Promise.all([signedIn(), signedIn(), signedIn()]);
    workspace = await createWorkspace(owner, 'Voices');
    await joinWorkspace(owner, member, workspace, 'member');
    await joinWorkspace(owner, viewer, workspace, 'viewer');
  });
  afterAll(() => backend.close());

  const databaseContext = (api: FakeVideoApis, env: FunctionContext['env'] = {}): FunctionContext => ({
    admin: service,
    env: { VOICE_AUDIO_STORE: 'database', ...env },
    fetch: api.fetch,
  });

  /** A hosted server: its admin client reaches a fake Storage API; the rest goes to the backend. */
  function storageContext(api: FakeVideoApis, env: FunctionContext['env'] = {}) {
    const storage: FakeStorageApi = createFakeStorageApi(backend.fetch, backend.serviceRoleKey);
    const admin = createClient(backend.url, backend.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: storage.fetch },
    });
    return { storage, context: { admin, env, fetch: api.fetch } satisfies FunctionContext };
  }

  async function voiceoversIn(id: string | null) {
    const { rows } = await backend.db.query<Record<string, unknown>>(
      `select v.workspace_id, v.author_id, v.voice, v.text, v.content_type, v.byte_size, v.storage_path,
              (select count(*)::int from public.voiceover_audio a where a.voiceover_id = v.id) as audio_rows
         from public.voiceovers v where v.id = $1`,
      [id],
    );
    return rows;
  }

  test('database store: the voice-over is recorded with its audio, named in Voiceover-Id, and every member hears it', async () => {
    const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
    const answer = await speak(databaseContext(api, { VOICE_MOCK: 'enabled' }), member.token, {
      text: '  Welcome to the channel!  ',
      voiceId: 'EXAVITQu4vr4xnSDxMaL',
      workspaceId: workspace,
    });
    expect(answer.status).toBe(200);
    expect(answer.exposed).toContain('Voiceover-Id');
    expect(answer.voiceoverId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await voiceoversIn(answer.voiceoverId)).toEqual([
      {
        workspace_id: workspace,
        author_id: member.userId,
        voice: 'Bella',
        text: 'Welcome to the channel!',
        content_type: 'audio/wav',
        byte_size: answer.bytes.byteLength,
        storage_path: null,
        audio_rows: 1,
      },
    ]);
    const heard = await viewer.client
      .from('voiceover_audio')
      .select('audio')
      .eq('voiceover_id', answer.voiceoverId as string)
      .single();
    expect(heard.data).toEqual({ audio: hex(answer.bytes) });
    expect(await availableCredits(member.client)).toBe(4);
  });

  test('a workspace the caller may not write: 403 before anything is spent or generated', async () => {
    const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
    const outsider = await signedIn();
    const context = databaseContext(api, { ELEVENLABS_API_KEY: ELEVENLABS_KEY });
    for (const user of [outsider, viewer]) {
      const answer = await speak(context, user.token, {
        text: 'Not my workspace',
        voiceId: 'Bella',
        workspaceId: workspace,
        idempotencyKey: randomUUID(),
      });
      expect([answer.status, answer.json]).toEqual([
        403,
        { error: "You can't create voice-overs in this workspace" },
      ]);
      expect(await availableCredits(user.client)).toBe(5);
    }
    expect(api.calls).toEqual([]);
    const { data: ledger } = await outsider.client
      .from('credit_ledger')
      .select('id')
      .eq('transaction_type', 'usage');
    expect(ledger).toEqual([]);
  });

  test('a script from another workspace is a 400 before anything is spent', async () => {
    const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
    const elsewhere = await createWorkspace(owner, 'Elsewhere');
    const saved = await owner.client.rpc('save_script', {
      p_script_id: null,
      p_workspace_id: elsewhere,
      p_title: 'Elsewhere',
      p_body: 'Another workspace’s script',
      p_tags: [],
      p_status: 'draft',
    });
    if (saved.error) throw saved.error;
    const answer = await speak(databaseContext(api, { VOICE_MOCK: 'enabled' }), owner.token, {
      text: 'Hello',
      workspaceId: workspace,
      scriptId: (saved.data as { id: string }).id,
      scriptVersion: 1,
    });
    expect([answer.status, answer.json]).toEqual([400, { error: 'The script is not in this workspace' }]);
    expect(await availableCredits(owner.client)).toBe(5);
  });

  test('a replay answers the same audio and the same Voiceover-Id, and records once', async () => {
    const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
    const user = await signedIn();
    await joinWorkspace(owner, user, workspace, 'member');
    const context = databaseContext(api, { ELEVENLABS_API_KEY: ELEVENLABS_KEY });
    const request = {
      text: 'Once only',
      voiceId: 'Antoni',
      workspaceId: workspace,
      idempotencyKey: randomUUID(),
    };
    const first = await speak(context, user.token, request);
    const again = await speak(context, user.token, request);
    expect([first.status, again.status, again.replayed]).toEqual([200, 200, 'true']);
    expect(again.voiceoverId).toBe(first.voiceoverId);
    expect(again.bytes).toEqual(first.bytes);
    expect(api.calls).toHaveLength(1);
    expect(await availableCredits(user.client)).toBe(4);
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.voiceovers where author_id = $1',
      [user.userId],
    );
    expect(rows).toEqual([{ n: 1 }]);

    // The same key for another workspace is another request: refused, not replayed.
    const mine = await createWorkspace(user, 'Mine');
    const moved = await speak(context, user.token, { ...request, workspaceId: mine });
    expect(moved.status).toBe(409);
  });

  test('without a workspace nothing is recorded and no Voiceover-Id is answered', async () => {
    const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
    const user = await signedIn();
    const answer = await speak(databaseContext(api, { VOICE_MOCK: 'enabled' }), user.token, {
      text: 'Just audio',
    });
    expect([answer.status, answer.voiceoverId]).toEqual([200, null]);
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.voiceovers where author_id = $1',
      [user.userId],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  test('Storage store: the audio is uploaded to the voiceovers bucket at <workspace>/<id>.mp3; no audio row', async () => {
    const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
    const { storage, context } = storageContext(api, { ELEVENLABS_API_KEY: ELEVENLABS_KEY });
    const answer = await speak(context, owner.token, {
      text: 'Hosted voice-over',
      voiceId: 'Rachel',
      workspaceId: workspace,
    });
    expect(answer.status).toBe(200);
    const path = `${workspace}/${answer.voiceoverId}.mp3`;
    expect([...storage.objects.keys()]).toEqual([`voiceovers/${path}`]);
    const object = storage.objects.get(`voiceovers/${path}`);
    expect(object?.contentType).toBe('audio/mpeg');
    expect(object?.bytes).toEqual(answer.bytes);
    expect(await voiceoversIn(answer.voiceoverId)).toEqual([
      {
        workspace_id: workspace,
        author_id: owner.userId,
        voice: 'Rachel',
        text: 'Hosted voice-over',
        content_type: 'audio/mpeg',
        byte_size: answer.bytes.byteLength,
        storage_path: path,
        audio_rows: 0,
      },
    ]);
  });

  test('a failure to keep the audio after the user paid still answers the audio, without Voiceover-Id', async () => {
    const api = createFakeVideoApis({ elevenLabsKey: ELEVENLABS_KEY });
    const { storage, context } = storageContext(api, { ELEVENLABS_API_KEY: ELEVENLABS_KEY });
    storage.failUploads(503);
    const before = await availableCredits(member.client);
    const answer = await speak(context, member.token, { text: 'Storage is down', workspaceId: workspace });
    expect([answer.status, answer.voiceoverId, answer.bytes.byteLength > 0]).toEqual([200, null, true]);
    expect(await availableCredits(member.client)).toBe(before - 1);
    const { rows } = await backend.db.query<{ n: number }>(
      "select count(*)::int as n from public.voiceovers where text = 'Storage is down'",
    );
    expect(rows).toEqual([{ n: 0 }]);
  });
});
