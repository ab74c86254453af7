import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { applyMigrations } from '../../local-backend/migrations';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import type { SqlExecutor } from '../../local-backend/sql-executor';
import { engines, openEmptyDatabase, type Engine } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { byRole, createWorkspace, joinWorkspace, teamWithEveryRole } from '../support/workspace-kit';
import { commentsInOrder, projectCommentsQuery } from '../../src/lib/projects/project-comment-queries';
import {
  COMMENT_PAGE_SIZE,
  listProjectComments,
  type CommentCursor,
  type ProjectComment,
} from '../../src/lib/projects/project-comments-api';
import type { AppSupabaseClient } from '../../src/lib/supabase';

// Projects, their assignees and comments (20261125000300_workspace_projects.sql): who does what
// by role, add_project_comment's one-comment-per-send, assignees only from the workspace, the
// samples every workspace starts with, and the events told in the feed.

type User = Awaited<ReturnType<typeof signedInClient>>;

const SAMPLE_NAMES = [
  'Holiday Campaign Thumbnails',
  'Q3 Brand Partnership Recap',
  'Summer Product Launch',
  'Tutorial Series: Editing Basics',
];

describe.each(engines())('workspace projects on %s', (engine) => {
  let backend: LocalBackend;
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
    anon = clientFor(backend);
    ({ owner, admin, author, otherMember, viewer, outsider, workspace } = await teamWithEveryRole(
      () => signedInClient(backend),
      'Projects',
    ));
  });
  afterAll(() => backend.close());

  const everyone = () => byRole({ owner, admin, author, otherMember, viewer, outsider });

  /** A project made by `by` (the member `author` unless named) through create_project; its id. */
  async function projectBy(
    by: User = author,
    assignees: string[] = [],
    name = 'Launch film',
  ): Promise<string> {
    const { data, error } = await by.client.rpc('create_project', {
      p_workspace_id: workspace,
      p_name: name,
      p_description: 'A film for the launch',
      p_status: 'in_progress',
      p_priority: 'high',
      p_due_date: '2026-12-24',
      p_assignee_ids: assignees,
    });
    if (error) throw error;
    return (data as { id: string }).id;
  }

  async function events(kinds: string[], subject: string) {
    const { rows } = await backend.db.query<{ kind: string; actor_id: string | null; detail: string | null }>(
      `select kind, actor_id, detail from public.activity
        where workspace_id = $1 and subject = $2 and kind = any ($3) order by created_at, kind`,
      [workspace, subject, kinds],
    );
    return rows;
  }

  test('a new workspace starts with the sample projects, comments and feed; nothing recorded as events', async () => {
    const { data: projects } = await viewer.client
      .from('projects')
      .select('name, status, progress, is_sample, author_id, sample_assignees')
      .eq('workspace_id', workspace)
      .eq('is_sample', true)
      .order('name');
    expect(projects?.map((p) => p.name)).toEqual(SAMPLE_NAMES);
    const launch = projects?.find((p) => p.name === 'Summer Product Launch');
    expect(launch).toMatchObject({ status: 'in_progress', progress: 65, author_id: null });
    expect((launch?.sample_assignees as { name: string }[]).map((a) => a.name)).toEqual([
      'Sarah Chen',
      'Marcus Johnson',
      'David Kim',
    ]);
    const { data: comments } = await viewer.client
      .from('project_comments')
      .select('body, sample_author_name')
      .eq('workspace_id', workspace)
      .order('created_at');
    expect(comments).toHaveLength(4);
    expect(comments?.at(-1)).toEqual({
      body: 'Can we tighten the hook to under 5 seconds?',
      sample_author_name: 'David Kim',
    });
    const { data: feed } = await viewer.client
      .from('workspace_activity')
      .select('kind, actor_name, action, subject, is_sample')
      .eq('workspace_id', workspace)
      .eq('is_sample', true)
      .order('occurred_at', { ascending: false });
    expect(feed?.[0]).toEqual({
      kind: 'sample',
      actor_name: 'David Kim',
      action: 'commented on',
      subject: 'Summer Product Launch',
      is_sample: true,
    });
    expect(feed).toHaveLength(6);
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.activity where workspace_id = $1 and kind <> 'sample'`,
      [workspace],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  test('reading: everyone in the workspace sees projects, assignees and comments; nobody else', async () => {
    const id = await projectBy(author, [otherMember.userId]);
    const seen: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const project = await user.client.from('projects').select('id').eq('id', id);
      const assignees = await user.client.from('project_assignees').select('user_id').eq('project_id', id);
      const overview = await user.client.from('project_overview').select('assignee_ids').eq('id', id);
      seen[name] = [project.data?.length, assignees.data?.length, overview.data?.[0]?.assignee_ids];
    }
    const visible = [1, 1, [otherMember.userId]];
    expect(seen).toEqual({
      owner: visible,
      admin: visible,
      'member-author': visible,
      'member-other': visible,
      viewer: visible,
      outsider: [0, 0, undefined],
    });
    const anonRead = await anon.from('projects').select('id').eq('id', id);
    expect(anonRead.error?.code).toBe('42501');
  });

  test('creating: owners, admins and members create projects; viewers and outsiders cannot', async () => {
    const outcomes: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const created = await user.client.rpc('create_project', {
        p_workspace_id: workspace,
        p_name: `By ${name}`,
        p_description: '',
        p_status: 'review',
        p_priority: 'low',
        p_due_date: null as unknown as string,
        p_assignee_ids: [],
      });
      const direct = await user.client
        .from('projects')
        .insert({ workspace_id: workspace, author_id: user.userId, name: `Direct ${name}` })
        .select('id');
      outcomes[name] = [created.error?.code ?? 'ok', direct.error?.code ?? direct.data?.length];
    }
    expect(outcomes).toEqual({
      owner: ['ok', 1],
      admin: ['ok', 1],
      'member-author': ['ok', 1],
      'member-other': ['ok', 1],
      viewer: ['42501', '42501'],
      outsider: ['42501', '42501'],
    });
    // Nobody makes a sample row or writes in another's name.
    const marked = await author.client
      .from('projects')
      .insert({ workspace_id: workspace, author_id: author.userId, name: 'Fake', is_sample: true } as never);
    expect(marked.error?.code).toBe('42501');
    const forged = await author.client
      .from('projects')
      .insert({ workspace_id: workspace, author_id: otherMember.userId, name: 'Forged' });
    expect(forged.error?.code).toBe('42501');
  });

  test('bounds: name 1..200, description up to 5000, progress 0..100 whole', async () => {
    const id = await projectBy();
    const tries = {
      blank: await author.client.from('projects').update({ name: '   ' }).eq('id', id),
      long: await author.client
        .from('projects')
        .update({ name: 'x'.repeat(201) })
        .eq('id', id),
      description: await author.client
        .from('projects')
        .update({ description: 'x'.repeat(5001) })
        .eq('id', id),
      negative: await author.client.from('projects').update({ progress: -1 }).eq('id', id),
      over: await author.client.from('projects').update({ progress: 101 }).eq('id', id),
      status: await author.client
        .from('projects')
        .update({ status: 'lost' as never })
        .eq('id', id),
    };
    expect(Object.fromEntries(Object.entries(tries).map(([k, r]) => [k, r.error?.code]))).toEqual({
      blank: '23514',
      long: '23514',
      description: '23514',
      negative: '23514',
      over: '23514',
      status: '22P02',
    });
    const fraction = await author.client.from('projects').update({ progress: 50.5 }).eq('id', id);
    expect(fraction.error).not.toBeNull();
  });

  test('changing and deleting: the author and admins/owners; not other members, viewers or outsiders', async () => {
    const outcomes: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const id = await projectBy();
      const updated = await user.client.from('projects').update({ progress: 30 }).eq('id', id).select('id');
      const deleted = await user.client.from('projects').delete().eq('id', id).select('id');
      outcomes[name] = [
        updated.error?.code ?? updated.data?.length,
        deleted.error?.code ?? deleted.data?.length,
      ];
    }
    expect(outcomes).toEqual({
      owner: [1, 1],
      admin: [1, 1],
      'member-author': [1, 1],
      'member-other': [0, 0],
      viewer: [0, 0],
      outsider: [0, 0],
    });
    // Sample rows (no author): admins and owners only.
    const { data: sample } = await owner.client
      .from('projects')
      .select('id')
      .eq('workspace_id', workspace)
      .eq('name', 'Holiday Campaign Thumbnails')
      .single();
    const byMember = await author.client
      .from('projects')
      .update({ progress: 41 })
      .eq('id', sample!.id)
      .select('id');
    const byAdmin = await admin.client
      .from('projects')
      .update({ progress: 45 })
      .eq('id', sample!.id)
      .select('id, is_sample');
    expect([byMember.data, byAdmin.data]).toEqual([[], [{ id: sample!.id, is_sample: true }]]);
  });

  test('assignees: set with the project by whoever may change it, and only members of the workspace', async () => {
    const outside = await projectBy(author, [outsider.userId]).catch((e: { message: string }) => e.message);
    expect(outside).toBe("An assignee must be a member of the project's workspace");
    const id = await projectBy(author, [viewer.userId, admin.userId]);
    const outcomes: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const set = await user.client.rpc('set_project_assignees', {
        p_project_id: id,
        p_assignee_ids: [otherMember.userId],
      });
      const direct = await user.client
        .from('project_assignees')
        .insert({ project_id: id, user_id: owner.userId });
      await owner.client.from('project_assignees').delete().eq('project_id', id).eq('user_id', owner.userId);
      outcomes[name] = [set.error?.code ?? 'ok', direct.error?.code ?? 'ok'];
    }
    expect(outcomes).toEqual({
      owner: ['ok', 'ok'],
      admin: ['ok', 'ok'],
      'member-author': ['ok', 'ok'],
      'member-other': ['42501', '42501'],
      viewer: ['42501', '42501'],
      outsider: ['P0002', '42501'],
    });
    const { data } = await viewer.client.from('project_assignees').select('user_id').eq('project_id', id);
    expect(data).toEqual([{ user_id: otherMember.userId }]);
    const outsiderAssigned = await owner.client
      .from('project_assignees')
      .insert({ project_id: id, user_id: outsider.userId });
    expect(outsiderAssigned.error?.code).toBe('23514');
  });

  test('comments: members, admins and owners add; viewers read only; outsiders and anon neither', async () => {
    const id = await projectBy();
    const outcomes: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const { data, error } = await user.client.rpc('add_project_comment', {
        p_project_id: id,
        p_body: `  From ${name}  `,
        p_idempotency_key: crypto.randomUUID(),
      });
      outcomes[name] = error?.code ?? (data as { body: string }).body;
    }
    expect(outcomes).toEqual({
      owner: 'From owner',
      admin: 'From admin',
      'member-author': 'From member-author',
      'member-other': 'From member-other',
      viewer: '42501',
      outsider: '42501',
    });
    const anonAdd = await anon.rpc('add_project_comment', {
      p_project_id: id,
      p_body: 'hi',
      p_idempotency_key: crypto.randomUUID(),
    });
    expect(anonAdd.error).not.toBeNull();
    const { data: read } = await viewer.client.from('project_comments').select('body').eq('project_id', id);
    expect(read).toHaveLength(4);
    const direct = await author.client
      .from('project_comments')
      .insert({ project_id: id, workspace_id: workspace, body: 'Direct' } as never);
    expect(direct.error?.code).toBe('42501');
    const blank = await author.client.rpc('add_project_comment', {
      p_project_id: id,
      p_body: '   ',
      p_idempotency_key: crypto.randomUUID(),
    });
    const long = await author.client.rpc('add_project_comment', {
      p_project_id: id,
      p_body: 'x'.repeat(2001),
      p_idempotency_key: crypto.randomUUID(),
    });
    expect([blank.error?.code, long.error?.code]).toEqual(['22023', '22023']);
  });

  test('a comment sent twice with one key is stored once; the same key with other words is refused', async () => {
    const id = await projectBy();
    const key = crypto.randomUUID();
    const send = (body: string) =>
      author.client.rpc('add_project_comment', { p_project_id: id, p_body: body, p_idempotency_key: key });
    const [first, second] = await Promise.all([send('Looks great'), send('Looks great')]);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect((second.data as { id: string }).id).toBe((first.data as { id: string }).id);
    const other = await send('Something else');
    expect(other.error?.code).toBe('22023');
    const { data } = await owner.client.from('project_comments').select('body').eq('project_id', id);
    expect(data).toEqual([{ body: 'Looks great' }]);
    expect(await events(['comment_added'], 'Launch film')).toContainEqual({
      kind: 'comment_added',
      actor_id: author.userId,
      detail: null,
    });
  });

  test('comments sent at the same moment are all listed, page by page, each once', async () => {
    const id = await projectBy(author, [], 'Same moment');
    const bodies = Array.from({ length: COMMENT_PAGE_SIZE + 5 }, (_, i) => `Comment ${i + 1}`);
    for (const body of bodies) {
      const { error } = await author.client.rpc('add_project_comment', {
        p_project_id: id,
        p_body: body,
        p_idempotency_key: crypto.randomUUID(),
      });
      expect(error).toBeNull();
    }
    // Two tabs writing at once can give comments one time: here all of them share it.
    await backend.db.query(
      `update public.project_comments set created_at = '2026-11-25 03:00:00+00' where project_id = $1`,
      [id],
    );

    const comments = projectCommentsQuery(author.client as unknown as AppSupabaseClient, workspace, id);
    const pages: ProjectComment[][] = [];
    let before: CommentCursor | undefined;
    do {
      const page = await listProjectComments(author.client as unknown as AppSupabaseClient, id, before);
      pages.push(page);
      before = comments.getNextPageParam(page, pages, before, []) ?? undefined;
    } while (before && pages.length <= bodies.length);
    const listed = commentsInOrder(pages).map((comment) => comment.body);
    expect(listed).toHaveLength(bodies.length);
    expect([...listed].sort()).toEqual([...bodies].sort());
  });

  test("a comment on another workspace's project is refused", async () => {
    const elsewhere = await createWorkspace(outsider, 'Elsewhere');
    const { data } = await outsider.client
      .from('projects')
      .select('id')
      .eq('workspace_id', elsewhere)
      .limit(1)
      .single();
    const { error } = await author.client.rpc('add_project_comment', {
      p_project_id: data!.id,
      p_body: 'Sneaking in',
      p_idempotency_key: crypto.randomUUID(),
    });
    expect(error?.code).toBe('42501');
  });

  test('editing and deleting comments: one’s own; admins and owners delete any but edit only their own', async () => {
    const id = await projectBy();
    const outcomes: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const { data } = await author.client.rpc('add_project_comment', {
        p_project_id: id,
        p_body: 'By the author',
        p_idempotency_key: crypto.randomUUID(),
      });
      const commentId = (data as { id: string }).id;
      const edit = await user.client
        .from('project_comments')
        .update({ body: 'Changed' })
        .eq('id', commentId)
        .select('body, edited_at');
      const remove = await user.client.from('project_comments').delete().eq('id', commentId).select('id');
      outcomes[name] = [edit.error?.code ?? edit.data?.length, remove.error?.code ?? remove.data?.length];
      if (edit.data?.length) expect(edit.data[0].edited_at).not.toBeNull();
    }
    expect(outcomes).toEqual({
      owner: [0, 1],
      admin: [0, 1],
      'member-author': [1, 1],
      'member-other': [0, 0],
      viewer: [0, 0],
      outsider: [0, 0],
    });
    const { data } = await owner.client.rpc('add_project_comment', {
      p_project_id: id,
      p_body: 'Owner says',
      p_idempotency_key: crypto.randomUUID(),
    });
    const moved = await owner.client
      .from('project_comments')
      .update({ project_id: crypto.randomUUID() } as never)
      .eq('id', (data as { id: string }).id);
    expect(moved.error?.code).toBe('42501');
    const blank = await owner.client
      .from('project_comments')
      .update({ body: '  ' })
      .eq('id', (data as { id: string }).id);
    expect(blank.error?.code).toBe('23514');
  });

  test('the feed tells: project created, updated (status, progress), deleted', async () => {
    const id = await projectBy(author, [], 'Feed project');
    await author.client.from('projects').update({ status: 'review' }).eq('id', id);
    await author.client.from('projects').update({ progress: 60 }).eq('id', id);
    await author.client.from('projects').update({ description: 'New words' }).eq('id', id);
    await author.client.from('projects').update({ progress: 60 }).eq('id', id);
    await author.client.from('projects').delete().eq('id', id);
    expect(await events(['project_created', 'project_updated', 'project_deleted'], 'Feed project')).toEqual([
      { kind: 'project_created', actor_id: author.userId, detail: null },
      { kind: 'project_updated', actor_id: author.userId, detail: 'moved to review' },
      { kind: 'project_updated', actor_id: author.userId, detail: 'progress 60%' },
      { kind: 'project_updated', actor_id: author.userId, detail: null },
      { kind: 'project_deleted', actor_id: author.userId, detail: null },
    ]);
    const { data } = await viewer.client
      .from('workspace_activity')
      .select('kind, detail')
      .eq('workspace_id', workspace)
      .eq('subject', 'Feed project')
      .eq('kind', 'project_updated');
    expect(data).toHaveLength(3);
  });

  test('deleting a workspace takes its projects without telling a feed that is gone', async () => {
    const team = await createWorkspace(owner, 'Short lived');
    const removed = await owner.client.from('workspaces').delete().eq('id', team).select('id');
    expect(removed.error).toBeNull();
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.projects where workspace_id = $1',
      [team],
    );
    expect(rows).toEqual([{ n: 0 }]);
  });

  test('someone who leaves is unassigned from the workspace’s projects', async () => {
    const leaver = await signedInClient(backend);
    await joinWorkspace(owner, leaver, workspace, 'member');
    const id = await projectBy(owner, [leaver.userId]);
    await owner.client
      .from('workspace_members')
      .delete()
      .eq('workspace_id', workspace)
      .eq('user_id', leaver.userId);
    const { data } = await owner.client.from('project_assignees').select('user_id').eq('project_id', id);
    expect(data).toEqual([]);
  });
});

describe.each(engines())('the upgrade to workspace projects on %s', (engine: Engine) => {
  let db: SqlExecutor;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openEmptyDatabase(engine, 'projects_upgrade'));
  });
  afterAll(() => drop());

  test('gives every existing workspace the sample projects, comments and feed once', async () => {
    const VERSION = '20261125000300';
    await applyMigrations(
      db,
      localBootstrapSql,
      localMigrations.filter((m) => m.version < VERSION),
    );
    const ownerId = '7c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    await db.query(
      `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'o@example.com', '{}')`,
      [ownerId],
    );
    await db.query(
      `insert into public.workspaces (id, name, slug, owner_id)
         values ('9e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b', 'Existing Team', 'existing-team', $1)`,
      [ownerId],
    );
    await applyMigrations(db, localBootstrapSql, localMigrations);
    const { rows } = await db.query<{ name: string; projects: number; comments: number; samples: number }>(
      `select w.name,
              (select count(*) from public.projects p where p.workspace_id = w.id and p.is_sample)::int as projects,
              (select count(*) from public.project_comments c where c.workspace_id = w.id and c.is_sample)::int as comments,
              (select count(*) from public.activity a where a.workspace_id = w.id and a.kind = 'sample')::int as samples
         from public.workspaces w order by w.name`,
    );
    expect(rows).toEqual([
      { name: 'Existing Team', projects: 4, comments: 4, samples: 6 },
      { name: 'My workspace', projects: 4, comments: 4, samples: 6 },
    ]);
  });
});
