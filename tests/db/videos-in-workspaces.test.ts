// @vitest-environment jsdom
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { applyMigrations } from '../../local-backend/migrations';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import type { SqlExecutor } from '../../local-backend/sql-executor';
import { engines, openEmptyDatabase } from '../support/engines';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import type { OwnKeyJobRow } from '../../src/services/video/own-key-video-service';
import { fetchRecentVideos } from '../../src/services/video/recent-videos';
import { createVideoJobStore } from '../../src/services/video/video-job-store';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// Videos in the workspace (20261124000900_videos_in_workspaces.sql): every member reads the
// workspace's videos, writers record their own, authors and admins delete; the member who
// generates pays; a deleted author's videos stay with the workspace.

type User = Awaited<ReturnType<typeof signedInClient>>;

const VIDEOS_IN_WORKSPACES_MIGRATION = '20261124000900';

interface Video {
  id: string;
  user_id: string | null;
  workspace_id: string;
  script_id: string | null;
  script_version: number | null;
  usage_entry_id: string | null;
  credits_spent: number;
}

let keyCounter = 0;
const uniqueKey = (label: string) => `${label}-${Date.now().toString(36)}-${(keyCounter += 1)}`;

const ownKeyVideo = (workspaceId: string | undefined, title = 'Own-key video') => ({
  ...(workspaceId ? { workspace_id: workspaceId } : {}),
  title,
  prompt: 'A video made with my own key',
  style: 'minimal',
  duration: 30,
  aspect_ratio: '9:16',
  mode: 'video',
  provider: 'pika',
  provider_job_id: 'pika-job',
  status: 'queued',
  progress: 0,
  paid_by: 'own_key',
});

describe.each(engines())('videos in workspaces on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  let anon: SupabaseClient;
  let owner: User;
  let admin: User;
  let author: User;
  let otherMember: User;
  let viewer: User;
  let outsider: User;
  let workspace: string;

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
    anon = clientFor(backend);
    [owner, admin, author, otherMember, viewer, outsider] = await Promise.all(
      Array.from({ length: 6 }, () => signedInClient(backend)),
    );
    workspace = await createWorkspace(owner, 'Videos');
    await joinWorkspace(owner, admin, workspace, 'admin');
    await joinWorkspace(owner, author, workspace, 'member');
    await joinWorkspace(owner, otherMember, workspace, 'member');
    await joinWorkspace(owner, viewer, workspace, 'viewer');
    // The author makes many videos here; the welcome credits would not last.
    await backend.db.query(`select public.grant_credits($1, 100, 'grant', 'Test credits')`, [author.userId]);
  });
  afterAll(() => backend.close());

  const everyone = () =>
    ({ owner, admin, 'member-author': author, 'member-other': otherMember, viewer, outsider }) as Record<
      string,
      User
    >;

  function startJob(
    user: User,
    workspaceId: string | null,
    options: { key?: string | null; scriptId?: string | null; scriptVersion?: number | null } = {},
  ) {
    const script = 'Meet the new Creator OS.';
    return service.rpc('start_video_job', {
      p_user_id: user.userId,
      p_script: script,
      p_prompt: `Create a professional video based on this script: ${script}`,
      p_style: 'professional',
      p_duration: 30,
      p_aspect_ratio: '16:9',
      p_voice: 'Bella',
      p_quality: 'fast',
      p_mode: 'script',
      p_cost: 1,
      p_idempotency_key: options.key ?? null,
      p_workspace_id: workspaceId,
      p_script_id: options.scriptId ?? null,
      p_script_version: options.scriptVersion ?? null,
    });
  }

  async function started(user: User, workspaceId: string | null, options = {}): Promise<Video> {
    const { data, error } = await startJob(user, workspaceId, options);
    if (error) throw error;
    return data as Video;
  }

  async function recorded(user: User, workspaceId = workspace, title = 'Own-key video'): Promise<Video> {
    const { data, error } = await user.client
      .from('videos')
      .insert(ownKeyVideo(workspaceId, title))
      .select('*')
      .single();
    if (error) throw error;
    return data as Video;
  }

  async function available(user: User): Promise<number> {
    const { data, error } = await user.client.from('credit_balances').select('available_credits').single();
    if (error) throw error;
    return Number((data as { available_credits: number }).available_credits);
  }

  async function ledgerOf(user: User) {
    const { rows } = await backend.db.query<{ id: string; amount: string }>(
      'select id, amount::text from public.credit_ledger where user_id = $1 order by created_at, id',
      [user.userId],
    );
    return rows;
  }

  async function videoRow(id: string): Promise<Video | null> {
    const { rows } = await backend.db.query<Video>(
      `select id, user_id, workspace_id, script_id, script_version, usage_entry_id, credits_spent::float as credits_spent
         from public.videos where id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async function personalWorkspaceOf(user: User): Promise<string> {
    const { rows } = await backend.db.query<{ id: string }>(
      'select id from public.workspaces where owner_id = $1 and personal',
      [user.userId],
    );
    return rows[0].id;
  }

  async function saveScript(user: User, workspaceId: string, title = 'A saved script') {
    const { data, error } = await user.client.rpc('save_script', {
      p_script_id: null,
      p_workspace_id: workspaceId,
      p_title: title,
      p_body: 'Hook\nStory\nCall to action',
      p_tags: [],
      p_status: null,
    });
    if (error) throw error;
    return data as { id: string; version: number };
  }

  test('reading: every member sees the workspace’s videos and counts; nobody else does', async () => {
    const paid = await started(author, workspace);
    const own = await recorded(author);
    const seen: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const rows = await user.client.from('videos').select('id').in('id', [paid.id, own.id]);
      const counted = await user.client
        .from('videos')
        .select('*', { head: true, count: 'exact' })
        .eq('workspace_id', workspace);
      seen[name] = { rows: rows.data?.length, counted: (counted.count ?? 0) >= 2 };
    }
    const visible = { rows: 2, counted: true };
    expect(seen).toEqual({
      owner: visible,
      admin: visible,
      'member-author': visible,
      'member-other': visible,
      viewer: visible,
      outsider: { rows: 0, counted: false },
    });
    const anonRead = await anon.from('videos').select('id').eq('id', paid.id);
    expect(anonRead.error?.code).toBe('42501');
  });

  test('own-key videos: writers record their own in the workspace; viewers, outsiders and anon cannot', async () => {
    const outcomes: Record<string, string | null> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const { error } = await user.client.from('videos').insert(ownKeyVideo(workspace, name)).select('id');
      outcomes[name] = error?.code ?? null;
    }
    expect(outcomes).toEqual({
      owner: null,
      admin: null,
      'member-author': null,
      'member-other': null,
      viewer: '42501',
      outsider: '42501',
    });
    const anonInsert = await anon.from('videos').insert(ownKeyVideo(workspace, 'anon'));
    expect(anonInsert.error?.code).toBe('42501');

    // Never in someone else's name, never as a credit-paid job.
    const forged = await author.client
      .from('videos')
      .insert({ ...ownKeyVideo(workspace), user_id: otherMember.userId });
    expect(forged.error?.code).toBe('42501');
    const paid = await author.client.from('videos').insert({ ...ownKeyVideo(workspace), paid_by: 'credits' });
    expect(paid.error?.code).toBe('42501');
    // Without a workspace (an older client) it goes to the author's personal workspace.
    const { data, error } = await author.client
      .from('videos')
      .insert(ownKeyVideo(undefined))
      .select('*')
      .single();
    expect(error).toBeNull();
    expect((data as Video).workspace_id).toBe(await personalWorkspaceOf(author));
  });

  test('updating: only the author changes their own-key video, and only while they may write', async () => {
    const own = await recorded(author);
    const changed: Record<string, number | undefined> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const { data } = await user.client
        .from('videos')
        .update({ title: `by ${name}` })
        .eq('id', own.id)
        .select('id');
      changed[name] = data?.length;
    }
    expect(changed).toEqual({
      owner: 0,
      admin: 0,
      'member-author': 1,
      'member-other': 0,
      viewer: 0,
      outsider: 0,
    });
    const anonUpdate = await anon.from('videos').update({ title: 'anon' }).eq('id', own.id);
    expect(anonUpdate.error?.code).toBe('42501');
    // A credit-paid job is the service's to update, even for its author.
    const paid = await started(author, workspace);
    const { data } = await author.client
      .from('videos')
      .update({ status: 'completed' })
      .eq('id', paid.id)
      .select();
    expect(data).toEqual([]);
    // The workspace is not the author's to change.
    const moved = await author.client
      .from('videos')
      .update({ workspace_id: await personalWorkspaceOf(author) })
      .eq('id', own.id);
    expect(moved.error?.code).toBe('42501');
  });

  test('deleting: the author, admins and the owner; never others; the ledger stays as it was', async () => {
    const deleted: Record<string, number | undefined> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const video = await started(author, workspace);
      const { data } = await user.client.from('videos').delete().eq('id', video.id).select('id');
      deleted[name] = data?.length;
    }
    expect(deleted).toEqual({
      owner: 1,
      admin: 1,
      'member-author': 1,
      'member-other': 0,
      viewer: 0,
      outsider: 0,
    });
    const video = await started(author, workspace);
    const anonDelete = await anon.from('videos').delete().eq('id', video.id);
    expect(anonDelete.error?.code).toBe('42501');

    // A viewer who made a video while a member does not delete it.
    const demoted = await signedInClient(backend);
    await joinWorkspace(owner, demoted, workspace, 'member');
    const theirs = await started(demoted, workspace);
    await backend.db.query(
      `update public.workspace_members set role = 'viewer' where workspace_id = $1 and user_id = $2`,
      [workspace, demoted.userId],
    );
    const { data: kept } = await demoted.client.from('videos').delete().eq('id', theirs.id).select('id');
    expect(kept).toEqual([]);

    // Deleting a credit-paid video touches no ledger row.
    const before = await ledgerOf(author);
    const paid = await started(author, workspace);
    const afterStart = await ledgerOf(author);
    expect(afterStart).toHaveLength(before.length + 1);
    const { data: gone } = await owner.client.from('videos').delete().eq('id', paid.id).select('id');
    expect(gone).toEqual([{ id: paid.id }]);
    expect(await ledgerOf(author)).toEqual(afterStart);
  });

  test('start_video_job refuses a workspace the user may not write, and spends nothing', async () => {
    for (const user of [viewer, outsider]) {
      const before = await ledgerOf(user);
      const { data, error } = await startJob(user, workspace, { key: uniqueKey('refused') });
      expect(data).toBeNull();
      expect({ code: error?.code, message: error?.message }).toEqual({
        code: '42501',
        message: "You can't create videos in this workspace",
      });
      expect(await ledgerOf(user)).toEqual(before);
    }
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.videos where user_id = any($1::uuid[])',
      [[viewer.userId, outsider.userId]],
    );
    expect(rows).toEqual([{ n: 0 }]);
    const missing = await startJob(author, '00000000-0000-4000-8000-000000000000');
    expect(missing.error?.code).toBe('42501');
  });

  test('a member’s video is paid by that member and seen by the owner', async () => {
    const member = await signedInClient(backend);
    await joinWorkspace(owner, member, workspace, 'member');
    const ownerBefore = await available(owner);
    const memberBefore = await available(member);
    const video = await started(member, workspace);
    expect(video).toMatchObject({ user_id: member.userId, workspace_id: workspace, credits_spent: 1 });
    expect(await available(member)).toBe(memberBefore - 1);
    expect(await available(owner)).toBe(ownerBefore);
    const { data: entry } = await member.client
      .from('credit_ledger')
      .select('amount, entity_id')
      .eq('id', video.usage_entry_id ?? '')
      .single();
    expect(entry).toEqual({ amount: -1, entity_id: video.id });
    const { data: seen } = await owner.client.from('videos').select('id, user_id').eq('id', video.id);
    expect(seen).toEqual([{ id: video.id, user_id: member.userId }]);
  });

  test('a video keeps its script; a script of another workspace is refused', async () => {
    const script = await saveScript(author, workspace);
    const video = await started(author, workspace, { scriptId: script.id, scriptVersion: script.version });
    expect(video).toMatchObject({ script_id: script.id, script_version: 1 });

    const elsewhere = await createWorkspace(outsider, 'Elsewhere');
    const foreign = await saveScript(outsider, elsewhere, 'Not yours');
    const before = await ledgerOf(author);
    const refused = await startJob(author, workspace, { scriptId: foreign.id, scriptVersion: 1 });
    expect({ code: refused.error?.code, message: refused.error?.message }).toEqual({
      code: '22023',
      message: 'The script is not in this workspace',
    });
    expect(await ledgerOf(author)).toEqual(before);
    const ownKey = await author.client
      .from('videos')
      .insert({ ...ownKeyVideo(workspace), script_id: foreign.id, script_version: 1 });
    expect(ownKey.error?.code).toBe('22023');
    const ownKeyFromScript = await author.client
      .from('videos')
      .insert({ ...ownKeyVideo(workspace), script_id: script.id, script_version: 1 })
      .select('script_id')
      .single();
    expect(ownKeyFromScript.data).toEqual({ script_id: script.id });

    // A deleted script leaves the video without it.
    await backend.db.query('delete from public.scripts where id = $1', [script.id]);
    expect(await videoRow(video.id)).toMatchObject({ script_id: null });
  });

  test('a replayed key returns the same job; the same key for another workspace is refused', async () => {
    const key = uniqueKey('replay');
    const first = await started(author, workspace, { key });
    const again = await started(author, workspace, { key });
    expect(again.id).toBe(first.id);
    const personal = await personalWorkspaceOf(author);
    const elsewhere = await startJob(author, personal, { key });
    expect(elsewhere.error?.code).toBe('23505');
    // Without a workspace, an older caller's job goes to the personal workspace.
    const older = await started(author, null, { key: uniqueKey('older') });
    expect(older.workspace_id).toBe(personal);
  });

  test('a deleted member’s video stays with the workspace; the owner’s deletion takes the workspace’s videos', async () => {
    const teamOwner = await signedInClient(backend);
    const member = await signedInClient(backend);
    const team = await createWorkspace(teamOwner, 'Team');
    await joinWorkspace(teamOwner, member, team, 'member');
    const memberVideo = await started(member, team);
    const memberPersonal = await started(member, null);
    const ownerVideo = await started(teamOwner, team);

    expect((await member.client.rpc('delete_own_account')).error).toBeNull();
    expect(await videoRow(memberVideo.id)).toMatchObject({
      user_id: null,
      workspace_id: team,
      usage_entry_id: null,
    });
    expect(await videoRow(memberPersonal.id)).toBeNull();
    const { data: seen } = await teamOwner.client.from('videos').select('id').eq('workspace_id', team);
    expect(seen?.map((v) => v.id).sort()).toEqual([memberVideo.id, ownerVideo.id].sort());

    expect((await teamOwner.client.rpc('delete_own_account')).error).toBeNull();
    expect(await videoRow(memberVideo.id)).toBeNull();
    expect(await videoRow(ownerVideo.id)).toBeNull();
  });

  test('the recent list is the workspace’s videos, every member’s; an own-key job is recorded in its workspace', async () => {
    const team = await createWorkspace(owner, 'Recent');
    await joinWorkspace(owner, author, team, 'member');
    await joinWorkspace(owner, viewer, team, 'viewer');
    const store = createVideoJobStore(author.client as AppSupabaseClient);
    const row: OwnKeyJobRow = {
      title: 'From the browser',
      script: null,
      prompt: 'A video made with my own key',
      style: 'minimal',
      duration: 30,
      aspect_ratio: '9:16',
      voice: null,
      quality: null,
      mode: 'video',
      status: 'queued',
      progress: 0,
      workspace_id: team,
      script_id: null,
      script_version: null,
      provider: 'pika',
      provider_job_id: 'pika-job',
      paid_by: 'own_key',
    };
    const ownKeyId = await store.insert(row);
    const paid = await started(owner, team);
    await started(author, await personalWorkspaceOf(author));

    const listed = await fetchRecentVideos(team, viewer.client as AppSupabaseClient);
    expect(listed.map((video) => video.id).sort()).toEqual([ownKeyId, paid.id].sort());
    expect(await videoRow(ownKeyId)).toMatchObject({ user_id: author.userId, workspace_id: team });
    expect(await fetchRecentVideos(null, viewer.client as AppSupabaseClient)).toEqual([]);
    expect(await fetchRecentVideos(team, outsider.client as AppSupabaseClient)).toEqual([]);
  });

  test('partner_analytics counts the videos of the key owner’s workspaces, never another tenant’s', async () => {
    const tenant = await signedInClient(backend);
    const member = await signedInClient(backend);
    const rival = await signedInClient(backend);
    const team = await createWorkspace(tenant, 'Tenant');
    await joinWorkspace(tenant, member, team, 'member');
    const rivalTeam = await createWorkspace(rival, 'Rival');
    await joinWorkspace(rival, tenant, rivalTeam, 'member');

    await started(tenant, null);
    await started(member, team);
    await started(tenant, rivalTeam);
    await started(rival, rivalTeam);

    const count = async (user: User) => {
      const { data, error } = await service.rpc('partner_analytics', {
        p_user_id: user.userId,
        p_since: '2000-01-01T00:00:00Z',
      });
      if (error) throw error;
      return (data as { videos: { total: number } }).videos.total;
    };
    expect(await count(tenant)).toBe(2);
    expect(await count(rival)).toBe(2);
    expect(await count(member)).toBe(0);
  });
});

describe.each(engines())('moving existing videos on %s', (engine) => {
  let db: SqlExecutor;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openEmptyDatabase(engine, 'videos_in_workspaces_upgrade'));
  });
  afterAll(() => drop());

  test('an upgrade from 20261124000800 moves every video into its user’s personal workspace', async () => {
    await applyMigrations(
      db,
      localBootstrapSql,
      localMigrations.filter((m) => m.version < VIDEOS_IN_WORKSPACES_MIGRATION),
    );
    const users = ['5a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', '6b1c2d3e-4f5a-4b6c-9d7e-8f9a0b1c2d3e'];
    for (const [index, id] of users.entries()) {
      await db.query(`insert into auth.users (id, email) values ($1, $2)`, [
        id,
        `moved-${index}@example.com`,
      ]);
    }
    const { rows: job } = await db.query<{ id: string; updated_at: string }>(
      `select (j).id, (j).updated_at::text from (
         select public.start_video_job($1, 'A kept script', 'A kept prompt', 'creative', 30, '16:9', 'Bella',
           'fast', 'script', 2, 'K-moved') as j) s`,
      [users[0]],
    );
    await db.query(
      `insert into public.videos (user_id, prompt, style, duration, aspect_ratio, provider, status, progress, paid_by)
       values ($1, 'An own-key video', 'minimal', 15, '9:16', 'pika', 'completed', 100, 'own_key')`,
      [users[1]],
    );

    const report = await applyMigrations(db, localBootstrapSql, localMigrations);
    expect(report.applied).toEqual(
      localMigrations.filter((m) => m.version >= VIDEOS_IN_WORKSPACES_MIGRATION).map((m) => m.version),
    );
    const { rows } = await db.query<{ user_id: string; in_personal: boolean; updated_at: string }>(
      `select v.user_id, w.personal and w.owner_id = v.user_id as in_personal, v.updated_at::text
         from public.videos v join public.workspaces w on w.id = v.workspace_id order by v.user_id`,
    );
    expect(rows.map(({ user_id, in_personal }) => ({ user_id, in_personal }))).toEqual(
      users.map((user_id) => ({ user_id, in_personal: true })),
    );
    expect(rows[0].updated_at).toBe(job[0].updated_at);

    // The old job's key still replays to it, from a caller that names no workspace or its workspace.
    const replay = await db.query<{ id: string }>(
      `select (public.start_video_job($1, 'A kept script', 'A kept prompt', 'creative', 30, '16:9', 'Bella',
         'fast', 'script', 2, 'K-moved')).id as id`,
      [users[0]],
    );
    expect(replay.rows[0].id).toBe(job[0].id);
    const named = await db.query<{ id: string }>(
      `select (public.start_video_job($1, 'A kept script', 'A kept prompt', 'creative', 30, '16:9', 'Bella',
         'fast', 'script', 2, 'K-moved', (select id from public.workspaces where owner_id = $1 and personal))).id as id`,
      [users[0]],
    );
    expect(named.rows[0].id).toBe(job[0].id);
  });
});
