import { lastMonthCampaignTotals, type Campaign } from '@/data/campaigns';
import { costPer } from '@/lib/format/metrics';

export interface CampaignSummary {
  spent: number;
  impressions: number;
  conversions: number;
  /** Total spent / total conversions. */
  avgCpa: number;
  /** Percent change versus last month, per figure. */
  changes: { spent: number; impressions: number; conversions: number; avgCpa: number };
}

const percentChange = (now: number, before: number) => (before > 0 ? ((now - before) / before) * 100 : 0);

/** The four summary cards: sums over the campaigns, and their change versus last month. */
export function summarizeCampaigns(
  campaigns: readonly Campaign[],
  lastMonth: typeof lastMonthCampaignTotals = lastMonthCampaignTotals,
): CampaignSummary {
  const spent = campaigns.reduce((sum, campaign) => sum + campaign.spent, 0);
  const impressions = campaigns.reduce((sum, campaign) => sum + campaign.impressions, 0);
  const conversions = campaigns.reduce((sum, campaign) => sum + campaign.conversions, 0);
  const avgCpa = costPer(spent, conversions);
  return {
    spent,
    impressions,
    conversions,
    avgCpa,
    changes: {
      spent: percentChange(spent, lastMonth.spent),
      impressions: percentChange(impressions, lastMonth.impressions),
      conversions: percentChange(conversions, lastMonth.conversions),
      avgCpa: percentChange(avgCpa, costPer(lastMonth.spent, lastMonth.conversions)),
    },
  };
}
