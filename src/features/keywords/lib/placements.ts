import type { ChannelPlacement } from '@/data/keywords';

export const placementSorts = [
  { id: 'relevance', label: 'Relevance' },
  { id: 'subscribers', label: 'Subscribers' },
  { id: 'avg-views', label: 'Average views' },
  { id: 'engagement', label: 'Engagement' },
  { id: 'cpm', label: 'Lowest CPM' },
] as const;
export type PlacementSort = (typeof placementSorts)[number]['id'];

const comparators: Record<PlacementSort, (a: ChannelPlacement, b: ChannelPlacement) => number> = {
  relevance: (a, b) => b.relevanceScore - a.relevanceScore,
  subscribers: (a, b) => b.subscribers - a.subscribers,
  'avg-views': (a, b) => b.avgViews - a.avgViews,
  engagement: (a, b) => b.engagement - a.engagement,
  cpm: (a, b) => a.cpm - b.cpm,
};

export const ALL_CATEGORIES = 'all';

export function placementCategories(channels: readonly ChannelPlacement[]): string[] {
  return [...new Set(channels.map((channel) => channel.category))].sort();
}

/** The channels of one category (or all), in the chosen order. */
export function filterPlacements(
  channels: readonly ChannelPlacement[],
  category: string,
  sort: PlacementSort,
): ChannelPlacement[] {
  return channels
    .filter((channel) => category === ALL_CATEGORIES || channel.category === category)
    .sort(comparators[sort]);
}

export function placementSummary(channels: readonly ChannelPlacement[]) {
  const count = channels.length;
  const mean = (pick: (c: ChannelPlacement) => number) =>
    count === 0 ? 0 : channels.reduce((sum, c) => sum + pick(c), 0) / count;
  return {
    count,
    reach: channels.reduce((sum, c) => sum + c.subscribers, 0),
    avgCpm: mean((c) => c.cpm),
    avgEngagement: mean((c) => c.engagement),
  };
}
