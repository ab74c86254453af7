import type { CampaignSummaryFigures } from '@/lib/campaigns/campaigns-api';

export interface CampaignSummary {
  spent: number;
  impressions: number;
  conversions: number;
  /** Total spent / total conversions; null with no conversions. */
  avgCpa: number | null;
  /**
   * Percent change of this month's campaigns against last month's (by start date), per figure;
   * null when last month had nothing to compare with.
   */
  changes: {
    spent: number | null;
    impressions: number | null;
    conversions: number | null;
    avgCpa: number | null;
  };
}

const percentChange = (now: number | null, before: number | null) =>
  now === null || before === null || before <= 0 ? null : ((now - before) / before) * 100;

/** The four summary cards from campaign_summary: the totals, and the change versus last month. */
export function summarizeCampaigns(figures: CampaignSummaryFigures): CampaignSummary {
  const { thisMonth, lastMonth } = figures;
  const compared = lastMonth.campaigns > 0;
  const change = (now: number | null, before: number | null) =>
    compared ? percentChange(now, before) : null;
  return {
    spent: figures.spent,
    impressions: figures.impressions,
    conversions: figures.conversions,
    avgCpa: figures.avgCpa,
    changes: {
      spent: change(thisMonth.spent, lastMonth.spent),
      impressions: change(thisMonth.impressions, lastMonth.impressions),
      conversions: change(thisMonth.conversions, lastMonth.conversions),
      avgCpa: change(thisMonth.avgCpa, lastMonth.avgCpa),
    },
  };
}
