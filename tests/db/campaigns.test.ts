import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { applyMigrations } from '../../local-backend/migrations';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import type { SqlExecutor } from '../../local-backend/sql-executor';
import { sampleCampaigns } from '../../src/data/campaigns';
import {
  createCampaign,
  deleteCampaigns,
  fetchCampaignSummary,
  listCampaigns,
  setCampaignStatus,
  updateCampaign,
  type CampaignFields,
} from '../../src/lib/campaigns/campaigns-api';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { engines, openEmptyDatabase, type Engine } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { byRole, createWorkspace, teamWithEveryRole } from '../support/workspace-kit';

// Campaigns in the workspace (20261125000200_workspace_campaigns.sql): who reads, creates,
// edits, pauses and deletes by role; the bulk functions' one transaction; the bounds; the
// sample campaigns of new and existing workspaces; the summary; the events in the feed.

type User = Awaited<ReturnType<typeof signedInClient>>;

const CAMPAIGNS_MIGRATION = '20261125000200';

const api = (user: User) => user.client as AppSupabaseClient;

const fields = (changes: Partial<CampaignFields> = {}): CampaignFields => ({
  name: 'Launch push',
  objective: 'Conversions',
  status: 'draft',
  budget: 5000,
  spent: 0,
  impressions: 0,
  clicks: 0,
  conversions: 0,
  startDate: '2026-12-01',
  endDate: '2026-12-31',
  platform: 'YouTube',
  ...changes,
});

/** The row the API inserts for `fields`. */
const row = (workspaceId: string, changes: Record<string, unknown> = {}) => ({
  workspace_id: workspaceId,
  name: 'Direct',
  objective: 'Video Views',
  start_date: '2026-12-01',
  end_date: '2026-12-31',
  ...changes,
});

describe.each(engines())('workspace campaigns on %s', (engine) => {
  let backend: LocalBackend;
  let anon: SupabaseClient;
  let owner: User;
  let admin: User;
  let author: User;
  let otherMember: User;
  let viewer: User;
  let outsider: User;
  let workspace: string;
  let elsewhere: string;

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    anon = clientFor(backend);
    ({ owner, admin, author, otherMember, viewer, outsider, workspace } = await teamWithEveryRole(
      () => signedInClient(backend),
      'Campaigns',
    ));
    elsewhere = await createWorkspace(outsider, 'Elsewhere');
  });
  afterAll(() => backend.close());

  const everyone = () => byRole({ owner, admin, author, otherMember, viewer, outsider });

  /** A campaign made by `by` (the member `author` unless named); its id. */
  async function made(by: User = author, changes: Partial<CampaignFields> = {}, in_ = workspace) {
    return (await createCampaign(api(by), in_, fields(changes))).id;
  }

  async function statusOf(id: string): Promise<string | null> {
    const { rows } = await backend.db.query<{ status: string }>(
      'select status from public.campaigns where id = $1',
      [id],
    );
    return rows[0]?.status ?? null;
  }

  async function eventsOf(workspaceId: string, subjectLike = '%') {
    const { data, error } = await owner.client
      .from('workspace_activity')
      .select('kind, actor_id, subject, detail')
      .eq('workspace_id', workspaceId)
      .like('kind', 'campaign%')
      .like('subject', subjectLike)
      .order('occurred_at');
    if (error) throw error;
    return data;
  }

  test('a new workspace starts with the spec’s sample campaigns, in its order, unrecorded', async () => {
    const fresh = await createWorkspace(owner, 'Fresh');
    const page = await listCampaigns(api(owner), fresh, { search: '', status: 'all', page: 0 });
    expect(page.total).toBe(sampleCampaigns.length);
    expect(
      page.campaigns.map(
        ({ name, status, budget, spent, impressions, clicks, conversions, isSample, authorId }) => ({
          name,
          status,
          budget,
          spent,
          impressions,
          clicks,
          conversions,
          isSample,
          authorId,
        }),
      ),
    ).toEqual(
      sampleCampaigns.map(({ name, status, budget, spent, impressions, clicks, conversions }) => ({
        name,
        status,
        budget,
        spent,
        impressions,
        clicks,
        conversions,
        isSample: true,
        authorId: null,
      })),
    );
    for (const campaign of page.campaigns) expect(campaign.endDate >= campaign.startDate).toBe(true);
    expect(await eventsOf(fresh)).toEqual([]);
  });

  test('reading: everyone in the workspace sees a campaign; nobody else does', async () => {
    const id = await made();
    const seen: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const { data } = await user.client.from('campaigns').select('id, name, author_id').eq('id', id);
      seen[name] = data;
    }
    const visible = [{ id, name: 'Launch push', author_id: author.userId }];
    expect(seen).toEqual({
      owner: visible,
      admin: visible,
      'member-author': visible,
      'member-other': visible,
      viewer: visible,
      outsider: [],
    });
    const asAnon = await anon.from('campaigns').select('id').eq('id', id);
    expect(asAnon.error?.code).toBe('42501');
  });

  test('creating: owners, admins and members create in their own name; viewers and outsiders cannot', async () => {
    const outcomes: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const own = await user.client.from('campaigns').insert(row(workspace)).select('author_id');
      const forged = await user.client
        .from('campaigns')
        .insert(row(workspace, { author_id: owner.userId === user.userId ? admin.userId : owner.userId }));
      const sample = await user.client.from('campaigns').insert(row(workspace, { is_sample: true }));
      outcomes[name] = [
        own.error?.code ?? own.data?.[0]?.author_id === user.userId,
        forged.error?.code,
        sample.error?.code,
      ];
    }
    expect(outcomes).toEqual({
      owner: [true, '42501', '42501'],
      admin: [true, '42501', '42501'],
      'member-author': [true, '42501', '42501'],
      'member-other': [true, '42501', '42501'],
      viewer: ['42501', '42501', '42501'],
      outsider: ['42501', '42501', '42501'],
    });
    const asAnon = await anon.from('campaigns').insert(row(workspace));
    expect(asAnon.error?.code).toBe('42501');
  });

  test('editing and deleting directly: the author, admins and the owner; sample rows only admins and the owner', async () => {
    const outcomes: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const mine = await made();
      const sample = await backend.db.query<{ id: string }>(
        `insert into public.campaigns (workspace_id, name, objective, start_date, end_date, is_sample)
         values ($1, 'Sample', 'Video Views', current_date, current_date, true) returning id`,
        [workspace],
      );
      const sampleId = sample.rows[0].id;
      const edit = await user.client.from('campaigns').update({ spent: 12 }).eq('id', mine).select('id');
      const editSample = await user.client
        .from('campaigns')
        .update({ spent: 12 })
        .eq('id', sampleId)
        .select('id');
      const moveAway = await user.client.from('campaigns').update({ workspace_id: elsewhere }).eq('id', mine);
      const remove = await user.client.from('campaigns').delete().eq('id', mine).select('id');
      const removeSample = await user.client.from('campaigns').delete().eq('id', sampleId).select('id');
      outcomes[name] = {
        edit: edit.data?.length ?? edit.error?.code,
        editSample: editSample.data?.length ?? editSample.error?.code,
        moveAway: moveAway.error?.code,
        remove: remove.data?.length ?? remove.error?.code,
        removeSample: removeSample.data?.length ?? removeSample.error?.code,
      };
    }
    const all = { edit: 1, editSample: 1, moveAway: '42501', remove: 1, removeSample: 1 };
    const none = { edit: 0, editSample: 0, moveAway: '42501', remove: 0, removeSample: 0 };
    expect(outcomes).toEqual({
      owner: all,
      admin: all,
      'member-author': { ...all, editSample: 0, removeSample: 0 },
      'member-other': none,
      viewer: none,
      outsider: none,
    });
    const mine = await made();
    const asAnon = await anon.from('campaigns').update({ spent: 1 }).eq('id', mine);
    expect(asAnon.error?.code).toBe('42501');
  });

  test('pause, resume and delete through the functions: the same rule, refused as a whole', async () => {
    const outcomes: Record<string, unknown> = {};
    for (const [name, user] of Object.entries(everyone())) {
      const id = await made(author, { status: 'active' });
      const pause = await user.client.rpc('set_campaign_status', { p_ids: [id], p_action: 'pause' });
      const paused = await statusOf(id);
      const remove = await user.client.rpc('delete_campaigns', { p_ids: [id] });
      outcomes[name] = [pause.error?.code ?? pause.data, paused, remove.error?.code ?? remove.data];
    }
    expect(outcomes).toEqual({
      owner: [1, 'paused', 1],
      admin: [1, 'paused', 1],
      'member-author': [1, 'paused', 1],
      'member-other': ['42501', 'active', '42501'],
      viewer: ['42501', 'active', '42501'],
      outsider: ['42501', 'active', '42501'],
    });
    const id = await made();
    const asAnon = [
      await anon.rpc('set_campaign_status', { p_ids: [id], p_action: 'pause' }),
      await anon.rpc('delete_campaigns', { p_ids: [id] }),
      await anon.rpc('campaign_summary', { p_workspace_id: workspace }),
    ];
    expect(asAnon.map((r) => r.error?.code)).toEqual(['42501', '42501', '42501']);
    // Nobody calls the seeding or the event writer through the API.
    const seed = await owner.client.rpc('seed_sample_campaigns', { p_workspace_id: workspace });
    const forge = await owner.client.rpc('record_activity', {
      p_workspace_id: workspace,
      p_kind: 'campaign_created',
      p_subject: 'Forged',
    });
    expect([seed.error?.code, forge.error?.code]).toEqual(['42501', '42501']);
  });

  test('resume makes active and pause makes paused; a completed campaign stays completed', async () => {
    const draft = await made(author, { status: 'draft' });
    const completed = await made(author, { status: 'completed' });
    const paused = await made(author, { status: 'paused' });
    expect(await setCampaignStatus(api(author), [draft, completed, paused], 'resume')).toBe(2);
    expect([await statusOf(draft), await statusOf(completed), await statusOf(paused)]).toEqual([
      'active',
      'completed',
      'active',
    ]);
    expect(await setCampaignStatus(api(author), [draft, completed], 'pause')).toBe(1);
    expect([await statusOf(draft), await statusOf(completed)]).toEqual(['paused', 'completed']);
  });

  test('200 campaigns pause and delete in one call each; one not yours changes none of them', async () => {
    const inserted = await author.client
      .from('campaigns')
      .insert(Array.from({ length: 200 }, (_, i) => row(workspace, { name: `Bulk ${i}`, status: 'active' })))
      .select('id');
    if (inserted.error) throw inserted.error;
    const ids = inserted.data.map((r: { id: string }) => r.id);
    const theirs = await made(otherMember, { status: 'active' });
    const foreign = await made(outsider, { status: 'active' }, elsewhere);

    for (const intruder of [theirs, foreign, '00000000-0000-4000-8000-000000000000']) {
      await expect(setCampaignStatus(api(author), [...ids.slice(1), intruder], 'pause')).rejects.toThrow(
        'You can’t change some of these campaigns, or they were deleted',
      );
      await expect(deleteCampaigns(api(author), [...ids.slice(1), intruder])).rejects.toThrow(
        'You can’t change some of these campaigns, or they were deleted',
      );
    }
    const { rows: untouched } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.campaigns where id = any($1::uuid[]) and status = 'active'`,
      [[...ids, theirs, foreign]],
    );
    expect(untouched).toEqual([{ n: 202 }]);

    expect(await setCampaignStatus(api(author), ids, 'pause')).toBe(200);
    expect(await deleteCampaigns(api(author), ids)).toBe(200);
    const { rows: left } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.campaigns where id = any($1::uuid[])',
      [ids],
    );
    expect(left).toEqual([{ n: 0 }]);
    expect(await eventsOf(workspace, 'Bulk %')).toHaveLength(600);
  });

  test('the functions take 1 to 1,000 ids and the two actions only', async () => {
    const id = await made();
    const many = Array.from({ length: 1001 }, () => id);
    const calls = [
      await author.client.rpc('set_campaign_status', { p_ids: [], p_action: 'pause' }),
      await author.client.rpc('set_campaign_status', { p_ids: many, p_action: 'pause' }),
      await author.client.rpc('set_campaign_status', { p_ids: [id], p_action: 'stop' }),
      await author.client.rpc('set_campaign_status', { p_ids: [id, null], p_action: 'pause' }),
      await author.client.rpc('delete_campaigns', { p_ids: [] }),
      await author.client.rpc('delete_campaigns', { p_ids: many }),
    ];
    expect(calls.map((r) => r.error?.code)).toEqual(['22023', '22023', '22023', '22023', '22023', '22023']);
    expect(await statusOf(id)).toBe('draft');
  });

  test('bounds: NaN, negatives, too large, too long, unknown values and an end before the start are refused', async () => {
    const attempts = {
      nanBudget: { budget: 'NaN' },
      nanSpent: { spent: 'NaN' },
      infinite: { budget: 'Infinity' },
      negativeSpent: { spent: -1 },
      negativeClicks: { clicks: -1 },
      tooLarge: { budget: 1_000_000_001 },
      blankName: { name: '   ' },
      longName: { name: 'x'.repeat(201) },
      longPlatform: { platform: 'p'.repeat(51) },
      longThumbnail: { thumbnail: 'a'.repeat(101) },
      oddThumbnail: { thumbnail: 'url(javascript:x)' },
      objective: { objective: 'Fame' },
      status: { status: 'running' },
      endBeforeStart: { start_date: '2026-12-02', end_date: '2026-12-01' },
    };
    const outcomes: Record<string, string | undefined> = {};
    for (const [name, changes] of Object.entries(attempts)) {
      const { error } = await author.client.from('campaigns').insert(row(workspace, changes));
      outcomes[name] = error?.code;
    }
    for (const code of Object.values(outcomes)) expect(['23514', '22003', '22P02']).toContain(code);
    const id = await made();
    await expect(updateCampaign(api(author), id, fields({ spent: Number.NaN }))).rejects.toThrow(
      'A figure is out of range',
    );
    const nan = await author.client.from('campaigns').update({ budget: 'NaN' }).eq('id', id);
    expect(nan.error?.code).toBe('23514');
    // Within bounds is fine: 200 characters, the largest budget, two decimals of spend.
    const edge = await author.client
      .from('campaigns')
      .insert(row(workspace, { name: 'n'.repeat(200), budget: 1_000_000_000, spent: 12.34 }))
      .select('budget, spent');
    expect(edge.error).toBeNull();
    expect(
      edge.data?.map((r: { budget: unknown; spent: unknown }) => [Number(r.budget), Number(r.spent)]),
    ).toEqual([[1_000_000_000, 12.34]]);
  });

  test('the summary: totals, Avg. CPA, and this month’s campaigns against last month’s', async () => {
    const team = await createWorkspace(owner, 'Summary');
    const { rows } = await backend.db.query<{ this_month: string; last_month: string; long_ago: string }>(
      `select to_char(date_trunc('month', current_date), 'YYYY-MM-DD') as this_month,
              to_char(date_trunc('month', current_date) - interval '1 month', 'YYYY-MM-DD') as last_month,
              to_char(date_trunc('month', current_date) - interval '6 months', 'YYYY-MM-DD') as long_ago`,
    );
    const { this_month, last_month, long_ago } = rows[0];
    // The samples: two started this month, two last month.
    const samples = await fetchCampaignSummary(api(owner), team);
    const sum = (key: 'spent' | 'impressions' | 'conversions') =>
      sampleCampaigns.reduce((total, c) => total + c[key], 0);
    expect(samples).toMatchObject({
      spent: sum('spent'),
      impressions: sum('impressions'),
      conversions: sum('conversions'),
      thisMonth: { campaigns: 2, spent: 9842 + 3968, conversions: 1312 + 402 },
      lastMonth: { campaigns: 2, spent: 5126 + 7415, conversions: 846 + 214 },
    });
    expect(samples.avgCpa).toBeCloseTo(sum('spent') / sum('conversions'), 6);

    const sampleIds = (
      await listCampaigns(api(owner), team, { search: '', status: 'all', page: 0 })
    ).campaigns.map((c) => c.id);
    await deleteCampaigns(api(owner), sampleIds);
    const empty = await fetchCampaignSummary(api(owner), team);
    expect(empty).toEqual({
      spent: 0,
      impressions: 0,
      conversions: 0,
      avgCpa: null,
      thisMonth: { campaigns: 0, spent: 0, impressions: 0, conversions: 0, avgCpa: null },
      lastMonth: { campaigns: 0, spent: 0, impressions: 0, conversions: 0, avgCpa: null },
    });

    const at = (startDate: string, spent: number, impressions: number, conversions: number) =>
      createCampaign(
        api(owner),
        team,
        fields({ startDate, endDate: startDate, spent, impressions, conversions }),
      );
    await at(this_month, 100.5, 1000, 4);
    await at(this_month, 50, 500, 1);
    await at(last_month, 300, 9000, 10);
    await at(long_ago, 7, 70, 0);
    const figures = await fetchCampaignSummary(api(viewer), team).catch(() => null);
    // The viewer is not in this workspace: the summary is the policies', so it sees nothing.
    expect(figures?.spent).toBe(0);
    expect(await fetchCampaignSummary(api(owner), team)).toEqual({
      spent: 457.5,
      impressions: 10570,
      conversions: 15,
      avgCpa: 457.5 / 15,
      thisMonth: { campaigns: 2, spent: 150.5, impressions: 1500, conversions: 5, avgCpa: 150.5 / 5 },
      lastMonth: { campaigns: 1, spent: 300, impressions: 9000, conversions: 10, avgCpa: 30 },
    });
  });

  test('events: created, edited, paused, resumed and deleted are in the feed, by whom; status alone is no edit', async () => {
    const id = await made(author, { name: 'Evented', status: 'active' });
    await updateCampaign(api(author), id, fields({ name: 'Evented', status: 'active', spent: 10 }));
    await setCampaignStatus(api(author), [id], 'pause');
    await setCampaignStatus(api(admin), [id], 'resume');
    await setCampaignStatus(api(admin), [id], 'resume');
    await updateCampaign(api(owner), id, fields({ name: 'Evented', status: 'completed', spent: 10 }));
    await deleteCampaigns(api(owner), [id]);
    expect(await eventsOf(workspace, 'Evented')).toEqual([
      { kind: 'campaign_created', actor_id: author.userId, subject: 'Evented', detail: null },
      { kind: 'campaign_updated', actor_id: author.userId, subject: 'Evented', detail: null },
      { kind: 'campaign_paused', actor_id: author.userId, subject: 'Evented', detail: null },
      { kind: 'campaign_resumed', actor_id: admin.userId, subject: 'Evented', detail: null },
      { kind: 'campaign_updated', actor_id: owner.userId, subject: 'Evented', detail: 'completed' },
      { kind: 'campaign_deleted', actor_id: owner.userId, subject: 'Evented', detail: null },
    ]);
    const asViewer = await viewer.client
      .from('workspace_activity')
      .select('kind')
      .eq('workspace_id', workspace)
      .eq('subject', 'Evented');
    expect(asViewer.data).toHaveLength(6);
    const asOutsider = await outsider.client
      .from('workspace_activity')
      .select('kind')
      .eq('subject', 'Evented');
    expect(asOutsider.data).toEqual([]);
  });

  test('paging, search by name (wildcards taken literally) and the status filter, with an exact count', async () => {
    const team = await createWorkspace(admin, 'Paging');
    await admin.client.from('campaigns').insert(
      Array.from({ length: 30 }, (_, i) =>
        row(team, {
          name: i % 3 === 0 ? `Promo 50% ${i}` : `Other ${i}`,
          status: i % 2 ? 'paused' : 'active',
        }),
      ),
    );
    const all = await listCampaigns(api(admin), team, { search: '', status: 'all', page: 0 });
    expect([all.total, all.campaigns.length]).toEqual([36, 25]);
    const second = await listCampaigns(api(admin), team, { search: '', status: 'all', page: 1 });
    expect(second.campaigns).toHaveLength(11);
    expect(new Set([...all.campaigns, ...second.campaigns].map((c) => c.id)).size).toBe(36);
    const promo = await listCampaigns(api(admin), team, { search: ' 50% ', status: 'all', page: 0 });
    expect(promo.total).toBe(10);
    const pct = await listCampaigns(api(admin), team, { search: '%', status: 'all', page: 0 });
    expect(pct.total).toBe(10);
    const pausedPromo = await listCampaigns(api(admin), team, { search: 'promo', status: 'paused', page: 0 });
    expect(pausedPromo.campaigns.every((c) => c.status === 'paused' && c.name.startsWith('Promo'))).toBe(
      true,
    );
    expect(pausedPromo.total).toBe(5);
  });
});

describe.each(engines())('the upgrade to workspace campaigns on %s', (engine: Engine) => {
  let db: SqlExecutor;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openEmptyDatabase(engine, 'campaigns_upgrade'));
  });
  afterAll(() => drop());

  test('gives every existing workspace the sample campaigns once, recording no events', async () => {
    await applyMigrations(
      db,
      localBootstrapSql,
      localMigrations.filter((m) => m.version < CAMPAIGNS_MIGRATION),
    );
    const user = '5b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
    await db.query(
      `insert into auth.users (id, email, raw_user_meta_data) values ($1, 'old@example.com', '{}')`,
      [user],
    );
    await db.query(
      `insert into public.workspaces (name, slug, owner_id) values ('Existing Team', 'existing-team', $1)`,
      [user],
    );

    const report = await applyMigrations(db, localBootstrapSql, localMigrations);
    expect(report.applied[0]).toBe(CAMPAIGNS_MIGRATION);
    const { rows } = await db.query<{ name: string; n: number; samples: number; authored: number }>(
      `select w.name, count(c.id)::int as n, count(c.id) filter (where c.is_sample)::int as samples,
              count(c.author_id)::int as authored
         from public.workspaces w left join public.campaigns c on c.workspace_id = w.id
        group by w.name order by w.name`,
    );
    expect(rows).toEqual([
      { name: 'Existing Team', n: 6, samples: 6, authored: 0 },
      { name: 'My workspace', n: 6, samples: 6, authored: 0 },
    ]);
    const { rows: events } = await db.query<{ n: number }>(
      `select count(*)::int as n from public.activity where kind like 'campaign%'`,
    );
    expect(events).toEqual([{ n: 0 }]);
  });
});
