// @vitest-environment jsdom
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// The workspace's events (20261124001100_workspace_activity.sql): a view that runs as its
// reader, so every member (viewers too) sees the workspace's events of every kind, newest first,
// and nobody else sees any; a deleted author's events stay, without an actor.

type User = Awaited<ReturnType<typeof signedInClient>>;

interface Event {
  kind: string;
  actor_id: string | null;
  subject: string | null;
}

describe.each(engines())('workspace activity on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  let anon: SupabaseClient;
  let owner: User;
  let member: User;
  let viewer: User;
  let leaver: User;
  let outsider: User;
  let workspace: string;
  let otherWorkspace: string;

  async function ok<T>(request: PromiseLike<{ data: T; error: Error | null }>): Promise<T> {
    const { data, error } = await request;
    if (error) throw error;
    return data;
  }

  const saveScript = (user: User, workspaceId: string, title: string) =>
    ok(
      user.client.rpc('save_script', {
        p_script_id: null,
        p_workspace_id: workspaceId,
        p_title: title,
        p_body: 'Hello there.',
        p_tags: [],
        p_status: null,
      }),
    );

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
    anon = clientFor(backend);
    [owner, member, viewer, leaver, outsider] = await Promise.all(
      Array.from({ length: 5 }, () => signedInClient(backend)),
    );
    workspace = await createWorkspace(owner, 'Activity');
    otherWorkspace = await createWorkspace(outsider, 'Elsewhere');
    // Every workspace starts with the spec's sample feed (20261125000300); these tests read the
    // events they make, as after "Remove sample data".
    await backend.db.query('delete from public.activity where is_sample and workspace_id = any ($1)', [
      [workspace, otherWorkspace],
    ]);
    await joinWorkspace(owner, member, workspace, 'member');
    await joinWorkspace(owner, viewer, workspace, 'viewer');
    await joinWorkspace(owner, leaver, workspace, 'member');

    await saveScript(leaver, workspace, 'Left behind');
    await saveScript(member, workspace, 'Launch day');
    await ok(
      service.rpc('start_video_job', {
        p_user_id: member.userId,
        p_script: 'Meet the new Creator OS.\nIt is fast.',
        p_prompt: 'Create a professional video based on this script: Meet the new Creator OS.',
        p_style: 'professional',
        p_duration: 30,
        p_aspect_ratio: '16:9',
        p_voice: 'Bella',
        p_quality: 'fast',
        p_mode: 'video',
        p_cost: 1,
        p_workspace_id: workspace,
      }),
    );
    await ok(
      service.rpc('record_voiceover', {
        p_user_id: member.userId,
        p_workspace_id: workspace,
        p_script_id: null,
        p_script_version: null,
        p_voice: 'Bella',
        p_text: 'Welcome back to the channel.',
        p_content_type: 'audio/wav',
        p_byte_size: 3,
        p_storage_path: null,
        p_audio_base64: Buffer.from([1, 2, 3]).toString('base64'),
      }),
    );
    await ok(
      member.client
        .from('thumbnails')
        .insert({ workspace_id: workspace, name: 'Launch cover', width: 1280, height: 720, layers: [] }),
    );
    // Events elsewhere stay there.
    await saveScript(outsider, otherWorkspace, 'Not yours');

    const deleted = await leaver.client.rpc('delete_own_account');
    if (deleted.error) throw deleted.error;
  });
  afterAll(() => backend.close());

  const activityAs = (client: SupabaseClient, workspaceId = workspace) =>
    client
      .from('workspace_activity')
      .select('kind, actor_id, subject')
      .eq('workspace_id', workspaceId)
      .order('occurred_at', { ascending: false });

  test('a member sees the workspace’s events of every kind, newest first', async () => {
    const events = (await ok(activityAs(member.client))) as Event[];
    expect(events).toEqual([
      { kind: 'thumbnail_saved', actor_id: member.userId, subject: 'Launch cover' },
      { kind: 'voiceover_made', actor_id: member.userId, subject: 'Welcome back to the channel.' },
      { kind: 'video_generated', actor_id: member.userId, subject: 'Meet the new Creator OS.' },
      { kind: 'script_saved', actor_id: member.userId, subject: 'Launch day' },
      // The deleted author's script stays, without them; their joining went with them.
      { kind: 'script_saved', actor_id: null, subject: 'Left behind' },
      { kind: 'member_joined', actor_id: viewer.userId, subject: null },
      { kind: 'member_joined', actor_id: member.userId, subject: null },
    ]);
  });

  test('a viewer sees the same events; the owner too', async () => {
    const asMember = await ok(activityAs(member.client));
    expect(await ok(activityAs(viewer.client))).toEqual(asMember);
    expect(await ok(activityAs(owner.client))).toEqual(asMember);
  });

  test('an outsider and anon see none of them', async () => {
    expect(await ok(activityAs(outsider.client))).toEqual([]);
    const asAnon = await activityAs(anon);
    expect(asAnon.data ?? []).toEqual([]);
    // The outsider's own workspace's event is theirs only.
    expect(await ok(activityAs(member.client, otherWorkspace))).toEqual([]);
    expect(await ok(activityAs(outsider.client, otherWorkspace))).toEqual([
      { kind: 'script_saved', actor_id: outsider.userId, subject: 'Not yours' },
    ]);
  });

  test('nobody writes through it', async () => {
    const { error } = await member.client
      .from('workspace_activity')
      .insert({ workspace_id: workspace, kind: 'member_joined' });
    expect(error).not.toBeNull();
  });

  test('a writing session is one event: autosaves in a row by the same person are told once', async () => {
    const sessionWorkspace = await createWorkspace(owner, 'Sessions');
    await joinWorkspace(owner, member, sessionWorkspace, 'member');
    const first = (await saveScript(member, sessionWorkspace, 'Draft')) as { id: string };
    const resave = (user: User, body: string) =>
      ok(
        user.client.rpc('save_script', {
          p_script_id: first.id,
          p_workspace_id: sessionWorkspace,
          p_title: 'Draft',
          p_body: body,
          p_tags: [],
          p_status: null,
        }),
      );
    await resave(member, 'Hello there, again.');
    await resave(member, 'Hello there, once more.');
    await resave(owner, 'The owner edits it.');
    const saves = (await ok(
      member.client
        .from('workspace_activity')
        .select('kind, actor_id, subject')
        .eq('workspace_id', sessionWorkspace)
        .eq('kind', 'script_saved')
        .order('occurred_at', { ascending: false }),
    )) as Event[];
    expect(saves).toEqual([
      { kind: 'script_saved', actor_id: owner.userId, subject: 'Draft' },
      { kind: 'script_saved', actor_id: member.userId, subject: 'Draft' },
    ]);
  });

  describe('the activity table (20261125000100)', () => {
    test('only the database writes it: no member, not even the owner, and record_activity is not callable', async () => {
      for (const user of [owner, member]) {
        const inserted = await user.client
          .from('activity')
          .insert({ workspace_id: workspace, kind: 'campaign_paused', subject: 'Forged' });
        expect(inserted.error).not.toBeNull();
        const called = await user.client.rpc('record_activity', {
          p_workspace_id: workspace,
          p_kind: 'campaign_paused',
          p_subject: 'Forged',
        });
        expect(called.error).not.toBeNull();
      }
      const byAnon = await anon.rpc('record_activity', {
        p_workspace_id: workspace,
        p_kind: 'campaign_paused',
        p_subject: 'Forged',
      });
      expect(byAnon.error).not.toBeNull();
      const forged = await ok(service.from('activity').select('id').eq('subject', 'Forged'));
      expect(forged).toEqual([]);
    });

    test('its events join the feed, read by members and nobody else; a sample row must say who and what', async () => {
      await ok(
        service.from('activity').insert([
          {
            workspace_id: workspace,
            actor_id: member.userId,
            kind: 'campaign_paused',
            subject: 'Spring launch',
            is_sample: false,
            actor_name: null,
            action: null,
          },
          {
            workspace_id: workspace,
            kind: 'sample',
            is_sample: true,
            actor_name: 'David Kim',
            action: 'commented on',
            subject: 'Summer Product Launch',
          },
        ]),
      );
      const feed = (client: SupabaseClient) =>
        client
          .from('workspace_activity')
          .select('kind, actor_id, subject, actor_name, action, is_sample')
          .eq('workspace_id', workspace)
          .in('kind', ['campaign_paused', 'sample'])
          .order('kind');
      const expected = [
        {
          kind: 'campaign_paused',
          actor_id: member.userId,
          subject: 'Spring launch',
          actor_name: null,
          action: null,
          is_sample: false,
        },
        {
          kind: 'sample',
          actor_id: null,
          subject: 'Summer Product Launch',
          actor_name: 'David Kim',
          action: 'commented on',
          is_sample: true,
        },
      ];
      expect(await ok(feed(viewer.client))).toEqual(expected);
      expect(await ok(feed(owner.client))).toEqual(expected);
      expect(await ok(feed(outsider.client))).toEqual([]);
      // Their own workspaces hold sample rows of their own; none of this one's.
      expect(await ok(outsider.client.from('activity').select('id').eq('workspace_id', workspace))).toEqual(
        [],
      );

      const unnamedSample = await service
        .from('activity')
        .insert({ workspace_id: workspace, kind: 'sample', is_sample: true, action: 'did' });
      expect(unnamedSample.error).not.toBeNull();
      const unknownKind = await service
        .from('activity')
        .insert({ workspace_id: workspace, kind: 'anything_goes', subject: 'x' });
      expect(unknownKind.error).not.toBeNull();
      await ok(service.from('activity').delete().eq('workspace_id', workspace));
    });
  });
});
