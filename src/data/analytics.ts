/**
 * Sample data for the Analytics screen: two years of daily campaign metrics made by a seeded
 * generator (the same figures on every load), so every period's totals, trends and rows agree.
 */

export const analyticsPeriods = ['7d', '30d', '90d', '1y'] as const;
export type AnalyticsPeriod = (typeof analyticsPeriods)[number];

export const analyticsPeriodLabels: Record<AnalyticsPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  '1y': 'Last year',
};

export const analyticsPeriodDays: Record<AnalyticsPeriod, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};

export interface DailyMetrics {
  /** ISO date (yyyy-mm-dd). */
  date: string;
  views: number;
  clicks: number;
  conversions: number;
  /** Dollars, to the cent. */
  spend: number;
}

/** The last day of sample data; periods count back from here. */
export const analyticsAsOf = '2026-11-22';

const HISTORY_DAYS = 2 * 365;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A small seeded random number generator (mulberry32): the same sequence on every load. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generateHistory(): DailyMetrics[] {
  const random = seededRandom(20261122);
  const last = Date.parse(`${analyticsAsOf}T00:00:00Z`);
  return Array.from({ length: HISTORY_DAYS }, (_, index) => {
    const time = last - (HISTORY_DAYS - 1 - index) * DAY_MS;
    const weekday = new Date(time).getUTCDay();
    const growth = 1 + (index / HISTORY_DAYS) * 0.6;
    const weekend = weekday === 0 || weekday === 6 ? 1.18 : 1;
    const views = Math.round(9_000 * growth * weekend * (0.88 + random() * 0.24));
    const clicks = Math.round(views * (0.032 + random() * 0.008));
    const conversions = Math.round(clicks * (0.04 + random() * 0.02));
    const spend = Math.round(clicks * (0.85 + random() * 0.3) * 100) / 100;
    return { date: new Date(time).toISOString().slice(0, 10), views, clicks, conversions, spend };
  });
}

const history = generateHistory();

/** The period's days, oldest first. */
export function dailyMetricsFor(period: AnalyticsPeriod): readonly DailyMetrics[] {
  return history.slice(-analyticsPeriodDays[period]);
}

/** The same number of days just before the period (for "vs previous period"). */
export function previousDailyMetricsFor(period: AnalyticsPeriod): readonly DailyMetrics[] {
  const days = analyticsPeriodDays[period];
  return history.slice(-2 * days, -days);
}

export interface TopVideo {
  title: string;
  views: number;
  /** Percent. */
  ctr: number;
  /** m:ss */
  avgViewDuration: string;
  /** Percent. */
  engagement: number;
  /** Whole dollars. */
  revenue: number;
}

export const topVideos: readonly TopVideo[] = [
  {
    title: '10 Hooks That Stop the Scroll',
    views: 486_200,
    ctr: 6.84,
    avgViewDuration: '6:12',
    engagement: 8.9,
    revenue: 4_860,
  },
  {
    title: 'How I Script a Video in 20 Minutes',
    views: 312_900,
    ctr: 5.91,
    avgViewDuration: '8:45',
    engagement: 7.6,
    revenue: 3_120,
  },
  {
    title: 'Thumbnail Mistakes Killing Your CTR',
    views: 254_300,
    ctr: 7.22,
    avgViewDuration: '5:03',
    engagement: 9.4,
    revenue: 2_540,
  },
  {
    title: 'Case Study: 0 to 50K Subscribers',
    views: 198_700,
    ctr: 5.47,
    avgViewDuration: '11:38',
    engagement: 6.8,
    revenue: 1_990,
  },
  {
    title: 'My Full YouTube Ads Setup',
    views: 143_500,
    ctr: 4.96,
    avgViewDuration: '9:20',
    engagement: 5.9,
    revenue: 1_430,
  },
];

export interface AudienceSlice {
  name: string;
  /** Percent of viewers; each breakdown sums to 100. */
  value: number;
  color: string;
}

export const ageSlices: readonly AudienceSlice[] = [
  { name: '18-24', value: 22, color: '#6366f1' },
  { name: '25-34', value: 38, color: '#0ea5e9' },
  { name: '35-44', value: 21, color: '#10b981' },
  { name: '45-54', value: 12, color: '#f59e0b' },
  { name: '55+', value: 7, color: '#f43f5e' },
];

export const deviceSlices: readonly AudienceSlice[] = [
  { name: 'Mobile', value: 62, color: '#6366f1' },
  { name: 'Desktop', value: 28, color: '#0ea5e9' },
  { name: 'Tablet', value: 7, color: '#10b981' },
  { name: 'Smart TV', value: 3, color: '#f59e0b' },
];
