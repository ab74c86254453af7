import type { CompetitorAd } from '@/data/competitive-intel';

export const adPeriods = ['7', '30', '90'] as const;
export type AdPeriod = (typeof adPeriods)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from an ad's publication to the library's collection day. */
export function daysBefore(publishedDate: string, asOf: string): number {
  return Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${publishedDate}T00:00:00Z`)) / DAY_MS);
}

/**
 * The ads matching the search (title, hook, call to action or tag), the competitor ('all' for
 * every one) and published within the last `period` days up to `asOf`, newest first.
 */
export function filterAds(
  ads: readonly CompetitorAd[],
  { search, competitorId, period }: { search: string; competitorId: string; period: AdPeriod },
  asOf: string,
): CompetitorAd[] {
  const needle = search.trim().toLowerCase();
  return ads
    .filter((ad) => competitorId === 'all' || ad.competitorId === competitorId)
    .filter((ad) => {
      const age = daysBefore(ad.publishedDate, asOf);
      return age >= 0 && age < Number(period);
    })
    .filter(
      (ad) =>
        needle === '' ||
        [ad.title, ad.hook, ad.cta, ...ad.tags].some((text) => text.toLowerCase().includes(needle)),
    )
    .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
}
