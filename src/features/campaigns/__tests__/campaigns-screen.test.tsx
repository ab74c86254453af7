import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { sampleCampaigns, withRates } from '@/data/campaigns';
import { onTrackedEvent, type TrackingEventProperties } from '@/services/tracking/track-event';
import { filterCampaigns, toggledStatus } from '../lib/campaign-rules';
import { summarizeCampaigns } from '../lib/campaign-summary';
import { CreateCampaignInput } from '../lib/create-campaign-schema';
import { CampaignsScreen } from '../screens/campaigns-screen';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

describe('campaign sample data', () => {
  test('every campaign’s CTR, CPC and CPA come from its own counts', () => {
    for (const campaign of sampleCampaigns) {
      const { impressions, clicks, conversions, spent } = campaign;
      expect(campaign.ctr).toBeCloseTo(impressions > 0 ? (clicks / impressions) * 100 : 0, 10);
      expect(campaign.cpc).toBeCloseTo(clicks > 0 ? spent / clicks : 0, 10);
      expect(campaign.cpa).toBeCloseTo(conversions > 0 ? spent / conversions : 0, 10);
      expect(campaign.spent).toBeLessThanOrEqual(campaign.budget);
      expect(campaign.endDate >= campaign.startDate).toBe(true);
    }
  });

  test('the summary totals are the sums of the rows, and Avg. CPA is spend over conversions', () => {
    const summary = summarizeCampaigns(sampleCampaigns);
    const sum = (key: 'spent' | 'impressions' | 'conversions') =>
      sampleCampaigns.reduce((total, campaign) => total + campaign[key], 0);
    expect(summary.spent).toBe(sum('spent'));
    expect(summary.impressions).toBe(sum('impressions'));
    expect(summary.conversions).toBe(sum('conversions'));
    expect(summary.avgCpa).toBeCloseTo(sum('spent') / sum('conversions'), 10);
    const changed = summarizeCampaigns(sampleCampaigns, { spent: 100, impressions: 100, conversions: 100 });
    expect(changed.changes.spent).toBeCloseTo(((sum('spent') - 100) / 100) * 100, 10);
  });

  test('the toggle pauses an active campaign and makes any other status active', () => {
    expect(toggledStatus('active')).toBe('paused');
    expect(toggledStatus('paused')).toBe('active');
    expect(toggledStatus('completed')).toBe('active');
    expect(toggledStatus('draft')).toBe('active');
  });

  test('search matches name or objective, with the status filter', () => {
    const rows = [
      withRates({ ...sampleCampaigns[0], name: 'Alpha', objective: 'Conversions', status: 'active' }),
      withRates({ ...sampleCampaigns[0], id: 'b', name: 'Beta', objective: 'Video Views', status: 'paused' }),
    ];
    expect(filterCampaigns(rows, ' alp ', 'all').map((c) => c.name)).toEqual(['Alpha']);
    expect(filterCampaigns(rows, 'video', 'all').map((c) => c.name)).toEqual(['Beta']);
    expect(filterCampaigns(rows, '', 'paused').map((c) => c.name)).toEqual(['Beta']);
    expect(filterCampaigns(rows, 'alpha', 'paused')).toEqual([]);
  });

  test('the form needs a name, an objective, a whole budget of at least $100 and an end after the start', () => {
    const valid = {
      name: 'Launch',
      objective: 'Conversions',
      budget: '5000',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    };
    expect(CreateCampaignInput.parse(valid)).toMatchObject({ budget: 5000, objective: 'Conversions' });
    const problems = (input: Record<string, string>) =>
      CreateCampaignInput.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ ...valid, budget: '99' })).toEqual(['The budget must be at least $100']);
    expect(problems({ ...valid, budget: '100.5' })).toEqual(['Enter the budget in whole dollars']);
    expect(problems({ ...valid, objective: 'Fame' })).toEqual(['Choose an objective']);
    expect(problems({ ...valid, endDate: '2026-11-30' })).toEqual([
      'The end date must be on or after the start date',
    ]);
  });
});

/** The table row whose selection checkbox is labelled for the campaign. */
function campaignRow(name: string) {
  const row = screen
    .getAllByRole('row')
    .find((r) => within(r).queryByRole('checkbox', { name: `Select ${name}` }));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

describe('Campaigns screen', { timeout: 30_000 }, () => {
  let tracked: { name: string; properties: TrackingEventProperties }[] = [];
  let stopTracking: () => void = () => undefined;
  beforeEach(() => {
    tracked = [];
    stopTracking = onTrackedEvent((name, properties) => tracked.push({ name, properties }));
    vi.mocked(toast).mockClear();
  });
  afterEach(() => stopTracking());

  const setup = () => {
    const user = userEvent.setup();
    render(<CampaignsScreen />);
    return user;
  };
  const table = () => screen.getByRole('table');
  const rowNames = () =>
    within(table())
      .queryAllByRole('checkbox', { name: /^Select (?!all)/ })
      .map((box) => box.getAttribute('aria-label')?.replace('Select ', ''));

  test('shows the summary cards with the totals and their change versus last month', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeInTheDocument();
    const summary = summarizeCampaigns(sampleCampaigns);
    const cards = screen.getByRole('region', { name: 'Campaign summary' });
    expect(within(cards).getByText('Total Spend')).toBeInTheDocument();
    expect(within(cards).getByText(`$${summary.spent.toLocaleString('en-US')}`)).toBeInTheDocument();
    expect(within(cards).getByText(summary.conversions.toLocaleString('en-US'))).toBeInTheDocument();
    expect(within(cards).getAllByText('vs last month')).toHaveLength(4);
    expect(within(cards).getByText('Avg. CPA')).toBeInTheDocument();
  });

  test('the rows show thousands separators and CTR, CPC and CPA to 2 decimals', () => {
    setup();
    const campaign = sampleCampaigns[0];
    const row = campaignRow(campaign.name);
    expect(within(row).getByText(campaign.impressions.toLocaleString('en-US'))).toBeInTheDocument();
    expect(within(row).getByText(`${campaign.ctr.toFixed(2)}%`)).toBeInTheDocument();
    expect(within(row).getByText(`$${campaign.cpc.toFixed(2)}`)).toBeInTheDocument();
    expect(within(row).getByText(`CPA $${campaign.cpa.toFixed(2)}`)).toBeInTheDocument();
  });

  test('search and the status filter narrow the table', async () => {
    const user = setup();
    expect(rowNames()).toHaveLength(sampleCampaigns.length);
    await user.type(screen.getByPlaceholderText('Search campaigns...'), 'tutorial');
    expect(rowNames()).toEqual(['How-To Tutorial Series Boost']);
    await user.clear(screen.getByPlaceholderText('Search campaigns...'));
    await user.selectOptions(screen.getByLabelText('Status'), 'paused');
    expect(rowNames()).toEqual(['Brand Story Pre-roll']);
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    await user.type(screen.getByPlaceholderText('Search campaigns...'), 'nothing like this');
    expect(screen.getByText('No campaigns match your search and filter.')).toBeInTheDocument();
  });

  test('the header checkbox selects every visible row, shows N selected and Bulk Actions, then clears', async () => {
    const user = setup();
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'active');
    await user.click(screen.getByRole('checkbox', { name: 'Select all campaigns' }));
    const active = sampleCampaigns.filter((c) => c.status === 'active').length;
    expect(screen.getByText(`${active} selected`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bulk Actions' }));
    expect(toast).toHaveBeenCalledWith('Bulk actions are coming soon');
    await user.click(screen.getByRole('checkbox', { name: 'Select all campaigns' }));
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bulk Actions' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Summer Product Launch' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all campaigns' })).toHaveProperty(
      'indeterminate',
      true,
    );
  });

  test('pause shows for an active campaign and resume for others; the toggle flips the status', async () => {
    const user = setup();
    const row = campaignRow;
    expect(within(row('Summer Product Launch')).getByText('active')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pause Summer Product Launch' }));
    expect(within(row('Summer Product Launch')).getByText('paused')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume Summer Product Launch' }));
    expect(within(row('Summer Product Launch')).getByText('active')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume Black Friday Retargeting' }));
    expect(within(row('Black Friday Retargeting')).getByText('active')).toBeInTheDocument();
  });

  test('edit, view, delete and more say they are coming soon', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Edit Summer Product Launch' }));
    await user.click(screen.getByRole('button', { name: 'View Summer Product Launch' }));
    await user.click(screen.getByRole('button', { name: 'Delete Summer Product Launch' }));
    await user.click(screen.getByRole('button', { name: 'More actions for Summer Product Launch' }));
    expect(vi.mocked(toast).mock.calls.map((call) => call[0])).toEqual([
      'Editing campaigns is coming soon',
      'Campaign details are coming soon',
      'Deleting campaigns is coming soon',
      'More campaign actions are coming soon',
    ]);
  });

  test('Create Campaign validates, then adds a draft and tracks campaign_created', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Campaign' });
    await user.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    expect(
      await within(dialog).findByText('Campaign name must be at least 3 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Choose an objective')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a budget')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose a start date')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Campaign name')).toHaveAttribute('aria-invalid', 'true');
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

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = campaignRow('Spring Webinar Push');
    expect(within(row).getByText('draft')).toBeInTheDocument();
    expect(within(row).getByText('$2,500')).toBeInTheDocument();
    expect(tracked).toEqual([
      {
        name: 'campaign_created',
        properties: { name: 'Spring Webinar Push', objective: 'Lead Generation', budget: 2500 },
      },
    ]);
    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    expect(rowNames()).toContain('Spring Webinar Push');
  });
});
