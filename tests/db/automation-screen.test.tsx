// @vitest-environment jsdom
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { dateTimeLocalValue } from '../../src/features/automation/lib/labels';
import { AutomationScreen } from '../../src/features/automation/screens/automation-screen';
import { AuthContext } from '../../src/lib/auth/auth-context';
import { scheduleTaskSchema } from '../../src/lib/automation/automation-limits';
import { useDueTaskRunner } from '../../src/lib/automation/use-due-task-runner';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import type { Workspace } from '../../src/lib/workspaces/workspace-api';
import { WorkspaceContext } from '../../src/lib/workspaces/workspace-context';
import { fakeAuth } from '../../src/test/fake-auth';
import { TestQueryProvider } from '../../src/test/test-query-provider';
import { currentWorkspaceValue } from '../../src/test/workspaces-value';
import { createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';
import { ReadsSettled } from '../../src/test/reads-settled';

// Automation & Scheduling over the real local backend: a workflow created with the form and
// there after a reload, pause/resume kept, a task scheduled a few seconds ahead that the local
// runner really runs when it comes due, an A/B test created, and a viewer without controls.

configure({ asyncUtilTimeout: 15_000 });

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

/** The dashboard's local runner, as the layout mounts it, looking every half second. */
function DueTaskRunner({ client, workspaceId }: { client: AppSupabaseClient; workspaceId: string }) {
  useDueTaskRunner(workspaceId, { client, mode: 'local', intervalMs: 500 });
  return null;
}

async function setupScreen(person: SignedIn, workspaceId: string) {
  const { data, error } = await person.client
    .from('workspaces')
    .select('id, name, slug, owner_id, created_at, personal')
    .eq('id', workspaceId)
    .single();
  if (error) throw error;
  const client = person.client as AppSupabaseClient;
  const user = userEvent.setup();
  render(
    <TestQueryProvider>
      <AuthContext.Provider value={fakeAuth({ id: person.userId, email: person.email })}>
        <WorkspaceContext.Provider value={currentWorkspaceValue(data as Workspace)}>
          <AutomationScreen client={client} />
          <DueTaskRunner client={client} workspaceId={workspaceId} />
          <ReadsSettled />
        </WorkspaceContext.Provider>
      </AuthContext.Provider>
      <Toaster />
    </TestQueryProvider>,
  );
  await screen.findByTestId('reads-settled');
  return user;
}

const cardOf = (name: string) => {
  const card = screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name: new RegExp(name) }));
  if (!card) throw new Error(`No card ${name}`);
  return card;
};

describe('Automation & Scheduling over the local backend', () => {
  let backend: LocalBackend;
  let owner: SignedIn;
  let viewer: SignedIn;
  let workspace: string;

  beforeAll(async () => {
    window.matchMedia ??= (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
    });
    backend = await createTestBackend('pglite');
    [owner, viewer] = await Promise.all([signedInClient(backend), signedInClient(backend)]);
    workspace = await createWorkspace(owner, 'Automation');
    await joinWorkspace(owner, viewer, workspace, 'viewer');
  }, 60_000);
  afterAll(() => backend.close());
  afterEach(() => {
    cleanup();
    toast.remove();
  });

  test(
    'the spec’s samples show with their badges; pause and resume are kept',
    { timeout: 60_000 },
    async () => {
      const user = await setupScreen(owner, workspace);
      expect(screen.getByRole('heading', { level: 1, name: 'Automation & Scheduling' })).toBeTruthy();
      expect(screen.getByText('CTR drops below 2%')).toBeTruthy();
      expect(screen.getByText('CPA increases by 50%')).toBeTruthy();

      const card = () => cardOf('CPA Guardrail');
      expect(within(card()).getByText('Sample')).toBeTruthy();
      expect(within(card()).getByText('active')).toBeTruthy();
      await user.click(within(card()).getByRole('button', { name: 'Pause CPA Guardrail' }));
      expect(await within(card()).findByText('paused')).toBeTruthy();
      await user.click(within(card()).getByRole('button', { name: 'Resume CPA Guardrail' }));
      expect(await within(card()).findByText('active')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Resume New Video Promotion' })).toBeTruthy();

      await user.click(
        within(cardOf('New Video Promotion')).getByRole('button', { name: 'Resume New Video Promotion' }),
      );
      await within(cardOf('New Video Promotion')).findByRole('button', { name: 'Pause New Video Promotion' });
      cleanup();
      await setupScreen(owner, workspace);
      expect(within(cardOf('New Video Promotion')).getByText('active')).toBeTruthy();
    },
  );

  test(
    'Create Workflow saves; the workflow is there after a reload, not run yet',
    { timeout: 60_000 },
    async () => {
      let user = await setupScreen(owner, workspace);
      await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
      const dialog = screen.getByRole('dialog', { name: 'Create Workflow' });
      await user.click(within(dialog).getByRole('button', { name: 'Create Workflow' }));
      expect(await within(dialog).findByText('Give it a name')).toBeTruthy();
      expect(within(dialog).getByText('Choose at least one trigger')).toBeTruthy();

      await user.type(within(dialog).getByLabelText('Name'), 'Budget Watch');
      await user.type(within(dialog).getByLabelText('Description'), 'Cuts spend when CPA climbs.');
      await user.click(within(dialog).getByLabelText('CPA increases by 50%'));
      await user.click(within(dialog).getByLabelText('Reduce daily budget by 25%'));
      await user.click(within(dialog).getByRole('button', { name: 'Create Workflow' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(within(cardOf('Budget Watch')).getByText('Not run yet')).toBeTruthy();

      cleanup();
      user = await setupScreen(owner, workspace);
      const card = cardOf('Budget Watch');
      expect(within(card).getByText('Cuts spend when CPA climbs.')).toBeTruthy();
      expect(within(card).queryByText('Sample')).toBeNull();
      const { rows } = await backend.db.query<{ triggers: string[]; actions: string[] }>(
        `select triggers, actions from public.workflows where workspace_id = $1 and name = 'Budget Watch'`,
        [workspace],
      );
      expect(rows).toEqual([{ triggers: ['CPA increases by 50%'], actions: ['Reduce daily budget by 25%'] }]);
    },
  );

  test(
    'a task scheduled a few seconds ahead is run by the open app when it comes due',
    { timeout: 60_000 },
    async () => {
      const user = await setupScreen(owner, workspace);
      await user.click(screen.getByRole('tab', { name: 'Scheduling' }));
      const sample = screen.getByRole('row', { name: /Raise Black Friday budget/ });
      expect(within(sample).getByText('Budget Update')).toBeTruthy();
      expect(within(sample).getByText('scheduled')).toBeTruthy();
      expect(within(sample).getByText('Sample')).toBeTruthy();

      // An A/B test launch of the sample draft, due in 2 seconds.
      await user.click(screen.getByRole('button', { name: 'A/B Test' }));
      const dialog = screen.getByRole('dialog', { name: 'Schedule A/B Test Launch' });
      await user.type(within(dialog).getByLabelText('Name'), 'Launch CTA test');
      await user.selectOptions(within(dialog).getByLabelText('A/B test'), 'CTA Placement');
      fireEvent.change(within(dialog).getByLabelText('Date and time'), {
        target: { value: dateTimeLocalValue(new Date(Date.now() + 2_000)) },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Schedule Task' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      const launch = () => screen.getByRole('row', { name: /Launch CTA test/ });
      expect(within(launch()).getByText('CTA Placement')).toBeTruthy();
      await waitFor(() => expect(within(launch()).getByText('completed')).toBeTruthy());

      await user.click(screen.getByRole('tab', { name: 'A/B Testing' }));
      const cta = within(screen.getByRole('region', { name: 'CTA Placement' }));
      expect(await cta.findByText('running')).toBeTruthy();
    },
  );

  test(
    'a report of a campaign, due in 2 seconds, completes and can be downloaded',
    { timeout: 60_000 },
    async () => {
      const user = await setupScreen(owner, workspace);
      await user.click(screen.getByRole('tab', { name: 'Scheduling' }));
      await user.click(screen.getByRole('button', { name: 'Report' }));
      const dialog = screen.getByRole('dialog', { name: 'Schedule Report Generation' });
      expect(within(dialog).queryByText(/Campaigns can’t be chosen here yet/)).toBeNull();
      await user.type(within(dialog).getByLabelText('Name'), 'Monthly report');
      fireEvent.change(within(dialog).getByLabelText('Date and time'), {
        target: { value: dateTimeLocalValue(new Date(Date.now() + 2_000)) },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Schedule Task' }));
      // The message beside the picker, not its placeholder option.
      await waitFor(() =>
        expect(
          within(dialog)
            .getAllByText('Choose a campaign')
            .some((element) => element.tagName !== 'OPTION'),
        ).toBe(true),
      );
      const campaign = within(dialog).getByLabelText('Campaign');
      await waitFor(() =>
        expect(within(campaign).getByRole('option', { name: 'Summer Product Launch' })).toBeTruthy(),
      );
      await user.selectOptions(campaign, 'Summer Product Launch');
      fireEvent.change(within(dialog).getByLabelText('Date and time'), {
        target: { value: dateTimeLocalValue(new Date(Date.now() + 2_000)) },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Schedule Task' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      const report = () => screen.getByRole('row', { name: /Monthly report/ });
      expect(within(report()).getByText('Summer Product Launch')).toBeTruthy();
      expect(within(report()).queryByRole('button', { name: 'Download report' })).toBeNull();
      await waitFor(() => expect(within(report()).getByText('completed')).toBeTruthy());

      const saved: Blob[] = [];
      vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
        saved.push(blob as Blob);
        return 'blob:report';
      });
      vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      await user.click(within(report()).getByRole('button', { name: 'Download report' }));
      expect(click).toHaveBeenCalledOnce();
      expect(saved).toHaveLength(1);
      const file = JSON.parse(await saved[0].text()) as {
        report: string;
        campaign: { name: string };
        figures: { budget: number; ctr: number };
      };
      expect(file.report).toBe('campaign');
      expect(file.campaign.name).toBe('Summer Product Launch');
      expect(file.figures.budget).toBe(15000);
      expect(file.figures.ctr).toBe(3.5);
      click.mockRestore();
    },
  );

  test(
    'a budget update applies the new budget to its campaign; a deleted campaign shows as deleted',
    { timeout: 60_000 },
    async () => {
      const { data: created, error } = await owner.client
        .from('campaigns')
        .insert({
          workspace_id: workspace,
          name: 'Budget Target',
          objective: 'Brand Awareness',
          status: 'active',
          budget: 1000,
          start_date: '2026-01-01',
          end_date: '2026-12-31',
          platform: 'YouTube',
        })
        .select('id')
        .single();
      if (error) throw error;
      const user = await setupScreen(owner, workspace);
      await user.click(screen.getByRole('tab', { name: 'Scheduling' }));
      await user.click(screen.getByRole('button', { name: 'Campaign' }));
      const dialog = screen.getByRole('dialog', { name: 'Schedule Budget Update' });
      await user.type(within(dialog).getByLabelText('Name'), 'Raise Budget Target');
      const campaign = within(dialog).getByLabelText('Campaign');
      await waitFor(() =>
        expect(within(campaign).getByRole('option', { name: 'Budget Target' })).toBeTruthy(),
      );
      await user.selectOptions(campaign, 'Budget Target');
      await user.type(within(dialog).getByLabelText('New budget ($)'), '4321');
      fireEvent.change(within(dialog).getByLabelText('Date and time'), {
        target: { value: dateTimeLocalValue(new Date(Date.now() + 2_000)) },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Schedule Task' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      const task = () => screen.getByRole('row', { name: /Raise Budget Target/ });
      expect(within(task()).getByText('Budget Target')).toBeTruthy();
      await waitFor(() => expect(within(task()).getByText('completed')).toBeTruthy());
      expect(within(task()).queryByRole('button', { name: 'Download report' })).toBeNull();
      const { data: campaignNow } = await owner.client
        .from('campaigns')
        .select('budget')
        .eq('id', created.id)
        .single();
      expect(campaignNow).toEqual({ budget: 4321 });

      const { error: deleteError } = await owner.client.from('campaigns').delete().eq('id', created.id);
      if (deleteError) throw deleteError;
      cleanup();
      await setupScreen(owner, workspace).then((again) =>
        again.click(screen.getByRole('tab', { name: 'Scheduling' })),
      );
      expect(within(task()).getByText('Campaign deleted')).toBeTruthy();
    },
  );

  test('the schema refuses a campaign task without a campaign', () => {
    const schema = scheduleTaskSchema(() => new Date('2026-01-01T00:00:00Z'));
    const task = {
      name: 'Report',
      description: '',
      type: 'report_generation',
      scheduledAt: '2026-02-01T10:00',
      platform: '',
      videoId: '',
      abTestId: '',
      campaignId: '',
    };
    const refusal = (input: object) =>
      schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(refusal(task)).toEqual([['campaignId', 'Choose a campaign']]);
    expect(refusal({ ...task, type: 'budget_update', budget: 10 })).toEqual([
      ['campaignId', 'Choose a campaign'],
    ]);
    expect(refusal({ ...task, campaignId: 'c-1' })).toBeUndefined();
    // Ignored for the other types.
    expect(refusal({ ...task, type: 'ab_test_launch', abTestId: 't-1' })).toBeUndefined();
  });

  test('a time in the past is refused by the form', { timeout: 60_000 }, async () => {
    const user = await setupScreen(owner, workspace);
    await user.click(screen.getByRole('tab', { name: 'Scheduling' }));
    await user.click(screen.getByRole('button', { name: 'Campaign' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Budget Update' });
    await user.type(within(dialog).getByLabelText('Name'), 'Too late');
    await user.type(within(dialog).getByLabelText('New budget ($)'), '900');
    fireEvent.change(within(dialog).getByLabelText('Date and time'), {
      target: { value: dateTimeLocalValue(new Date(Date.now() - 60_000)) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Schedule Task' }));
    expect(await within(dialog).findByText('Choose a time in the future')).toBeTruthy();
  });

  test('Create A/B Test saves a draft with its variants', { timeout: 60_000 }, async () => {
    const user = await setupScreen(owner, workspace);
    await user.click(screen.getByRole('tab', { name: 'A/B Testing' }));
    await user.click(screen.getByRole('button', { name: 'Create A/B Test' }));
    const dialog = screen.getByRole('dialog', { name: 'Create A/B Test' });
    await user.type(within(dialog).getByLabelText('Name'), 'Title length');
    const traffic = within(dialog).getAllByLabelText('Traffic %');
    await user.clear(traffic[0]);
    await user.type(traffic[0], '70');
    await user.click(within(dialog).getByRole('button', { name: 'Create A/B Test' }));
    expect(await within(dialog).findByText('The traffic of the variants adds up to 100%')).toBeTruthy();
    await user.clear(traffic[1]);
    await user.type(traffic[1], '30');
    await user.click(within(dialog).getByRole('button', { name: 'Create A/B Test' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const card = within(await screen.findByRole('region', { name: 'Title length' }));
    expect(card.getByText('draft')).toBeTruthy();
    expect(card.getByRole('row', { name: /Variant A/ }).textContent).toContain('70%');
  });

  test('a viewer sees everything and no control to change it', { timeout: 60_000 }, async () => {
    const user = await setupScreen(viewer, workspace);
    expect(screen.getByText('CTR drops below 2%')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create Workflow' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Pause|Resume|Edit|Delete) / })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Scheduling' }));
    expect(screen.getByRole('row', { name: /Raise Black Friday budget/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Quick Schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'A/B Testing' }));
    expect(screen.getByRole('region', { name: 'Thumbnail: Face vs. Product' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create A/B Test' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  });
});
