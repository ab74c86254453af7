import {
  dailyMetricsFor,
  previousDailyMetricsFor,
  type AnalyticsPeriod,
  type DailyMetrics,
} from '@/data/analytics';
import { clickThroughRate, costPer } from '@/lib/format/metrics';

export interface MetricTotals {
  views: number;
  clicks: number;
  conversions: number;
  spend: number;
  /** Clicks / views, in percent. */
  ctr: number;
  /** Spend / conversions. */
  cpa: number;
}

/** Sums of a run of days, with the rates worked out from the sums. */
export function totalsOf(days: readonly DailyMetrics[]): MetricTotals {
  const sum = (key: 'views' | 'clicks' | 'conversions' | 'spend') =>
    days.reduce((total, day) => total + day[key], 0);
  const views = sum('views');
  const clicks = sum('clicks');
  const conversions = sum('conversions');
  const spend = Math.round(sum('spend') * 100) / 100;
  return {
    views,
    clicks,
    conversions,
    spend,
    ctr: clickThroughRate(clicks, views),
    cpa: costPer(spend, conversions),
  };
}

const percentChange = (now: number, before: number) => (before > 0 ? ((now - before) / before) * 100 : 0);

export interface PeriodSummary {
  days: readonly DailyMetrics[];
  totals: MetricTotals;
  /** Percent change of each total versus the period just before. */
  changes: Record<keyof MetricTotals, number>;
}

export function summarizePeriod(period: AnalyticsPeriod): PeriodSummary {
  const days = dailyMetricsFor(period);
  const totals = totalsOf(days);
  const before = totalsOf(previousDailyMetricsFor(period));
  const changes = Object.fromEntries(
    (Object.keys(totals) as (keyof MetricTotals)[]).map((key) => [
      key,
      percentChange(totals[key], before[key]),
    ]),
  ) as Record<keyof MetricTotals, number>;
  return { days, totals, changes };
}

export const trendMetrics = ['views', 'clicks', 'conversions', 'spend'] as const;
export type TrendMetric = (typeof trendMetrics)[number];

export interface TrendPoint {
  label: string;
  views: number;
  clicks: number;
  conversions: number;
  spend: number;
}

const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const monthLabel = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });
const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** The chart's points: one per day, or one per calendar month for the year. */
export function trendPoints(period: AnalyticsPeriod, days: readonly DailyMetrics[]): TrendPoint[] {
  if (period !== '1y') {
    return days.map((day) => ({ label: dayLabel.format(utc(day.date)), ...pick(day) }));
  }
  const months = new Map<string, TrendPoint>();
  for (const day of days) {
    const key = day.date.slice(0, 7);
    const point = months.get(key) ?? {
      label: monthLabel.format(utc(day.date)),
      views: 0,
      clicks: 0,
      conversions: 0,
      spend: 0,
    };
    point.views += day.views;
    point.clicks += day.clicks;
    point.conversions += day.conversions;
    point.spend = Math.round((point.spend + day.spend) * 100) / 100;
    months.set(key, point);
  }
  return [...months.values()];
}

function pick({ views, clicks, conversions, spend }: DailyMetrics) {
  return { views, clicks, conversions, spend };
}
