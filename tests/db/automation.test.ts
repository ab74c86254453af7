import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { applyMigrations } from '../../local-backend/migrations';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import type { SqlExecutor } from '../../local-backend/sql-executor';
import { engines, openEmptyDatabase, type Engine } from '../support/engines';
import { clientFor, createTestBackendAlone, signedInClient } from '../support/test-backend';
import { createWorkspace, teamWithEveryRole } from '../support/workspace-kit';

// Automation & Scheduling in workspaces (20261125000400_workspace_automation.sql): who may do what
// by role on workflows, A/B tests and scheduled tasks, what bad input is refused, the samples
// every workspace gets, and run_due_tasks, which really runs due tasks once.

type User = Awaited<ReturnType<typeof signedInClient>>;
type Table = 'workflows' | 'ab_tests' | 'scheduled_tasks';
type Item = { id: string; author_id: string | null; name: string };

const AUTOMATION_MIGRATION = '20261125000400';
const TABLES: Table[] = ['workflows', 'ab_tests', 'scheduled_tasks'];
const HOUR = 3_600_000;

const variants = [
  { name: 'A', traffic: 60, ctr: 0, conversions: 0 },
  { name: 'B', traffic: 40, ctr: 0, conversions: 0 },
];

function contentOf(table: Table, name: string): Record<string, unknown> {
  if (table === 'workflows') {
    return {
      name,
      description: 'Keeps CTR up',
      triggers: ['CTR drops below 2%'],
      actions: ['Notify team on Slack'],
    };
  }
  if (table === 'ab_tests') {
    return {
      name,
      description: 'Face or product',
      start_date: '2026-12-01',
      end_date: '2026-12-15',
      variants,
    };
  }
  return {
    name,
    type: 'budget_update',
    scheduled_at: new Date(Date.now() + 24 * HOUR).toISOString(),
    params: { budget: 750 },
  };
}

let nameCounter = 0;
const freshName = (prefix: string) => `${prefix} ${++nameCounter}`;

async function ok<T>(request: PromiseLike<{ data: T; error: unknown }>): Promise<T> {
  const { data, error } = await request;
  if (error) throw error instanceof Error ? error : new Error(JSON.stringify(error));
  return data;
}

describe.each(engines())('workspace automation on %s', (engine) => {
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
  let otherWorkspace: string;

  beforeAll(async () => {
    // Its own database: the scheduler's tests run, and count, every workspace's due tasks.
    backend = await createTestBackendAlone(engine, 'automation');
    anon = clientFor(backend);
    service = clientFor(backend, backend.serviceRoleKey);
    ({ owner, admin, author, otherMember, viewer, outsider, workspace } = await teamWithEveryRole(
      () => signedInClient(backend),
      'Automation',
    ));
    otherWorkspace = await createWorkspace(outsider, 'Elsewhere');
  });
  afterAll(() => backend.close());

  async function authored(
    table: Table,
    by: User = author,
    extra: Record<string, unknown> = {},
  ): Promise<Item> {
    return ok(
      by.client
        .from(table)
        .insert({ workspace_id: workspace, ...contentOf(table, freshName('Authored')), ...extra })
        .select('id, author_id, name')
        .single(),
    ) as Promise<Item>;
  }

  async function sampleOf(table: Table): Promise<Item> {
    return ok(
      owner.client
        .from(table)
        .select('id, author_id, name')
        .eq('workspace_id', workspace)
        .eq('is_sample', true)
        .limit(1)
        .single(),
    ) as Promise<Item>;
  }

  /** How many rows `by` changed by renaming item `id` (row level security hides refusals as 0). */
  async function rename(table: Table, by: SupabaseClient, id: string): Promise<number> {
    const { data, error } = await by
      .from(table)
      .update({ name: freshName('Renamed') })
      .eq('id', id)
      .select('id');
    if (error) return -1;
    return data.length;
  }

  async function remove(table: Table, by: SupabaseClient, id: string): Promise<number> {
    const { data, error } = await by.from(table).delete().eq('id', id).select('id');
    if (error) return -1;
    return data.length;
  }

  async function due(type: string, extra: Record<string, unknown> = {}, by: User = author): Promise<Item> {
    return ok(
      by.client
        .from('scheduled_tasks')
        .insert({
          workspace_id: workspace,
          name: freshName(`Due ${type}`),
          type,
          scheduled_at: new Date(Date.now() - 60_000).toISOString(),
          ...extra,
        })
        .select('id, author_id, name')
        .single(),
    ) as Promise<Item>;
  }

  const taskRow = (id: string) =>
    ok(
      owner.client
        .from('scheduled_tasks')
        .select('status, result, failure_reason, completed_at')
        .eq('id', id)
        .single(),
    ) as Promise<{
      status: string;
      result: unknown;
      failure_reason: string | null;
      completed_at: string | null;
    }>;

  const eventsOf = async (subject: string) =>
    (await ok(
      viewer.client
        .from('workspace_activity')
        .select('kind, subject, detail, actor_id')
        .eq('workspace_id', workspace)
        .eq('subject', subject),
    )) as { kind: string; subject: string; detail: string | null; actor_id: string | null }[];

  describe.each(TABLES)('%s by role', (table) => {
    test('members, admins and the owner create in their own name; a viewer, an outsider and anon cannot', async () => {
      for (const user of [owner, admin, author]) {
        const item = await authored(table, user);
        expect(item.author_id).toBe(user.userId);
      }
      for (const client of [viewer.client, outsider.client, anon]) {
        const { error } = await client
          .from(table)
          .insert({ workspace_id: workspace, ...contentOf(table, 'No') });
        expect(error).not.toBeNull();
      }
      // Nobody writes in someone else's name, nor marks a row as a sample.
      const forged = await author.client
        .from(table)
        .insert({ workspace_id: workspace, author_id: otherMember.userId, ...contentOf(table, 'Forged') });
      expect(forged.error).not.toBeNull();
      const sample = await author.client
        .from(table)
        .insert({ workspace_id: workspace, is_sample: true, ...contentOf(table, 'Fake sample') });
      expect(sample.error).not.toBeNull();
    });

    test('everyone in the workspace reads; nobody outside does', async () => {
      const item = await authored(table);
      for (const user of [owner, admin, author, otherMember, viewer]) {
        const rows = await ok(user.client.from(table).select('id').eq('id', item.id));
        expect(rows).toHaveLength(1);
      }
      expect(await ok(outsider.client.from(table).select('id').eq('workspace_id', workspace))).toEqual([]);
      const asAnon = await anon.from(table).select('id').eq('workspace_id', workspace);
      expect(asAnon.data ?? []).toEqual([]);
    });

    test('the author, an admin and the owner edit and delete; another member and a viewer cannot', async () => {
      const item = await authored(table);
      expect(await rename(table, otherMember.client, item.id)).toBe(0);
      expect(await rename(table, viewer.client, item.id)).toBe(0);
      expect(await rename(table, outsider.client, item.id)).toBe(0);
      expect(await rename(table, author.client, item.id)).toBe(1);
      expect(await rename(table, admin.client, item.id)).toBe(1);
      expect(await rename(table, owner.client, item.id)).toBe(1);
      expect(await remove(table, otherMember.client, item.id)).toBe(0);
      expect(await remove(table, viewer.client, item.id)).toBe(0);
      expect(await remove(table, author.client, item.id)).toBe(1);
      const byAdmin = await authored(table);
      expect(await remove(table, admin.client, byAdmin.id)).toBe(1);
      const byOwner = await authored(table);
      expect(await remove(table, owner.client, byOwner.id)).toBe(1);
    });

    test('sample rows are changed by admins and owners only', async () => {
      const sample = await sampleOf(table);
      expect(sample.author_id).toBeNull();
      expect(await rename(table, author.client, sample.id)).toBe(0);
      expect(await rename(table, admin.client, sample.id)).toBe(1);
      expect(await remove(table, author.client, sample.id)).toBe(0);
    });
  });

  describe('bounds', () => {
    const refused = async (table: Table, overrides: Record<string, unknown>) => {
      const { error } = await author.client
        .from(table)
        .insert({ workspace_id: workspace, ...contentOf(table, freshName('Bound')), ...overrides });
      return error !== null;
    };

    test('workflows: name, description, 1 to 10 items of 1 to 200 characters, no run figures', async () => {
      expect(await refused('workflows', { name: '   ' })).toBe(true);
      expect(await refused('workflows', { name: 'x'.repeat(201) })).toBe(true);
      expect(await refused('workflows', { description: 'x'.repeat(2001) })).toBe(true);
      expect(await refused('workflows', { triggers: [] })).toBe(true);
      expect(await refused('workflows', { triggers: Array.from({ length: 11 }, (_, i) => `T${i}`) })).toBe(
        true,
      );
      expect(await refused('workflows', { actions: [' '] })).toBe(true);
      expect(await refused('workflows', { actions: ['x'.repeat(201)] })).toBe(true);
      expect(await refused('workflows', { status: 'running' })).toBe(true);
      expect(await refused('workflows', { runs_today: 3 })).toBe(true);
      expect(await refused('workflows', { triggers: Array.from({ length: 10 }, (_, i) => `T${i}`) })).toBe(
        false,
      );
    });

    test('A/B tests: 2 to 5 variants whose traffic sums to 100, a winner among them, sane dates', async () => {
      expect(await refused('ab_tests', { variants: [variants[0]] })).toBe(true);
      const six = Array.from({ length: 6 }, (_, i) => ({
        name: `V${i}`,
        traffic: i === 0 ? 50 : 10,
        ctr: 0,
        conversions: 0,
      }));
      expect(await refused('ab_tests', { variants: six })).toBe(true);
      expect(await refused('ab_tests', { variants: [variants[0], { ...variants[1], traffic: 30 }] })).toBe(
        true,
      );
      expect(await refused('ab_tests', { variants: [variants[0], { ...variants[1], ctr: -1 }] })).toBe(true);
      expect(
        await refused('ab_tests', { variants: [variants[0], { ...variants[1], conversions: 1.5 }] }),
      ).toBe(true);
      expect(await refused('ab_tests', { variants: [variants[0], { ...variants[1], traffic: 'NaN' }] })).toBe(
        true,
      );
      expect(await refused('ab_tests', { variants: [variants[0], { ...variants[1], name: 'A' }] })).toBe(
        true,
      );
      expect(await refused('ab_tests', { variants: [variants[0], { ...variants[1], extra: 1 }] })).toBe(true);
      expect(await refused('ab_tests', { winner: 'C' })).toBe(true);
      expect(await refused('ab_tests', { confidence: 101 })).toBe(true);
      expect(await refused('ab_tests', { confidence: 'NaN' })).toBe(true);
      expect(await refused('ab_tests', { end_date: '2026-11-01' })).toBe(true);
      expect(await refused('ab_tests', { winner: 'B', confidence: 95, status: 'completed' })).toBe(false);
    });

    test('scheduled tasks: a bounded budget (NaN refused), params that fit the type, short texts', async () => {
      expect(await refused('scheduled_tasks', { params: { budget: 'NaN' } })).toBe(true);
      expect(await refused('scheduled_tasks', { params: { budget: -1 } })).toBe(true);
      expect(await refused('scheduled_tasks', { params: { budget: 1e10 } })).toBe(true);
      expect(await refused('scheduled_tasks', { params: {} })).toBe(true);
      expect(await refused('scheduled_tasks', { params: { budget: 10, note: 'x' } })).toBe(true);
      expect(await refused('scheduled_tasks', { type: 'video_upload', params: { budget: 10 } })).toBe(true);
      expect(await refused('scheduled_tasks', { platform: 'x'.repeat(51) })).toBe(true);
      expect(await refused('scheduled_tasks', { description: 'x'.repeat(2001) })).toBe(true);
      expect(await refused('scheduled_tasks', { name: 'x'.repeat(201) })).toBe(true);
      expect(await refused('scheduled_tasks', { type: 'tweet' })).toBe(true);
    });

    test('a task is created scheduled or pending only, and its target is in the same workspace', async () => {
      expect(await refused('scheduled_tasks', { status: 'completed' })).toBe(true);
      expect(await refused('scheduled_tasks', { status: 'failed' })).toBe(true);
      expect(await refused('scheduled_tasks', { status: 'pending' })).toBe(false);
      const elsewhere = (await ok(
        outsider.client
          .from('ab_tests')
          .insert({ workspace_id: otherWorkspace, ...contentOf('ab_tests', 'Theirs') })
          .select('id')
          .single(),
      )) as { id: string };
      expect(
        await refused('scheduled_tasks', { type: 'ab_test_launch', params: {}, ab_test_id: elsewhere.id }),
      ).toBe(true);
      const task = await authored('scheduled_tasks');
      const { error } = await author.client
        .from('scheduled_tasks')
        .update({ status: 'completed' })
        .eq('id', task.id);
      expect(error?.code).toBe('42501');
    });
  });

  describe('run_due_tasks', () => {
    test('a due A/B test launch completes and the test is running from today', async () => {
      const draft = (await ok(
        author.client
          .from('ab_tests')
          .insert({ workspace_id: workspace, ...contentOf('ab_tests', freshName('Launch me')) })
          .select('id')
          .single(),
      )) as { id: string };
      const task = await due('ab_test_launch', { ab_test_id: draft.id });
      const ran = await ok(author.client.rpc('run_due_tasks', { p_workspace_id: workspace }));
      expect(ran).toBeGreaterThanOrEqual(1);

      const row = await taskRow(task.id);
      expect(row.status).toBe('completed');
      expect(row.completed_at).not.toBeNull();
      expect(row.result).toMatchObject({ ab_test_id: draft.id, status: 'running' });
      const test = (await ok(
        owner.client.from('ab_tests').select('status, start_date').eq('id', draft.id).single(),
      )) as {
        status: string;
        start_date: string;
      };
      expect(test.status).toBe('running');
      const today = (await backend.db.query<{ today: string }>(`select current_date::text as today`)).rows[0]!
        .today;
      expect(test.start_date).toBe(today);
      const events = await eventsOf(task.name);
      expect(events.map((e) => e.kind).sort()).toEqual(['task_completed', 'task_scheduled']);
      expect(events.every((e) => e.detail === null && e.actor_id === author.userId)).toBe(true);

      // Launched once: the same test launched again fails, saying why.
      const again = await due('ab_test_launch', { ab_test_id: draft.id });
      await ok(author.client.rpc('run_due_tasks', { p_workspace_id: workspace }));
      expect((await taskRow(again.id)).failure_reason).toBe(
        'The A/B test is no longer a draft, so it was not launched again',
      );

      // The test can still be deleted; the tasks that ran keep their outcome without it.
      expect(await remove('ab_tests', author.client, draft.id)).toBe(1);
      const { rows } = await backend.db.query<{ status: string; ab_test_id: string | null }>(
        'select status::text as status, ab_test_id from public.scheduled_tasks where id = $1',
        [task.id],
      );
      expect(rows).toEqual([{ status: 'completed', ab_test_id: null }]);
    });

    test('a due video upload fails with its reason, recorded in the feed', async () => {
      const video = (await ok(
        service.rpc('start_video_job', {
          p_user_id: author.userId,
          p_script: 'Ten editing mistakes.',
          p_prompt: 'Create a professional video based on this script: Ten editing mistakes.',
          p_style: 'professional',
          p_duration: 30,
          p_aspect_ratio: '16:9',
          p_voice: 'Bella',
          p_quality: 'fast',
          p_mode: 'video',
          p_cost: 1,
          p_workspace_id: workspace,
        }),
      )) as { id: string };
      const videoId = video.id;
      const unfinished = await due('video_upload', { video_id: videoId });
      await ok(author.client.rpc('run_due_tasks', { p_workspace_id: workspace }));
      expect(await taskRow(unfinished.id)).toMatchObject({
        status: 'failed',
        failure_reason: 'The video has not finished rendering, so it was not uploaded',
      });

      await ok(service.from('videos').update({ status: 'completed' }).eq('id', videoId));
      const upload = await due('video_upload', { video_id: videoId });
      await ok(author.client.rpc('run_due_tasks', { p_workspace_id: workspace }));
      const row = await taskRow(upload.id);
      expect(row).toMatchObject({
        status: 'failed',
        failure_reason: 'No YouTube channel is connected, so the video was not uploaded',
        result: null,
      });
      expect(row.completed_at).not.toBeNull();
      expect(await eventsOf(upload.name)).toContainEqual({
        kind: 'task_failed',
        subject: upload.name,
        detail: 'No YouTube channel is connected, so the video was not uploaded',
        actor_id: author.userId,
      });
      // A task that has run is never changed again.
      const edit = await owner.client.from('scheduled_tasks').update({ name: 'Retry' }).eq('id', upload.id);
      expect(edit.error?.code).toBe('42501');
    });

    test('a campaign task without its campaign fails, saying why', async () => {
      const report = await due('report_generation');
      const budget = await due('budget_update', { params: { budget: 750 } });
      await ok(author.client.rpc('run_due_tasks', { p_workspace_id: workspace }));
      expect(await taskRow(report.id)).toMatchObject({
        status: 'failed',
        failure_reason: 'The campaign no longer exists, so no report was made',
      });
      expect(await taskRow(budget.id)).toMatchObject({
        status: 'failed',
        failure_reason: 'The campaign no longer exists, so its budget was not changed',
      });
    });

    test('a task not yet due stays scheduled; samples never run', async () => {
      const later = await authored('scheduled_tasks');
      await ok(author.client.rpc('run_due_tasks', { p_workspace_id: workspace }));
      expect((await taskRow(later.id)).status).toBe('scheduled');
      const samples = (await ok(
        owner.client
          .from('scheduled_tasks')
          .select('status')
          .eq('workspace_id', workspace)
          .eq('is_sample', true),
      )) as { status: string }[];
      expect(samples.map((s) => s.status).sort()).toEqual([
        'completed',
        'completed',
        'pending',
        'scheduled',
        'scheduled',
      ]);
    });

    test('run twice, or by two runners at once, a task runs once', async () => {
      const tasks = [
        await due('report_generation'),
        await due('report_generation'),
        await due('report_generation'),
      ];
      const runs = await Promise.all([
        ok(service.rpc('run_due_tasks', { p_workspace_id: workspace })),
        ok(service.rpc('run_due_tasks', {})),
      ]);
      expect((runs as number[]).reduce((sum, n) => sum + n, 0)).toBe(3);
      expect(await ok(author.client.rpc('run_due_tasks', { p_workspace_id: workspace }))).toBe(0);
      for (const task of tasks) {
        const kinds = (await eventsOf(task.name)).map((e) => e.kind).sort();
        expect(kinds).toEqual(['task_failed', 'task_scheduled']);
      }
    });

    test('a viewer, an outsider and anon cannot run a workspace’s tasks', async () => {
      const task = await due('report_generation');
      for (const client of [viewer.client, outsider.client]) {
        const { error } = await client.rpc('run_due_tasks', { p_workspace_id: workspace });
        expect(error?.code).toBe('42501');
      }
      const asAnon = await anon.rpc('run_due_tasks', { p_workspace_id: workspace });
      expect(asAnon.error).not.toBeNull();
      expect((await taskRow(task.id)).status).toBe('scheduled');
      // An admin may.
      expect(await ok(admin.client.rpc('run_due_tasks', { p_workspace_id: workspace }))).toBe(1);
    });

    test('only the scheduler runs every workspace: a signed-in caller cannot, the service role can', async () => {
      const theirs = (await ok(
        outsider.client
          .from('scheduled_tasks')
          .insert({
            workspace_id: otherWorkspace,
            name: 'Their report',
            type: 'report_generation',
            scheduled_at: new Date(Date.now() - 1000).toISOString(),
          })
          .select('id')
          .single(),
      )) as { id: string };
      for (const user of [owner, outsider]) {
        const { error } = await user.client.rpc('run_due_tasks', {});
        expect(error?.code).toBe('42501');
      }
      expect(await ok(service.rpc('run_due_tasks', {}))).toBeGreaterThanOrEqual(1);
      const row = (await ok(
        outsider.client.from('scheduled_tasks').select('status').eq('id', theirs.id).single(),
      )) as { status: string };
      expect(row.status).toBe('failed');
    });

    test('the database owner (pg_cron) runs every workspace', async () => {
      const task = await due('report_generation');
      const { rows } = await backend.db.query<{ ran: number }>('select public.run_due_tasks() as ran');
      expect(rows[0]!.ran).toBeGreaterThanOrEqual(1);
      expect((await taskRow(task.id)).status).toBe('failed');
    });
  });

  test('creating a workflow, a task and an A/B test are events of the feed', async () => {
    const workflow = await authored('workflows');
    const abTest = await authored('ab_tests');
    const task = await authored('scheduled_tasks');
    expect(await eventsOf(workflow.name)).toEqual([
      { kind: 'workflow_created', subject: workflow.name, detail: null, actor_id: author.userId },
    ]);
    expect(await eventsOf(abTest.name)).toEqual([
      { kind: 'ab_test_created', subject: abTest.name, detail: null, actor_id: author.userId },
    ]);
    expect(await eventsOf(task.name)).toEqual([
      { kind: 'task_scheduled', subject: task.name, detail: null, actor_id: author.userId },
    ]);
  });

  test('a new workspace gets the spec’s samples, without events', async () => {
    const fresh = await createWorkspace(owner, 'Fresh');
    const count = async (table: Table) =>
      (await ok(owner.client.from(table).select('name, is_sample, author_id').eq('workspace_id', fresh))) as {
        name: string;
        is_sample: boolean;
        author_id: string | null;
      }[];
    const workflows = await count('workflows');
    expect(workflows.map((w) => w.name).sort()).toEqual([
      'CPA Guardrail',
      'Low CTR Alert & Optimise',
      'New Video Promotion',
      'Weekly Performance Digest',
    ]);
    expect(workflows.every((w) => w.is_sample && w.author_id === null)).toBe(true);
    expect((await count('scheduled_tasks')).map((t) => t.name).sort()).toEqual([
      'Holiday thumbnail test',
      'Raise Black Friday budget',
      'Upload: 10 Editing Mistakes',
      'Upload: Summer Launch teaser',
      'Weekly performance report',
    ]);
    expect((await count('ab_tests')).map((t) => t.name).sort()).toEqual([
      'CTA Placement',
      'Hook Length: 3s vs. 8s',
      'Thumbnail: Face vs. Product',
    ]);
    const scheduled = (await ok(
      owner.client
        .from('scheduled_tasks')
        .select('scheduled_at')
        .eq('workspace_id', fresh)
        .eq('status', 'scheduled'),
    )) as { scheduled_at: string }[];
    expect(scheduled.every((t) => Date.parse(t.scheduled_at) > Date.now())).toBe(true);
    const events = await ok(
      owner.client
        .from('workspace_activity')
        .select('kind')
        .eq('workspace_id', fresh)
        .in('kind', ['workflow_created', 'task_scheduled', 'ab_test_created']),
    );
    expect(events).toEqual([]);
  });
});

describe.each(engines())('the upgrade to workspace automation on %s', (engine: Engine) => {
  let db: SqlExecutor;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openEmptyDatabase(engine, 'automation_upgrade'));
  });
  afterAll(() => drop());

  test('seeds the samples once into every existing workspace', async () => {
    await applyMigrations(
      db,
      localBootstrapSql,
      localMigrations.filter((m) => m.version < AUTOMATION_MIGRATION),
    );
    const owner = '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d';
    await db.query(
      `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'old@example.com', '{}')`,
      [owner],
    );
    await db.query(
      `insert into public.workspaces (name, slug, owner_id) values ('Existing Team', 'existing-team-automation', $1)`,
      [owner],
    );

    const report = await applyMigrations(db, localBootstrapSql, localMigrations);
    expect(report.applied).toContain(AUTOMATION_MIGRATION);
    const { rows } = await db.query<{ name: string; workflows: number; tasks: number; tests: number }>(
      `select w.name,
              (select count(*)::int from public.workflows x where x.workspace_id = w.id and x.is_sample) as workflows,
              (select count(*)::int from public.scheduled_tasks x where x.workspace_id = w.id and x.is_sample) as tasks,
              (select count(*)::int from public.ab_tests x where x.workspace_id = w.id and x.is_sample) as tests
         from public.workspaces w
        order by w.name`,
    );
    expect(rows).toEqual([
      { name: 'Existing Team', workflows: 4, tasks: 5, tests: 3 },
      { name: 'My workspace', workflows: 4, tasks: 5, tests: 3 },
    ]);
    const { rows: events } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.activity where kind in ('workflow_created', 'task_scheduled', 'ab_test_created')`,
    );
    expect(events).toEqual([{ n: 0 }]);
  });
});
