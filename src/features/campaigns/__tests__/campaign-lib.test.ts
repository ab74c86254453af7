import { describe, expect, test } from 'vitest';
import { sampleCampaigns } from '@/data/campaigns';
import type { CampaignSummaryFigures } from '@/lib/campaigns/campaigns-api';
import { toggleAction } from '../lib/campaign-rules';
import { summarizeCampaigns } from '../lib/campaign-summary';
import { CreateCampaignInput } from '../lib/create-campaign-schema';
import { EditCampaignInput } from '../lib/edit-campaign-schema';

// The Campaigns screen's rules. The screen itself, over the real local backend, is in
// tests/db/campaigns-screen.test.tsx; the database's side in tests/db/campaigns.test.ts.

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
});

describe('the summary cards', () => {
  const month = (campaigns: number, spent: number, impressions: number, conversions: number) => ({
    campaigns,
    spent,
    impressions,
    conversions,
    avgCpa: conversions > 0 ? spent / conversions : null,
  });
  const figures: CampaignSummaryFigures = {
    spent: 36_338,
    impressions: 6_486_700,
    conversions: 4_242,
    avgCpa: 36_338 / 4_242,
    thisMonth: month(2, 13_810, 2_232_700, 1_714),
    lastMonth: month(2, 12_541, 2_717_100, 1_060),
  };

  test('show the totals and Avg. CPA as the database sums them', () => {
    expect(summarizeCampaigns(figures)).toMatchObject({
      spent: 36_338,
      impressions: 6_486_700,
      conversions: 4_242,
      avgCpa: 36_338 / 4_242,
    });
  });

  test('compare this month’s campaigns with last month’s, per figure', () => {
    const { changes } = summarizeCampaigns(figures);
    expect(changes.spent).toBeCloseTo(((13_810 - 12_541) / 12_541) * 100, 10);
    expect(changes.impressions).toBeCloseTo(((2_232_700 - 2_717_100) / 2_717_100) * 100, 10);
    expect(changes.conversions).toBeCloseTo(((1_714 - 1_060) / 1_060) * 100, 10);
    expect(changes.avgCpa).toBeCloseTo(((13_810 / 1_714 - 12_541 / 1_060) / (12_541 / 1_060)) * 100, 10);
  });

  test('show no change when last month had no campaigns, or nothing to compare a figure with', () => {
    expect(summarizeCampaigns({ ...figures, lastMonth: month(0, 0, 0, 0) }).changes).toEqual({
      spent: null,
      impressions: null,
      conversions: null,
      avgCpa: null,
    });
    expect(summarizeCampaigns({ ...figures, lastMonth: month(1, 0, 0, 0) }).changes).toEqual({
      spent: null,
      impressions: null,
      conversions: null,
      avgCpa: null,
    });
  });
});

describe('the pause/resume toggle', () => {
  test('pauses an active campaign and resumes any other (the database keeps a completed one completed)', () => {
    expect(toggleAction('active')).toBe('pause');
    expect(toggleAction('paused')).toBe('resume');
    expect(toggleAction('draft')).toBe('resume');
  });
});

describe('the campaign forms', () => {
  const valid = {
    name: 'Launch',
    objective: 'Conversions',
    budget: '5000',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
  };

  test('Create needs a name, an objective, a whole budget of at least $100 and an end after the start', () => {
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

  test('Edit takes the same plan, a status and the results: counts whole and not negative, spend to the cent', () => {
    const edit = {
      ...valid,
      status: 'active',
      spent: '1234.56',
      impressions: '1000',
      clicks: '40',
      conversions: '3',
      platform: ' YouTube ',
    };
    expect(EditCampaignInput.parse(edit)).toMatchObject({
      status: 'active',
      spent: 1234.56,
      impressions: 1000,
      clicks: 40,
      conversions: 3,
      platform: 'YouTube',
    });
    const problems = (input: Record<string, string>) =>
      EditCampaignInput.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(problems({ ...edit, status: 'running' })).toEqual(['Choose a status']);
    expect(problems({ ...edit, spent: '-1' })).toEqual(['The amount spent can’t be negative']);
    expect(problems({ ...edit, spent: '1.234' })).toEqual(['Enter the amount to the cent']);
    expect(problems({ ...edit, spent: 'NaN' })).toEqual(['Enter the amount spent as a number']);
    expect(problems({ ...edit, clicks: '1.5' })).toEqual(['Enter the clicks as a whole number']);
    expect(problems({ ...edit, impressions: '-3' })).toEqual(['The impressions can’t be negative']);
    expect(problems({ ...edit, conversions: '' })).toEqual(['Enter the conversions']);
    expect(problems({ ...edit, platform: 'p'.repeat(51) })).toEqual([
      'The platform must be 50 characters or fewer',
    ]);
    expect(problems({ ...edit, endDate: '2026-11-30' })).toEqual([
      'The end date must be on or after the start date',
    ]);
  });
});
