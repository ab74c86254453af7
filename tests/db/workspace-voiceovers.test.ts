import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { resolveObjectURL } from 'node:buffer';
import {
  deleteVoiceover,
  listVoiceovers,
  releaseVoiceoverAudioUrl,
  voiceoverAudioUrl,
} from '../../src/lib/voiceovers/voiceovers-api';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { byRole, createWorkspace, joinWorkspace, teamWithEveryRole } from '../support/workspace-kit';

// Voice-overs kept in a workspace (20261124001000_workspace_voiceovers.sql): who reads and
// deletes them by role, what record_voiceover (service role only) and keep_own_voiceover (the
// caller's own-key voice-overs, 20261124001200) refuse, who hears the audio kept in the
// database, and what an account deletion keeps.

type User = Awaited<ReturnType<typeof signedInClient>>;

/** The bytes of a tiny voice-over, as bytea's '\x…' text form. */
const AUDIO = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0x00, 0xff, 0x10, 0x7f]);
const AUDIO_HEX = `\\x${Array.from(AUDIO, (b) => b.toString(16).padStart(2, '0')).join('')}`;

describe.each(engines())('workspace voice-overs on %s', (engine) => {
  let backend: LocalBackend;
  let anon: SupabaseClient;
  let service: SupabaseClient;
  let owner: User;
  let admin: User;
  let author: User;
  let otherMember: User;
  let viewer: User;
  let outsider: User;
  let workspace: string;

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    anon = clientFor(backend);
    service = clientFor(backend, backend.serviceRoleKey);
    ({ owner, admin, author, otherMember, viewer, outsider, workspace } = await teamWithEveryRole(
      () => signedInClient(backend),
      'Voices',
    ));
  });
  afterAll(() => backend.close());

  const everyone = () => byRole({ owner, admin, author, otherMember, viewer, outsider });

  /** The arguments of record_voiceover for a database-kept voice-over, with `changes`. */
  function recording(by: User, changes: Record<string, unknown> = {}) {
    return {
      p_user_id: by.userId,
      p_workspace_id: workspace,
      p_script_id: null,
      p_script_version: null,
      p_voice: 'Bella',
      p_text: 'Welcome back to the channel.',
      p_content_type: 'audio/wav',
      p_byte_size: AUDIO.byteLength,
      p_storage_path: null,
      p_audio_base64: Buffer.from(AUDIO).toString('base64'),
      ...changes,
    };
  }

  /** A voice-over recorded by the service role for `by` (the member `author` unless named); its id. */
  async function recorded(by: User = author, changes: Record<string, unknown> = {}): Promise<string> {
    const { data, error } = await service.rpc('record_voiceover', recording(by, changes));
    if (error) throw error;
    return data as string;
  }

  async function stored(id: string): Promise<number> {
    const { rows } = await backend.db.query<{ n: number }>(
      `select (select count(*) from public.voiceovers where id = $1)::int
            + (select count(*) from public.voiceover_audio where voiceover_id = $1)::int as n`,
      [id],
    );
    return rows[0].n;
  }

  test('reading: everyone in the workspace sees the voice-over and hears its audio; nobody else does', async () => {
    const id = await recorded();
    const seen: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const row = await user.client.from('voiceovers').select('id, voice, text, author_id').eq('id', id);
      const audio = await user.client.from('voiceover_audio').select('audio').eq('voiceover_id', id);
      seen[name] = { rows: row.data, audio: audio.data };
    }
    const visible = {
      rows: [{ id, voice: 'Bella', text: 'Welcome back to the channel.', author_id: author.userId }],
      audio: [{ audio: AUDIO_HEX }],
    };
    expect(seen).toEqual({
      owner: visible,
      admin: visible,
      'member-author': visible,
      'member-other': visible,
      viewer: visible,
      outsider: { rows: [], audio: [] },
    });
    const anonRead = await anon.from('voiceovers').select('id').eq('id', id);
    const anonAudio = await anon.from('voiceover_audio').select('audio').eq('voiceover_id', id);
    expect([anonRead.error?.code, anonAudio.error?.code]).toEqual(['42501', '42501']);
  });

  test('writing: nobody but the service role inserts, nobody updates', async () => {
    const id = await recorded();
    const outcomes: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const insert = await user.client.from('voiceovers').insert({
        workspace_id: workspace,
        author_id: user.userId,
        voice: 'Bella',
        text: 'Forged',
        content_type: 'audio/wav',
        byte_size: 8,
      });
      const audio = await user.client.from('voiceover_audio').insert({ voiceover_id: id, audio: AUDIO_HEX });
      const update = await user.client.from('voiceovers').update({ text: 'Edited' }).eq('id', id);
      const audioUpdate = await user.client
        .from('voiceover_audio')
        .update({ audio: '\\x00' })
        .eq('voiceover_id', id);
      outcomes[name] = [insert.error?.code, audio.error?.code, update.error?.code, audioUpdate.error?.code];
    }
    const refused = ['42501', '42501', '42501', '42501'];
    expect(outcomes).toEqual({
      owner: refused,
      admin: refused,
      'member-author': refused,
      'member-other': refused,
      viewer: refused,
      outsider: refused,
    });
    const asAnon = await anon.rpc('record_voiceover', recording(author));
    const asUser = await author.client.rpc('record_voiceover', recording(author));
    expect([asAnon.error?.code, asUser.error?.code]).toEqual(['42501', '42501']);
    const { rows } = await backend.db.query(
      `select v.text, '\\x' || encode(a.audio, 'hex') = $2 as same_audio from public.voiceovers v
         join public.voiceover_audio a on a.voiceover_id = v.id where v.id = $1`,
      [id, AUDIO_HEX],
    );
    expect(rows).toEqual([{ text: 'Welcome back to the channel.', same_audio: true }]);
  });

  test('deleting: the author, admins and the owner may; other members, viewers and outsiders may not', async () => {
    const deleted: Record<string, boolean> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const id = await recorded();
      const removal = await user.client.from('voiceovers').delete().eq('id', id).select('id');
      deleted[name] = (removal.data?.length ?? 0) === 1;
      expect(await stored(id)).toBe(deleted[name] ? 0 : 2);
      const audioRemoval = await user.client.from('voiceover_audio').delete().eq('voiceover_id', id);
      expect(audioRemoval.error?.code).toBe('42501');
    }
    expect(deleted).toEqual({
      owner: true,
      admin: true,
      'member-author': true,
      'member-other': false,
      viewer: false,
      outsider: false,
    });
    const id = await recorded();
    const anonDelete = await anon.from('voiceovers').delete().eq('id', id);
    expect(anonDelete.error?.code).toBe('42501');
    expect(await stored(id)).toBe(2);
  });

  test('record_voiceover: members, admins and the owner record; viewers and outsiders are refused', async () => {
    const outcomes: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const { error } = await service.rpc('record_voiceover', recording(user));
      outcomes[name] = error ? [error.code, error.message] : 'recorded';
    }
    const forbidden = ['42501', "You can't create voice-overs in this workspace"];
    expect(outcomes).toEqual({
      owner: 'recorded',
      admin: 'recorded',
      'member-author': 'recorded',
      'member-other': 'recorded',
      viewer: forbidden,
      outsider: forbidden,
    });
    const check = await service.rpc('check_voiceover_target', {
      p_user_id: viewer.userId,
      p_workspace_id: workspace,
      p_script_id: null,
      p_script_version: null,
    });
    expect([check.error?.code, check.error?.hint]).toEqual(['42501', 'voiceover_forbidden']);
    const byUser = await author.client.rpc('check_voiceover_target', {
      p_user_id: author.userId,
      p_workspace_id: workspace,
      p_script_id: null,
      p_script_version: null,
    });
    expect(byUser.error?.code).toBe('42501');
  });

  test('record_voiceover: a script from another workspace and out-of-bounds values are refused, and nothing is written', async () => {
    const elsewhere = await createWorkspace(owner, 'Elsewhere');
    const saved = await owner.client.rpc('save_script', {
      p_script_id: null,
      p_workspace_id: elsewhere,
      p_title: 'Other script',
      p_body: 'Not this workspace’s',
      p_tags: [],
      p_status: 'draft',
    });
    if (saved.error) throw saved.error;
    const otherScript = (saved.data as { id: string }).id;
    const attempts: Record<string, Record<string, unknown>> = {
      'a script from another workspace': { p_script_id: otherScript, p_script_version: 1 },
      'a version without its script': { p_script_version: 1 },
      'no voice': { p_voice: ' ' },
      'a voice too long': { p_voice: 'v'.repeat(101) },
      'no text': { p_text: '  ' },
      'a text too long': { p_text: 't'.repeat(5001) },
      'not audio': { p_content_type: 'text/html' },
      'a wrong size': { p_byte_size: 9 },
      'over 20 MB': { p_byte_size: 20_971_521, p_audio_base64: null, p_storage_path: `${workspace}/x.mp3` },
      'neither Storage nor audio': { p_audio_base64: null },
      'both Storage and audio': { p_storage_path: `${workspace}/x.mp3` },
      'a path outside its workspace': { p_audio_base64: null, p_storage_path: `${elsewhere}/x.mp3` },
    };
    const before = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.voiceovers where workspace_id = $1',
      [workspace],
    );
    const refused: Record<string, string | undefined> = {};
    for (const [what, changes] of Object.entries(attempts)) {
      const { error } = await service.rpc('record_voiceover', recording(author, changes));
      refused[what] = error?.code;
    }
    expect(refused).toEqual({
      'a script from another workspace': '22023',
      'a version without its script': '22023',
      'no voice': '23514',
      'a voice too long': '23514',
      'no text': '23514',
      'a text too long': '23514',
      'not audio': '23514',
      'a wrong size': '22023',
      'over 20 MB': '23514',
      'neither Storage nor audio': '22023',
      'both Storage and audio': '22023',
      'a path outside its workspace': '23514',
    });
    const after = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.voiceovers where workspace_id = $1',
      [workspace],
    );
    expect(after.rows).toEqual(before.rows);
  });

  test('record_voiceover: a script of the workspace is kept; the same id records once; a Storage path keeps no audio row', async () => {
    const saved = await author.client.rpc('save_script', {
      p_script_id: null,
      p_workspace_id: workspace,
      p_title: 'Launch video',
      p_body: 'Welcome back to the channel.',
      p_tags: [],
      p_status: 'draft',
    });
    if (saved.error) throw saved.error;
    const script = (saved.data as { id: string }).id;
    const id = crypto.randomUUID();
    const path = `${workspace}/${id}.mp3`;
    const args = recording(author, {
      p_voiceover_id: id,
      p_script_id: script,
      p_script_version: 1,
      p_content_type: 'audio/mpeg',
      p_byte_size: 4096,
      p_audio_base64: null,
      p_storage_path: path,
    });
    const first = await service.rpc('record_voiceover', args);
    const again = await service.rpc('record_voiceover', args);
    expect([first.data, again.data, first.error, again.error]).toEqual([id, id, null, null]);
    const { data } = await viewer.client
      .from('voiceovers')
      .select('script_id, script_version, content_type, byte_size, storage_path')
      .eq('id', id)
      .single();
    expect(data).toEqual({
      script_id: script,
      script_version: 1,
      content_type: 'audio/mpeg',
      byte_size: 4096,
      storage_path: path,
    });
    expect(await stored(id)).toBe(1);
  });

  /** The arguments of keep_own_voiceover for a database-kept voice-over, with `changes`. */
  function keeping(changes: Record<string, unknown> = {}) {
    const { p_user_id: _caller, ...args } = recording(author);
    return { ...args, p_voiceover_id: crypto.randomUUID(), ...changes };
  }

  async function count(sql: string, params: unknown[] = []): Promise<number> {
    const { rows } = await backend.db.query<{ n: number }>(sql, params);
    return rows[0].n;
  }

  test('keep_own_voiceover: members, admins and the owner keep their own-key voice-overs; viewers, outsiders and anon are refused', async () => {
    const outcomes: Record<string, unknown> = {};
    const kept: Record<string, string> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const args = keeping({ p_text: `Own key take by ${name}` });
      const { data, error } = await user.client.rpc('keep_own_voiceover', args);
      outcomes[name] = error ? [error.code, error.message] : data === args.p_voiceover_id;
      if (!error) kept[name] = data as string;
      else expect(await stored(args.p_voiceover_id)).toBe(0);
    }
    const forbidden = ['42501', "You can't create voice-overs in this workspace"];
    expect(outcomes).toEqual({
      owner: true,
      admin: true,
      'member-author': true,
      'member-other': true,
      viewer: forbidden,
      outsider: forbidden,
    });
    const asAnon = keeping();
    const byAnon = await anon.rpc('keep_own_voiceover', asAnon);
    expect(byAnon.error?.code).toBe('42501');
    expect(await stored(asAnon.p_voiceover_id)).toBe(0);

    // Recorded for the caller, its audio heard by a viewer; nothing charged.
    const authors: Record<string, unknown> = {};
    for (const [name, id] of Object.entries(kept)) {
      const { data } = await viewer.client.from('voiceovers').select('author_id, text').eq('id', id).single();
      const audio = await viewer.client.from('voiceover_audio').select('audio').eq('voiceover_id', id);
      authors[name] = [data?.author_id === everyone()[name].userId, data?.text, audio.data];
    }
    expect(authors).toEqual(
      Object.fromEntries(
        Object.keys(kept).map((name) => [name, [true, `Own key take by ${name}`, [{ audio: AUDIO_HEX }]]]),
      ),
    );
    expect(
      await count(
        `select count(*)::int as n from public.credit_ledger where transaction_type = 'usage' and user_id = any($1::uuid[])`,
        [[owner.userId, admin.userId, author.userId, otherMember.userId]],
      ),
    ).toBe(0);
  });

  test('keep_own_voiceover: the same id again keeps nothing new; another request under it, or an id used elsewhere, is refused', async () => {
    const args = keeping();
    const first = await author.client.rpc('keep_own_voiceover', args);
    const again = await author.client.rpc('keep_own_voiceover', args);
    expect([first.data, again.data, first.error, again.error]).toEqual([
      args.p_voiceover_id,
      args.p_voiceover_id,
      null,
      null,
    ]);
    expect(await stored(args.p_voiceover_id)).toBe(2);

    const differing: Record<string, Record<string, unknown>> = {
      'another text': { p_text: 'Something else entirely' },
      'another voice': { p_voice: 'Antoni' },
      'another size': {
        p_byte_size: 3,
        p_audio_base64: Buffer.from([1, 2, 3]).toString('base64'),
      },
    };
    const refused: Record<string, unknown> = {};
    for (const [what, changes] of Object.entries(differing)) {
      const { error } = await author.client.rpc('keep_own_voiceover', { ...args, ...changes });
      refused[what] = [error?.code, error?.message];
    }
    const reused = ['22023', 'This voice-over id was used for another voice-over'];
    expect(refused).toEqual({ 'another text': reused, 'another voice': reused, 'another size': reused });
    const byOther = await otherMember.client.rpc('keep_own_voiceover', args);
    expect([byOther.error?.code, byOther.error?.message]).toEqual(reused);

    const elsewhere = await createWorkspace(author, 'Author’s own');
    const moved = await author.client.rpc('keep_own_voiceover', { ...args, p_workspace_id: elsewhere });
    expect(moved.error?.code).toBe('22023');
    const { rows } = await backend.db.query(
      'select workspace_id, text, author_id from public.voiceovers where id = $1',
      [args.p_voiceover_id],
    );
    expect(rows).toEqual([{ workspace_id: workspace, text: args.p_text, author_id: author.userId }]);
  });

  test('keep_own_voiceover: a script from another workspace and out-of-bounds values are refused, and nothing is written', async () => {
    const elsewhere = await createWorkspace(owner, 'Elsewhere again');
    const saved = await owner.client.rpc('save_script', {
      p_script_id: null,
      p_workspace_id: elsewhere,
      p_title: 'Other script',
      p_body: 'Not this workspace’s',
      p_tags: [],
      p_status: 'draft',
    });
    if (saved.error) throw saved.error;
    const otherScript = (saved.data as { id: string }).id;
    const attempts: Record<string, Record<string, unknown>> = {
      'a script from another workspace': { p_script_id: otherScript, p_script_version: 1 },
      'no bytes': { p_byte_size: 0, p_audio_base64: null, p_storage_path: `${workspace}/x.mp3` },
      'not a number of bytes': { p_byte_size: Number.NaN },
      'over 20 MB': { p_byte_size: 20_971_521, p_audio_base64: null, p_storage_path: `${workspace}/x.mp3` },
      'a blank text': { p_text: '   ' },
      'a text too long': { p_text: 't'.repeat(5001) },
      'a wrong size': { p_byte_size: 9 },
    };
    const before = await count('select count(*)::int as n from public.voiceovers where workspace_id = $1', [
      workspace,
    ]);
    const refused: Record<string, string | undefined> = {};
    for (const [what, changes] of Object.entries(attempts)) {
      const id = crypto.randomUUID();
      const storagePath = changes.p_storage_path ? { p_storage_path: `${workspace}/${id}.mp3` } : {};
      const { error } = await author.client.rpc(
        'keep_own_voiceover',
        keeping({ ...changes, ...storagePath, p_voiceover_id: id }),
      );
      refused[what] = error?.code;
    }
    expect(refused).toEqual({
      'a script from another workspace': '22023',
      'no bytes': '23514',
      'not a number of bytes': '22023',
      'over 20 MB': '23514',
      'a blank text': '23514',
      'a text too long': '23514',
      'a wrong size': '22023',
    });
    expect(
      await count('select count(*)::int as n from public.voiceovers where workspace_id = $1', [workspace]),
    ).toBe(before);
  });

  test('a deleted author’s voice-overs stay with a workspace they did not own; their own workspace’s go with it', async () => {
    const leaver = await signedInClient(backend);
    await joinWorkspace(owner, leaver, workspace, 'member');
    const left = await recorded(leaver);
    const ownWorkspace = await createWorkspace(leaver, 'Mine');
    const own = await recorded(leaver, { p_workspace_id: ownWorkspace });

    const deleted = await leaver.client.rpc('delete_own_account');
    expect(deleted.error).toBeNull();

    const { data: kept } = await otherMember.client
      .from('voiceovers')
      .select('text, author_id')
      .eq('id', left);
    expect(kept).toEqual([{ text: 'Welcome back to the channel.', author_id: null }]);
    const audio = await viewer.client.from('voiceover_audio').select('audio').eq('voiceover_id', left);
    expect(audio.data).toEqual([{ audio: AUDIO_HEX }]);
    expect(await stored(own)).toBe(0);
    // Only admins and the owner delete it now.
    const byMember = await otherMember.client.from('voiceovers').delete().eq('id', left).select('id');
    expect(byMember.data).toEqual([]);
    const byAdmin = await admin.client.from('voiceovers').delete().eq('id', left).select('id');
    expect(byAdmin.data).toEqual([{ id: left }]);
  });

  test('the api module lists newest first, searches by text, plays audio kept in the database and deletes', async () => {
    const listed = await createWorkspace(owner, 'Listed');
    await joinWorkspace(owner, viewer, listed, 'viewer');
    const first = await recorded(owner, { p_workspace_id: listed, p_text: 'First take: 50% off' });
    const second = await recorded(owner, { p_workspace_id: listed, p_text: 'Second take' });
    const all = await listVoiceovers(viewer.client, listed);
    expect(all.map((v) => v.id)).toEqual([second, first]);
    expect((await listVoiceovers(viewer.client, listed, ' 50% ')).map((v) => v.id)).toEqual([first]);
    expect(await listVoiceovers(outsider.client, listed)).toEqual([]);

    const url = await voiceoverAudioUrl(viewer.client, all[1]);
    expect(url.startsWith('blob:')).toBe(true);
    const blob = resolveObjectURL(url);
    expect(blob?.type).toBe('audio/wav');
    expect(new Uint8Array(await (blob as Blob).arrayBuffer())).toEqual(AUDIO);
    releaseVoiceoverAudioUrl(url);
    await expect(voiceoverAudioUrl(outsider.client, all[1])).rejects.toThrow('could not be opened');

    await expect(deleteVoiceover(viewer.client, all[0])).rejects.toThrow(
      'This voice-over was deleted or you may not delete it',
    );
    await deleteVoiceover(owner.client, all[0]);
    expect((await listVoiceovers(viewer.client, listed)).map((v) => v.id)).toEqual([first]);
  });
});
