import type { Competitor, CompetitorAd } from '@/data/competitive-intel';
import { daysBefore } from './filter-ads';

export interface MarketOverview {
  combinedSubscribers: number;
  averageViews: number;
  averageGrowth: number;
  adsLast30Days: number;
  topCategory: string;
}

/** The Market Overview card's figures, worked out from the tracked channels and their ads. */
export function marketOverview(
  competitors: readonly Competitor[],
  ads: readonly CompetitorAd[],
  asOf: string,
): MarketOverview {
  const count = Math.max(competitors.length, 1);
  const categories = new Map<string, number>();
  for (const competitor of competitors) {
    for (const category of competitor.topCategories) {
      categories.set(category, (categories.get(category) ?? 0) + 1);
    }
  }
  const topCategory = [...categories.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '—';
  return {
    combinedSubscribers: competitors.reduce((sum, c) => sum + c.subscribers, 0),
    averageViews: competitors.reduce((sum, c) => sum + c.avgViews, 0) / count,
    averageGrowth: competitors.reduce((sum, c) => sum + c.recentGrowth, 0) / count,
    adsLast30Days: ads.filter((ad) => {
      const age = daysBefore(ad.publishedDate, asOf);
      return age >= 0 && age < 30;
    }).length,
    topCategory,
  };
}
