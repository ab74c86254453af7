// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { sampleCampaigns } from '../../src/data/campaigns';
import { CampaignsScreen } from '../../src/features/campaigns/screens/campaigns-screen';
import { AuthContext } from '../../src/lib/auth/auth-context';
import { createCampaign } from '../../src/lib/campaigns/campaigns-api';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import type { Workspace } from '../../src/lib/workspaces/workspace-api';
import { WorkspaceContext } from '../../src/lib/workspaces/workspace-context';
import { onTrackedEvent, type TrackingEventProperties } from '../../src/services/tracking/track-event';
import { fakeAuth } from '../../src/test/fake-auth';
import { TestQueryProvider } from '../../src/test/test-query-provider';
import { currentWorkspaceValue } from '../../src/test/workspaces-value';
import { createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';
import { ReadsSettled } from '../../src/test/reads-settled';

// The Campaigns screen over the real local backend: the sample campaigns and their summary,
// Create Campaign, pause/resume, edit, view, duplicate, bulk actions, paging, search and the
// status filter in the database, and what a viewer and a member may touch. A "reload" is the
// screen rendered again with a new query client.

configure({ asyncUtilTimeout: 15_000 });

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

/** The real screen in `workspaceId`, signed in as `person`, with the app's toasts. */
async function setupScreen(person: SignedIn, workspaceId: string) {
  const { data, error } = await person.client
    .from('workspaces')
    .select('id, name, slug, owner_id, created_at, personal')
    .eq('id', workspaceId)
    .single();
  if (error) throw error;
  const user = userEvent.setup();
  render(
    <TestQueryProvider>
      <AuthContext.Provider value={fakeAuth({ id: person.userId, email: person.email })}>
        <WorkspaceContext.Provider value={currentWorkspaceValue(data as Workspace)}>
          <CampaignsScreen client={person.client as AppSupabaseClient} />
          <ReadsSettled />
        </WorkspaceContext.Provider>
      </AuthContext.Provider>
      <Toaster />
    </TestQueryProvider>,
  );
  await screen.findByTestId('reads-settled');
  await screen.findByText(/^Showing /);
  return user;
}

/** Shows the screen again from scratch, as a reload does. */
async function reload(person: SignedIn, workspaceId: string) {
  cleanup();
  return setupScreen(person, workspaceId);
}

/** The table row of the campaign (every role has its View button). */
function rowOf(name: string) {
  const row = screen
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('button', { name: `View ${name}` }));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

const rowNames = () =>
  within(screen.getByRole('table'))
    .queryAllByRole('button', { name: /^View / })
    .map((button) => button.getAttribute('aria-label')?.replace('View ', ''));

describe('the Campaigns screen over the local backend', { timeout: 90_000 }, () => {
  let backend: LocalBackend;
  let owner: SignedIn;
  let member: SignedIn;
  let viewer: SignedIn;

  beforeAll(async () => {
    // jsdom has no matchMedia; the toaster asks it for the reduced-motion preference.
    window.matchMedia ??= (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    // Every test client shares jsdom's storage key; supabase-js warns about it each time.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
    });
    backend = await createTestBackend('pglite');
    [owner, member, viewer] = await Promise.all([
      signedInClient(backend),
      signedInClient(backend),
      signedInClient(backend),
    ]);
  });
  afterEach(() => cleanup());
  afterAll(() => backend.close());

  async function statusIn(workspaceId: string, name: string) {
    const { rows } = await backend.db.query<{ status: string }>(
      'select status from public.campaigns where workspace_id = $1 and name = $2',
      [workspaceId, name],
    );
    return rows.map((row) => row.status);
  }

  test('shows the sample campaigns with their badge, figures and the summary against last month', async () => {
    const workspace = await createWorkspace(owner, 'Samples');
    await setupScreen(owner, workspace);
    expect(screen.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeInTheDocument();
    expect(rowNames()).toEqual(sampleCampaigns.map((campaign) => campaign.name));
    expect(within(rowOf('Summer Product Launch')).getByText('Sample')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–6 of 6')).toBeInTheDocument();

    const campaign = sampleCampaigns[0];
    const row = rowOf(campaign.name);
    expect(within(row).getByText(campaign.impressions.toLocaleString('en-US'))).toBeInTheDocument();
    expect(within(row).getByText(`${campaign.ctr.toFixed(2)}%`)).toBeInTheDocument();
    expect(within(row).getByText(`$${campaign.cpc.toFixed(2)}`)).toBeInTheDocument();
    expect(within(row).getByText(`CPA $${campaign.cpa.toFixed(2)}`)).toBeInTheDocument();

    const spent = sampleCampaigns.reduce((total, c) => total + c.spent, 0);
    const conversions = sampleCampaigns.reduce((total, c) => total + c.conversions, 0);
    const cards = screen.getByRole('region', { name: 'Campaign summary' });
    expect(within(cards).getByText('Total Spend')).toBeInTheDocument();
    expect(within(cards).getByText(`$${spent.toLocaleString('en-US')}`)).toBeInTheDocument();
    expect(within(cards).getByText(conversions.toLocaleString('en-US'))).toBeInTheDocument();
    expect(within(cards).getByText(`$${(spent / conversions).toFixed(2)}`)).toBeInTheDocument();
    // Two samples started this month and two last month: every card has its change.
    expect(within(cards).getAllByText('vs last month')).toHaveLength(4);
    expect(
      within(cards).getByText(`+${(((13_810 - 12_541) / 12_541) * 100).toFixed(1)}%`),
    ).toBeInTheDocument();
  });

  test('Create Campaign validates, saves a draft, tracks it, and the campaign is there after a reload', async () => {
    const workspace = await createWorkspace(owner, 'Create');
    const tracked: { name: string; properties: TrackingEventProperties }[] = [];
    const stop = onTrackedEvent((name, properties) => tracked.push({ name, properties }));
    const user = await setupScreen(owner, workspace);
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Campaign' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    expect(
      await within(dialog).findByText('Campaign name must be at least 3 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose an objective')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a budget')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a start date')).toBeInTheDocument();
    expect(tracked).toEqual([]);

    await user.type(within(dialog).getByLabelText('Campaign name'), 'Spring Webinar Push');
    await user.selectOptions(within(dialog).getByLabelText('Objective'), 'Lead Generation');
    await user.type(within(dialog).getByLabelText('Budget (USD)'), '2500');
    await user.type(within(dialog).getByLabelText('Start date'), '2027-03-01');
    await user.type(within(dialog).getByLabelText('End date'), '2027-02-01');
    await user.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    expect(
      await within(dialog).findByText('The end date must be on or after the start date'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('End date'));
    await user.type(within(dialog).getByLabelText('End date'), '2027-04-30');
    await user.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(rowNames()[0]).toBe('Spring Webinar Push'));
    stop();
    expect(tracked).toEqual([
      {
        name: 'campaign_created',
        properties: { name: 'Spring Webinar Push', objective: 'Lead Generation', budget: 2500 },
      },
    ]);

    await reload(owner, workspace);
    const row = rowOf('Spring Webinar Push');
    expect(within(row).getByText('draft')).toBeInTheDocument();
    expect(within(row).getByText('$2,500')).toBeInTheDocument();
    expect(within(row).queryByText('Sample')).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–7 of 7')).toBeInTheDocument();
  });

  test('pause and resume are saved; a completed campaign cannot be resumed', async () => {
    const workspace = await createWorkspace(owner, 'Toggle');
    const user = await setupScreen(owner, workspace);
    await user.click(screen.getByRole('button', { name: 'Pause Summer Product Launch' }));
    await waitFor(() =>
      expect(within(rowOf('Summer Product Launch')).getByText('paused')).toBeInTheDocument(),
    );
    expect(await statusIn(workspace, 'Summer Product Launch')).toEqual(['paused']);
    expect(screen.getByRole('button', { name: 'Resume Black Friday Retargeting' })).toBeDisabled();

    await reload(owner, workspace);
    expect(within(rowOf('Summer Product Launch')).getByText('paused')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume Summer Product Launch' }));
    await waitFor(() =>
      expect(within(rowOf('Summer Product Launch')).getByText('active')).toBeInTheDocument(),
    );
    expect(await statusIn(workspace, 'Summer Product Launch')).toEqual(['active']);
  });

  test('edit saves the plan and the results; view shows every field with CTR, CPC and CPA', async () => {
    const workspace = await createWorkspace(owner, 'Edit');
    const user = await setupScreen(owner, workspace);
    await user.click(screen.getByRole('button', { name: 'Edit Holiday Gift Guide' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Holiday Gift Guide' });
    const set = async (label: string, value: string) => {
      await user.clear(within(dialog).getByLabelText(label));
      await user.type(within(dialog).getByLabelText(label), value);
    };
    await set('Campaign name', 'Holiday Gift Guide 2026');
    await user.selectOptions(within(dialog).getByLabelText('Campaign status'), 'active');
    await set('Spent (USD)', '250.5');
    await set('Impressions', '10000');
    await set('Clicks', '400');
    await set('Conversions', '-2');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('The conversions can’t be negative')).toBeInTheDocument();
    await set('Conversions', '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const { rows } = await backend.db.query<Record<string, unknown>>(
      `select status, spent::float8 as spent, impressions::int as impressions, clicks::int as clicks,
              conversions::int as conversions from public.campaigns where workspace_id = $1 and name = $2`,
      [workspace, 'Holiday Gift Guide 2026'],
    );
    expect(rows).toEqual([
      { status: 'active', spent: 250.5, impressions: 10000, clicks: 400, conversions: 10 },
    ]);

    await reload(owner, workspace);
    const row = rowOf('Holiday Gift Guide 2026');
    expect(within(row).getByText('4.00%')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'View Holiday Gift Guide 2026' }));
    const detail = screen.getByRole('dialog', { name: 'Holiday Gift Guide 2026' });
    const value = (label: string) => within(detail).getByText(label).nextElementSibling?.textContent;
    expect([value('Spent'), value('CTR'), value('CPC'), value('CPA'), value('Platform')]).toEqual([
      '$250.50',
      '4.00%',
      '$0.63',
      '$25.05',
      'YouTube',
    ]);
  });

  test('more → Duplicate makes a draft copy with no results', async () => {
    const workspace = await createWorkspace(owner, 'Duplicate');
    const user = await setupScreen(owner, workspace);
    await user.click(screen.getByRole('button', { name: 'More actions for Summer Product Launch' }));
    await user.click(screen.getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Summer Product Launch (copy)'));
    const copy = rowOf('Summer Product Launch (copy)');
    expect(within(copy).getByText('draft')).toBeInTheDocument();
    expect(within(copy).getByText('$15,000')).toBeInTheDocument();
    expect(within(copy).queryByText('Sample')).not.toBeInTheDocument();
  });

  test('the header checkbox selects the page; Bulk Actions pause, then delete after a confirmation', async () => {
    const workspace = await createWorkspace(owner, 'Bulk');
    const user = await setupScreen(owner, workspace);
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all campaigns' }));
    expect(screen.getByText('6 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Summer Product Launch' }));
    expect(screen.getByText('5 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all campaigns' })).toHaveProperty(
      'indeterminate',
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(screen.queryByText(/selected$/)).not.toBeInTheDocument());
    const { rows: statuses } = await backend.db.query<{ name: string; status: string }>(
      'select name, status from public.campaigns where workspace_id = $1 order by name',
      [workspace],
    );
    expect(statuses).toEqual([
      { name: 'Black Friday Retargeting', status: 'completed' },
      { name: 'Brand Story Pre-roll', status: 'paused' },
      { name: 'Creator Course Webinar Signups', status: 'paused' },
      { name: 'Holiday Gift Guide', status: 'paused' },
      { name: 'How-To Tutorial Series Boost', status: 'paused' },
      { name: 'Summer Product Launch', status: 'active' },
    ]);

    await user.click(screen.getByRole('checkbox', { name: 'Select all campaigns' }));
    await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Delete 6 campaigns?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rowNames()).toEqual([]));
    expect(screen.getByText('No campaigns match your search and filter.')).toBeInTheDocument();
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.campaigns where workspace_id = $1',
      [workspace],
    );
    expect(rows).toEqual([{ n: 0 }]);
    await reload(owner, workspace);
    expect(screen.getByText('Showing 0–0 of 0')).toBeInTheDocument();
  });

  test('search and the status filter ask the database, a page of 25 at a time', async () => {
    const workspace = await createWorkspace(owner, 'Paging');
    const inserted = await owner.client.from('campaigns').insert(
      Array.from({ length: 30 }, (_, i) => ({
        workspace_id: workspace,
        name: `Promo ${String(i).padStart(2, '0')}`,
        objective: 'Video Views',
        status: 'active',
        start_date: '2026-12-01',
        end_date: '2026-12-31',
      })),
    );
    if (inserted.error) throw inserted.error;
    const user = await setupScreen(owner, workspace);
    expect(screen.getByText('Showing 1–25 of 36')).toBeInTheDocument();
    expect(rowNames()).toHaveLength(25);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 26–36 of 36');
    expect(rowNames()).toHaveLength(11);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Showing 1–25 of 36');

    await user.type(screen.getByPlaceholderText('Search campaigns...'), 'tutorial');
    await screen.findByText('Showing 1–1 of 1');
    expect(rowNames()).toEqual(['How-To Tutorial Series Boost']);
    await user.clear(screen.getByPlaceholderText('Search campaigns...'));
    await user.selectOptions(screen.getByLabelText('Status'), 'paused');
    await screen.findByText('Showing 1–1 of 1');
    expect(rowNames()).toEqual(['Brand Story Pre-roll']);
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await screen.findByText('Showing 1–25 of 33');
    await user.type(screen.getByPlaceholderText('Search campaigns...'), 'nothing like this');
    expect(await screen.findByText('No campaigns match your search and filter.')).toBeInTheDocument();
  });

  test('a viewer sees the campaigns and no controls; a member changes only their own', async () => {
    const workspace = await createWorkspace(owner, 'Roles');
    await joinWorkspace(owner, viewer, workspace, 'viewer');
    await joinWorkspace(owner, member, workspace, 'member');
    await createCampaign(member.client as AppSupabaseClient, workspace, {
      name: 'Member Made',
      objective: 'Conversions',
      status: 'active',
      budget: 1000,
      spent: 0,
      impressions: 0,
      clicks: 0,
      conversions: 0,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      platform: 'YouTube',
    });

    await setupScreen(viewer, workspace);
    expect(rowNames()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Create Campaign' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(
      screen.queryAllByRole('button', { name: /^(Pause|Resume|Edit|Delete|More actions for) / }),
    ).toEqual([]);

    await reload(member, workspace);
    expect(screen.getByRole('button', { name: 'Create Campaign' })).toBeInTheDocument();
    const changeable = screen
      .queryAllByRole('button', { name: /^(Pause|Resume|Edit|Delete) / })
      .map((button) => button.getAttribute('aria-label'));
    expect(changeable).toEqual(['Pause Member Made', 'Edit Member Made', 'Delete Member Made']);
    expect(
      within(rowOf('Summer Product Launch')).getByRole('button', { name: /^More actions/ }),
    ).toBeInTheDocument();
  });
});
