import { resolveObjectURL } from 'node:buffer';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import {
  listVoiceovers,
  releaseVoiceoverAudioUrl,
  voiceoverAudioUrl,
} from '../../src/lib/voiceovers/voiceovers-api';
import { createOwnKeySpeech, type OwnKeySpeechDeps } from '../../src/services/video/own-key-speech';
import { VoiceoverNotKeptError } from '../../src/services/video/video-service';
import { engines } from '../support/engines';
import { createFakeStorageApi } from '../support/fake-storage-api';
import { createFakeVideoApis, fakeMp3 } from '../support/fake-video-apis';
import { accessTokenOf, availableCredits } from '../support/payments-kit';
import { createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// A voice-over made in the browser with the user's own ElevenLabs key (or local mode's sample
// voice) is kept in the workspace like the server's (keep_own_voiceover): listed, played back
// with the same bytes, nothing charged; a failure to keep it still hands back the audio.

const OWN_KEY = 'xi_own_key_of_the_member';

type User = Awaited<ReturnType<typeof signedInClient>>;

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

describe.each(engines())('own-key voice-overs on %s', (engine) => {
  let backend: LocalBackend;
  let owner: User;
  let member: User;
  let viewer: User;
  let workspace: string;

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    [owner, member, viewer] = await Promise.all([
      signedInClient(backend),
      signedInClient(backend),
      signedInClient(backend),
    ]);
    workspace = await createWorkspace(owner, 'Own voices');
    await joinWorkspace(owner, member, workspace, 'member');
    await joinWorkspace(owner, viewer, workspace, 'viewer');
  });
  afterAll(() => backend.close());

  /** The own-key speech of `client`; `server` is what hosted mode falls back to without a key. */
  function speechOf(client: SupabaseClient, changes: Partial<OwnKeySpeechDeps> = {}) {
    const api = createFakeVideoApis({ elevenLabsKey: OWN_KEY });
    const server = vi.fn<OwnKeySpeechDeps['server']>();
    const speak = createOwnKeySpeech({
      client: client as AppSupabaseClient,
      mode: 'local',
      elevenLabsKey: () => OWN_KEY,
      server,
      fetch: api.fetch,
      ...changes,
    });
    return { speak, api, server };
  }

  async function playedBack(client: SupabaseClient, voiceover: Parameters<typeof voiceoverAudioUrl>[1]) {
    const url = await voiceoverAudioUrl(client as AppSupabaseClient, voiceover);
    const blob = resolveObjectURL(url) as Blob;
    releaseVoiceoverAudioUrl(url);
    return { type: blob.type, bytes: await bytesOf(blob) };
  }

  test('with their ElevenLabs key: the voice-over is kept for the member, every member plays the same bytes, nothing is charged', async () => {
    const saved = await member.client.rpc('save_script', {
      p_script_id: null,
      p_workspace_id: workspace,
      p_title: 'Launch video',
      p_body: 'Welcome to the channel!',
      p_tags: [],
      p_status: 'draft',
    });
    if (saved.error) throw saved.error;
    const script = (saved.data as { id: string }).id;
    const credits = await availableCredits(member.client);
    const { speak, api } = speechOf(member.client);

    const audio = await speak('  Welcome to the channel!  ', 'Bella', {
      workspaceId: workspace,
      scriptId: script,
      scriptVersion: 1,
    });

    expect(await bytesOf(audio)).toEqual(fakeMp3('EXAVITQu4vr4xnSDxMaL:  Welcome to the channel!  '));
    expect(api.callsTo('elevenlabs')).toHaveLength(1);
    const listed = await listVoiceovers(
      viewer.client as AppSupabaseClient,
      workspace,
      'Welcome to the channel',
    );
    expect(listed).toEqual([
      expect.objectContaining({
        author_id: member.userId,
        script_id: script,
        script_version: 1,
        voice: 'Bella',
        text: 'Welcome to the channel!',
        content_type: 'audio/mpeg',
        byte_size: audio.size,
        storage_path: null,
      }),
    ]);
    expect(await playedBack(viewer.client, listed[0])).toEqual({
      type: 'audio/mpeg',
      bytes: await bytesOf(audio),
    });
    expect(await availableCredits(member.client)).toBe(credits);
  });

  test('local mode without a key: the sample voice is kept; an ElevenLabs id is named as the panel names it', async () => {
    const { speak, api } = speechOf(owner.client, { elevenLabsKey: () => null });
    const audio = await speak('A sample take.', 'EXAVITQu4vr4xnSDxMaL', { workspaceId: workspace });
    expect(api.calls).toEqual([]);
    const [kept] = await listVoiceovers(member.client as AppSupabaseClient, workspace, 'A sample take');
    expect(kept).toMatchObject({ author_id: owner.userId, voice: 'Bella', content_type: 'audio/wav' });
    expect(await playedBack(member.client, kept)).toEqual({ type: 'audio/wav', bytes: await bytesOf(audio) });
  });

  test('without a workspace nothing is kept; hosted without a key the server speaks (and keeps it itself)', async () => {
    const { speak } = speechOf(member.client);
    await speak('Not for any workspace', 'Bella');
    expect(
      await listVoiceovers(member.client as AppSupabaseClient, workspace, 'Not for any workspace'),
    ).toEqual([]);

    const hosted = speechOf(member.client, { mode: 'hosted', elevenLabsKey: () => '' });
    const fromServer = new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/mpeg' });
    hosted.server.mockResolvedValue(fromServer);
    const options = { workspaceId: workspace, idempotencyKey: crypto.randomUUID() };
    expect(await hosted.speak('Through the server', 'Bella', options)).toBe(fromServer);
    expect(hosted.server).toHaveBeenCalledWith('Through the server', 'Bella', options);
    expect(hosted.api.calls).toEqual([]);
    expect(await listVoiceovers(member.client as AppSupabaseClient, workspace, 'Through the server')).toEqual(
      [],
    );
  });

  test('a viewer’s own-key voice-over still plays, but is refused by the workspace and says so', async () => {
    const { speak } = speechOf(viewer.client);
    const made = await speak('Viewer take', 'Bella', { workspaceId: workspace }).catch(
      (error: unknown) => error,
    );
    expect(made).toBeInstanceOf(VoiceoverNotKeptError);
    const notKept = made as VoiceoverNotKeptError;
    expect(notKept.message).toBe("You can't create voice-overs in this workspace");
    expect(await bytesOf(notKept.audio)).toEqual(fakeMp3('EXAVITQu4vr4xnSDxMaL:Viewer take'));
    expect(await listVoiceovers(viewer.client as AppSupabaseClient, workspace, 'Viewer take')).toEqual([]);
  });

  describe('hosted: the audio goes to the voiceovers bucket first', () => {
    /** A client of `user` whose Storage calls reach a fake Storage API that lets `uploaders` write in the workspace. */
    async function hostedClientOf(user: User, uploaders: User[]) {
      const tokens = new Set(await Promise.all(uploaders.map((u) => accessTokenOf(u.client))));
      const storage = createFakeStorageApi(
        backend.fetch,
        backend.serviceRoleKey,
        (token, key) => tokens.has(token) && key.startsWith(`voiceovers/${workspace}/`),
      );
      const client = createClient(backend.url, backend.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: {
          fetch: storage.fetch,
          headers: { Authorization: `Bearer ${await accessTokenOf(user.client)}` },
        },
      });
      return { client, storage };
    }

    test('uploaded at <workspace>/<id>.mp3 without replacing anything, then recorded with that path', async () => {
      const { client, storage } = await hostedClientOf(member, [member]);
      const { speak } = speechOf(client, { mode: 'hosted' });
      const audio = await speak('Hosted take', 'Antoni', { workspaceId: workspace });

      const [kept] = await listVoiceovers(member.client as AppSupabaseClient, workspace, 'Hosted take');
      expect(kept).toMatchObject({ author_id: member.userId, voice: 'Antoni', content_type: 'audio/mpeg' });
      expect(kept.storage_path).toBe(`${workspace}/${kept.id}.mp3`);
      expect([...storage.objects.keys()]).toEqual([`voiceovers/${kept.storage_path}`]);
      const object = storage.objects.get(`voiceovers/${kept.storage_path}`);
      expect(object).toEqual({ contentType: 'audio/mpeg', bytes: await bytesOf(audio), upsert: false });
      const { rows } = await backend.db.query(
        'select count(*)::int as n from public.voiceover_audio where voiceover_id = $1',
        [kept.id],
      );
      expect(rows).toEqual([{ n: 0 }]);
    });

    test('a refused upload, a refused voice-over (its upload removed again) and a failed upload keep nothing, and hand the audio back', async () => {
      const refusedUpload = await hostedClientOf(viewer, []);
      const notUploaded = await speechOf(refusedUpload.client, { mode: 'hosted' })
        .speak('Hosted viewer take', 'Bella', { workspaceId: workspace })
        .catch((error: unknown) => error);
      expect(notUploaded).toBeInstanceOf(VoiceoverNotKeptError);
      expect((notUploaded as VoiceoverNotKeptError).message).toBe(
        "You can't create voice-overs in this workspace",
      );
      expect(refusedUpload.storage.objects.size).toBe(0);

      // Were Storage to let the upload through, the database still refuses, and the upload goes.
      const asViewer = await hostedClientOf(viewer, [viewer]);
      const refused = await speechOf(asViewer.client, { mode: 'hosted' })
        .speak('Hosted viewer take', 'Bella', { workspaceId: workspace })
        .catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(VoiceoverNotKeptError);
      expect((refused as VoiceoverNotKeptError).message).toBe(
        "You can't create voice-overs in this workspace",
      );
      expect(asViewer.storage.objects.size).toBe(0);

      const asMember = await hostedClientOf(member, [member]);
      asMember.storage.failUploads(500);
      const failed = await speechOf(asMember.client, { mode: 'hosted' })
        .speak('Hosted take, Storage down', 'Bella', { workspaceId: workspace })
        .catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(VoiceoverNotKeptError);
      expect((failed as VoiceoverNotKeptError).message).toBe(
        'The voice-over could not be saved to the workspace. Please try again.',
      );
      expect((failed as VoiceoverNotKeptError).audio.size).toBeGreaterThan(0);
      expect(
        await listVoiceovers(member.client as AppSupabaseClient, workspace, 'Hosted take, Storage down'),
      ).toEqual([]);
    });
  });
});
