import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, teamWithEveryRole } from '../support/workspace-kit';

// Scheduled tasks that work on a campaign (20261125000600_campaign_tasks.sql): a report of the
// campaign, a new budget applied only as its scheduler could by hand, a campaign only of the
// task's workspace; and "Remove sample data" (20261125000700_remove_sample_data.sql): every
// sample row of a workspace in one step, by its owner or an admin, the team's own rows kept.

type User = Awaited<ReturnType<typeof signedInClient>>;

async function ok<T>(request: PromiseLike<{ data: T; error: Error | null }>): Promise<T> {
  const { data, error } = await request;
  if (error) throw error;
  return data;
}

const SAMPLE_TABLES = [
  'campaigns',
  'projects',
  'project_comments',
  'workflows',
  'scheduled_tasks',
  'ab_tests',
  'activity',
] as const;

describe.each(engines())('campaign tasks and sample removal on %s', (engine) => {
  let backend: LocalBackend;
  let anon: SupabaseClient;
  let owner: User;
  let admin: User;
  let author: User;
  let otherMember: User;
  let viewer: User;
  let outsider: User;
  let workspace: string;
  let otherWorkspace: string;

  beforeAll(async () => {
    backend = await createTestBackend(engine);
    anon = clientFor(backend);
    ({ owner, admin, author, otherMember, viewer, outsider, workspace } = await teamWithEveryRole(
      () => signedInClient(backend),
      'Campaign tasks',
    ));
    otherWorkspace = await createWorkspace(outsider, 'Elsewhere');
  });
  afterAll(() => backend.close());

  let counter = 0;
  const campaignBy = async (by: User, workspaceId = workspace) =>
    (await ok(
      by.client
        .from('campaigns')
        .insert({
          workspace_id: workspaceId,
          name: `Launch push ${++counter}`,
          objective: 'Conversions',
          status: 'active',
          budget: 1000,
          spent: 500,
          impressions: 10_000,
          clicks: 200,
          conversions: 10,
          start_date: '2026-11-01',
          end_date: '2026-12-31',
        })
        .select('id, name')
        .single(),
    )) as { id: string; name: string };

  const dueTask = (by: User, type: string, campaignId: string | null, params: object = {}) =>
    by.client
      .from('scheduled_tasks')
      .insert({
        workspace_id: workspace,
        name: `Due ${type} ${++counter}`,
        type,
        campaign_id: campaignId,
        params,
        scheduled_at: new Date(Date.now() - 60_000).toISOString(),
      })
      .select('id')
      .single();

  const taskRow = async (id: string) =>
    (await ok(
      owner.client
        .from('scheduled_tasks')
        .select('status, result, failure_reason, campaign_id')
        .eq('id', id)
        .single(),
    )) as {
      status: string;
      result: Record<string, unknown> | null;
      failure_reason: string | null;
      campaign_id: string | null;
    };

  const budgetOf = async (id: string) =>
    Number(
      (
        (await ok(owner.client.from('campaigns').select('budget').eq('id', id).single())) as {
          budget: number;
        }
      ).budget,
    );

  test('a due report makes the campaign’s report, with CTR, CPC and CPA derived', async () => {
    const campaign = await campaignBy(author);
    const task = (await ok(dueTask(author, 'report_generation', campaign.id))) as { id: string };
    await ok(author.client.rpc('run_due_tasks', { p_workspace_id: workspace }));
    const row = await taskRow(task.id);
    expect(row.status).toBe('completed');
    expect(row.result).toMatchObject({
      report: 'campaign',
      campaign: { id: campaign.id, name: campaign.name, objective: 'Conversions', status: 'active' },
      figures: {
        budget: 1000,
        spent: 500,
        impressions: 10000,
        clicks: 200,
        conversions: 10,
        ctr: 2,
        cpc: 2.5,
        cpa: 50,
      },
    });
  });

  test('a due budget update applies the new budget when its scheduler may change the campaign', async () => {
    const campaign = await campaignBy(author);
    const task = (await ok(dueTask(author, 'budget_update', campaign.id, { budget: 750 }))) as { id: string };
    await ok(author.client.rpc('run_due_tasks', { p_workspace_id: workspace }));
    expect(await taskRow(task.id)).toMatchObject({
      status: 'completed',
      result: { campaign_id: campaign.id, previous_budget: 1000, budget: 750 },
    });
    expect(await budgetOf(campaign.id)).toBe(750);

    // An admin may change anyone's campaign, by hand and so by schedule.
    const byAdmin = (await ok(dueTask(admin, 'budget_update', campaign.id, { budget: 900 }))) as {
      id: string;
    };
    await ok(admin.client.rpc('run_due_tasks', { p_workspace_id: workspace }));
    expect((await taskRow(byAdmin.id)).status).toBe('completed');
    expect(await budgetOf(campaign.id)).toBe(900);
  });

  test('a member cannot change another’s campaign by scheduling it: the task fails, the budget stays', async () => {
    const campaign = await campaignBy(author);
    const task = (await ok(dueTask(otherMember, 'budget_update', campaign.id, { budget: 1 }))) as {
      id: string;
    };
    await ok(otherMember.client.rpc('run_due_tasks', { p_workspace_id: workspace }));
    expect(await taskRow(task.id)).toMatchObject({
      status: 'failed',
      failure_reason: "Whoever scheduled this task may not change this campaign's budget",
    });
    expect(await budgetOf(campaign.id)).toBe(1000);
  });

  test('a task names only a campaign of its workspace; a deleted campaign leaves the task without one', async () => {
    const theirs = await campaignBy(outsider, otherWorkspace);
    const refused = await dueTask(author, 'report_generation', theirs.id);
    expect(refused.error).not.toBeNull();

    const campaign = await campaignBy(author);
    const later = (await ok(
      author.client
        .from('scheduled_tasks')
        .insert({
          workspace_id: workspace,
          name: `Later report ${++counter}`,
          type: 'report_generation',
          campaign_id: campaign.id,
          scheduled_at: new Date(Date.now() + 3_600_000).toISOString(),
        })
        .select('id')
        .single(),
    )) as { id: string };
    expect(await ok(author.client.rpc('delete_campaigns', { p_ids: [campaign.id] }))).toBe(1);
    expect(await taskRow(later.id)).toMatchObject({ status: 'scheduled', campaign_id: null });
  });

  describe('Remove sample data', () => {
    const sampleCounts = async (workspaceId: string) => {
      const counts: Record<string, number> = {};
      for (const table of SAMPLE_TABLES) {
        const { count, error } = await owner.client
          .from(table)
          .select('id', { head: true, count: 'exact' })
          .eq('workspace_id', workspaceId)
          .eq('is_sample', true);
        if (error) throw error;
        counts[table] = count ?? 0;
      }
      return counts;
    };

    test('only the owner or an admin removes it; members, viewers, outsiders and anon are refused', async () => {
      const before = await sampleCounts(workspace);
      expect(Object.values(before).every((n) => n > 0)).toBe(true);
      for (const user of [author, viewer, outsider]) {
        const refused = await user.client.rpc('remove_sample_data', { p_workspace_id: workspace });
        expect(refused.error?.code).toBe('42501');
      }
      const byAnon = await anon.rpc('remove_sample_data', { p_workspace_id: workspace });
      expect(byAnon.error).not.toBeNull();
      expect(await sampleCounts(workspace)).toEqual(before);
      expect(await ok(viewer.client.rpc('workspace_has_sample_data', { p_workspace_id: workspace }))).toBe(
        true,
      );
    });

    test('one call removes every sample row, keeps the team’s own, and tells the feed nothing', async () => {
      const ours = await campaignBy(author);
      const before = await sampleCounts(workspace);
      const total = Object.values(before).reduce((sum, n) => sum + n, 0);
      const eventsBefore = await ok(
        owner.client.from('activity').select('id').eq('workspace_id', workspace).eq('is_sample', false),
      );

      expect(await ok(admin.client.rpc('remove_sample_data', { p_workspace_id: workspace }))).toBe(total);
      expect(Object.values(await sampleCounts(workspace))).toEqual(SAMPLE_TABLES.map(() => 0));
      expect(await ok(viewer.client.rpc('workspace_has_sample_data', { p_workspace_id: workspace }))).toBe(
        false,
      );
      expect(await ok(owner.client.from('campaigns').select('id').eq('id', ours.id))).toEqual([
        { id: ours.id },
      ]);
      const eventsAfter = await ok(
        owner.client.from('activity').select('id').eq('workspace_id', workspace).eq('is_sample', false),
      );
      expect(eventsAfter).toEqual(eventsBefore);

      // Another workspace's samples stay.
      const elsewhere = (await ok(
        outsider.client.rpc('workspace_has_sample_data', { p_workspace_id: otherWorkspace }),
      )) as boolean;
      expect(elsewhere).toBe(true);
    });
  });
});
