import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// Live screens (20261125000110_announce_workspace_changes.sql): a change to a workspace's table
// is announced once per transaction, naming the workspace and the table and nothing of the rows;
// as a NOTIFY where there is no Realtime, as a private Realtime broadcast where there is; and
// only a workspace's members may hear its topic.

type User = Awaited<ReturnType<typeof signedInClient>>;

interface Announcement {
  workspace_id: string;
  table: string;
}

const thumbnail = (workspaceId: string, name: string) => ({
  workspace_id: workspaceId,
  name,
  width: 1280,
  height: 720,
  layers: [],
});

async function ok<T>(request: PromiseLike<{ data: T; error: Error | null }>): Promise<T> {
  const { data, error } = await request;
  if (error) throw error;
  return data;
}

describe.each(engines())('workspace change announcements on %s', (engine) => {
  let backend: LocalBackend;
  let anon: SupabaseClient;
  let owner: User;
  let member: User;
  let viewer: User;
  let outsider: User;
  let workspace: string;
  let stopListening: () => Promise<void>;
  const heard: Announcement[] = [];
  const heardHere = (table?: string) =>
    heard.filter((a) => a.workspace_id === workspace && (table === undefined || a.table === table));

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    anon = clientFor(backend);
    [owner, member, viewer, outsider] = await Promise.all(
      Array.from({ length: 4 }, () => signedInClient(backend)),
    );
    workspace = await createWorkspace(owner, 'Live');
    await joinWorkspace(owner, member, workspace, 'member');
    await joinWorkspace(owner, viewer, workspace, 'viewer');
    // The run's PostgreSQL database is shared with other test files: keep only this workspace's.
    stopListening = await backend.db.listen('workspace_changes', (payload) =>
      heard.push(JSON.parse(payload) as Announcement),
    );
  });
  afterAll(async () => {
    await stopListening();
    await backend.close();
  });

  test('a member’s change is announced with the workspace and the table only', async () => {
    await ok(member.client.from('thumbnails').insert(thumbnail(workspace, 'Launch cover')));
    await vi.waitFor(() => expect(heardHere('thumbnails')).toHaveLength(1));
    expect(heardHere('thumbnails')[0]).toEqual({ workspace_id: workspace, table: 'thumbnails' });
  });

  test('many rows changed in one transaction are one announcement', async () => {
    const before = heardHere('thumbnails').length;
    const made = (await ok(
      member.client
        .from('thumbnails')
        .insert([thumbnail(workspace, 'One'), thumbnail(workspace, 'Two'), thumbnail(workspace, 'Three')])
        .select('id'),
    )) as { id: string }[];
    expect(made).toHaveLength(3);
    await vi.waitFor(() => expect(heardHere('thumbnails')).toHaveLength(before + 1));

    await ok(
      owner.client
        .from('thumbnails')
        .delete()
        .in(
          'id',
          made.map((row) => row.id),
        ),
    );
    await vi.waitFor(() => expect(heardHere('thumbnails')).toHaveLength(before + 2));
  });

  test('a refused change announces nothing', async () => {
    const before = heardHere().length;
    const refused = await viewer.client.from('thumbnails').insert(thumbnail(workspace, 'Not allowed'));
    expect(refused.error).not.toBeNull();
    // A change that is allowed afterwards is the next thing heard: nothing came in between.
    await ok(member.client.from('thumbnails').insert(thumbnail(workspace, 'Allowed')));
    await vi.waitFor(() => expect(heardHere().length).toBeGreaterThan(before));
    expect(heardHere().slice(before)).toEqual([{ workspace_id: workspace, table: 'thumbnails' }]);
  });

  test('a bulk delete of campaigns is one announcement; assignees are announced as projects', async () => {
    const campaign = (name: string) => ({
      workspace_id: workspace,
      name,
      objective: 'Video Views',
      start_date: '2026-12-01',
      end_date: '2026-12-31',
    });
    const made = (await ok(
      member.client
        .from('campaigns')
        .insert([campaign('One'), campaign('Two'), campaign('Three')])
        .select('id'),
    )) as { id: string }[];
    await vi.waitFor(() => expect(heardHere('campaigns')).toHaveLength(1));
    expect(await ok(member.client.rpc('delete_campaigns', { p_ids: made.map((row) => row.id) }))).toBe(3);
    await vi.waitFor(() => expect(heardHere('campaigns')).toHaveLength(2));

    const project = (await ok(
      member.client.rpc('create_project', {
        p_workspace_id: workspace,
        p_name: 'Launch',
        p_description: '',
        p_status: 'in_progress',
        p_priority: 'high',
        p_due_date: null,
        p_assignee_ids: [],
      }),
    )) as { id: string };
    const projectId = project.id;
    await vi.waitFor(() => expect(heardHere('projects')).toHaveLength(1));
    await ok(
      member.client.rpc('set_project_assignees', {
        p_project_id: projectId,
        p_assignee_ids: [member.userId],
      }),
    );
    await vi.waitFor(() => expect(heardHere('projects')).toHaveLength(2));
  });

  test('only the workspace’s members may hear its topic', async () => {
    const topic = `workspace:${workspace}`;
    for (const user of [owner, member, viewer]) {
      expect(await ok(user.client.rpc('can_hear_workspace_topic', { topic }))).toBe(true);
    }
    expect(await ok(outsider.client.rpc('can_hear_workspace_topic', { topic }))).toBe(false);
    for (const odd of [
      `workspace:${workspace}x`,
      `room:${workspace}`,
      'workspace:',
      `Workspace:${workspace}`,
    ]) {
      expect(await ok(member.client.rpc('can_hear_workspace_topic', { topic: odd }))).toBe(false);
    }
    const byAnon = await anon.rpc('can_hear_workspace_topic', { topic });
    expect(byAnon.data === true).toBe(false);
  });
});

describe('workspace change announcements where Realtime is present', () => {
  let backend: LocalBackend;
  let owner: User;
  let workspace: string;

  beforeAll(async () => {
    backend = await createTestBackend('pglite');
    owner = await signedInClient(backend);
    workspace = await createWorkspace(owner, 'Hosted');
    // A stand-in for Supabase Realtime's realtime.send (same signature): it keeps what was sent.
    await backend.db.exec(`
      create schema realtime;
      create table realtime.sent (payload jsonb, event text, topic text, private boolean);
      create function realtime.send(payload jsonb, event text, topic text, private boolean default true)
        returns void language sql as $$ insert into realtime.sent values (payload, event, topic, private) $$;
    `);
  });
  afterAll(() => backend.close());

  test('a change is a private broadcast on the workspace’s topic, not a NOTIFY', async () => {
    const notified: string[] = [];
    const stop = await backend.db.listen('workspace_changes', (payload) => notified.push(payload));
    await ok(owner.client.from('thumbnails').insert([thumbnail(workspace, 'A'), thumbnail(workspace, 'B')]));
    const { rows } = await backend.db.query(
      'select payload, event, topic, private from realtime.sent order by topic',
    );
    expect(rows).toEqual([
      {
        payload: { workspace_id: workspace, table: 'thumbnails' },
        event: 'change',
        topic: `workspace:${workspace}`,
        private: true,
      },
    ]);
    await stop();
    expect(notified).toEqual([]);
  });
});
