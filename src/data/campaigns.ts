/**
 * The Campaigns screen's sample data (seeded into every workspace as is_sample rows by
 * supabase/migrations/20261125000200_workspace_campaigns.sql, which must match it). CTR, CPC and
 * CPA are derived, never typed in.
 */
import { clickThroughRate, costPer } from '@/lib/format/metrics';

export const campaignStatuses = ['active', 'paused', 'completed', 'draft'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaignObjectives = [
  'Brand Awareness',
  'Video Views',
  'Website Traffic',
  'Lead Generation',
  'Conversions',
] as const;
export type CampaignObjective = (typeof campaignObjectives)[number];

export interface Campaign {
  id: string;
  name: string;
  /**
   * The placeholder artwork, as a Tailwind gradient (the screens load no images: sample data
   * makes no network calls).
   */
  thumbnail: string;
  objective: CampaignObjective;
  status: CampaignStatus;
  /** Whole dollars. */
  budget: number;
  spent: number;
  impressions: number;
  clicks: number;
  conversions: number;
  /** Clicks / impressions, in percent. */
  ctr: number;
  /** Spent / clicks, in dollars. */
  cpc: number;
  /** Spent / conversions, in dollars. */
  cpa: number;
  /** ISO dates (yyyy-mm-dd). */
  startDate: string;
  endDate: string;
  platform: string;
}

export type CampaignCounts = Omit<Campaign, 'ctr' | 'cpc' | 'cpa'>;

/** A campaign with its rates worked out from its counts. */
export function withRates(campaign: CampaignCounts): Campaign {
  return {
    ...campaign,
    ctr: clickThroughRate(campaign.clicks, campaign.impressions),
    cpc: costPer(campaign.spent, campaign.clicks),
    cpa: costPer(campaign.spent, campaign.conversions),
  };
}

const campaignCounts: readonly CampaignCounts[] = [
  {
    id: 'cmp-summer-launch',
    name: 'Summer Product Launch',
    thumbnail: 'from-orange-400 to-rose-500',
    objective: 'Conversions',
    status: 'active',
    budget: 15_000,
    spent: 9_842,
    impressions: 1_284_500,
    clicks: 44_960,
    conversions: 1_312,
    startDate: '2026-10-01',
    endDate: '2026-12-31',
    platform: 'YouTube',
  },
  {
    id: 'cmp-creator-course',
    name: 'Creator Course Webinar Signups',
    thumbnail: 'from-indigo-500 to-violet-500',
    objective: 'Lead Generation',
    status: 'active',
    budget: 8_000,
    spent: 5_126,
    impressions: 612_300,
    clicks: 18_980,
    conversions: 846,
    startDate: '2026-10-15',
    endDate: '2026-12-15',
    platform: 'YouTube',
  },
  {
    id: 'cmp-brand-story',
    name: 'Brand Story Pre-roll',
    thumbnail: 'from-sky-400 to-blue-600',
    objective: 'Brand Awareness',
    status: 'paused',
    budget: 12_000,
    spent: 7_415,
    impressions: 2_104_800,
    clicks: 27_360,
    conversions: 214,
    startDate: '2026-09-10',
    endDate: '2026-12-10',
    platform: 'YouTube',
  },
  {
    id: 'cmp-tutorial-series',
    name: 'How-To Tutorial Series Boost',
    thumbnail: 'from-emerald-400 to-teal-600',
    objective: 'Video Views',
    status: 'active',
    budget: 6_500,
    spent: 3_968,
    impressions: 948_200,
    clicks: 36_030,
    conversions: 402,
    startDate: '2026-10-20',
    endDate: '2027-01-20',
    platform: 'YouTube',
  },
  {
    id: 'cmp-black-friday',
    name: 'Black Friday Retargeting',
    thumbnail: 'from-slate-600 to-slate-900',
    objective: 'Website Traffic',
    status: 'completed',
    budget: 10_000,
    spent: 9_987,
    impressions: 1_536_900,
    clicks: 52_250,
    conversions: 1_468,
    startDate: '2026-08-01',
    endDate: '2026-10-31',
    platform: 'YouTube',
  },
  {
    id: 'cmp-holiday-gift-guide',
    name: 'Holiday Gift Guide',
    thumbnail: 'from-red-500 to-amber-400',
    objective: 'Conversions',
    status: 'draft',
    budget: 9_500,
    spent: 0,
    impressions: 0,
    clicks: 0,
    conversions: 0,
    startDate: '2026-12-01',
    endDate: '2026-12-24',
    platform: 'YouTube',
  },
];

export const sampleCampaigns: readonly Campaign[] = campaignCounts.map(withRates);
