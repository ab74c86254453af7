import type { Opportunity, VideoPlacement } from '@/data/keywords';

export type SearchBy = 'keyword' | 'channel' | 'top';
export const searchByOptions: readonly { id: SearchBy; label: string }[] = [
  { id: 'keyword', label: 'By Keyword' },
  { id: 'channel', label: 'By Channel' },
  { id: 'top', label: 'Top Charts' },
];
export const maxResultOptions = [10, 25, 50, 100] as const;
export type MaxResults = (typeof maxResultOptions)[number];
export const minViewOptions = [0, 10_000, 100_000, 500_000] as const;

export interface VideoSearch {
  term: string;
  searchBy: SearchBy;
  maxResults: MaxResults;
  trendingOnly: boolean;
  minViews: number;
  opportunity: 'any' | Opportunity;
}

export const defaultVideoSearch: VideoSearch = {
  term: '',
  searchBy: 'keyword',
  maxResults: 10,
  trendingOnly: false,
  minViews: 0,
  opportunity: 'any',
};

function searchedText(video: VideoPlacement, by: SearchBy): string[] {
  if (by === 'channel') return [video.channel];
  if (by === 'top') return [video.title, video.channel, ...video.tags];
  return [video.title, video.description, ...video.tags];
}

/**
 * The videos matching a search: the term in the fields its mode searches (By Channel: the channel
 * name), the trending and advanced filters, best audience match first (Top Charts: most viewed
 * first), cut to the maximum. Also returns how many matched before the cut.
 */
export function searchVideos(videos: readonly VideoPlacement[], search: VideoSearch) {
  const term = search.term.trim().toLowerCase();
  const matching = videos
    .filter(
      (video) =>
        term === '' || searchedText(video, search.searchBy).some((t) => t.toLowerCase().includes(term)),
    )
    .filter((video) => !search.trendingOnly || video.trending)
    .filter((video) => video.views >= search.minViews)
    .filter((video) => search.opportunity === 'any' || video.placementOpportunity === search.opportunity)
    .sort((a, b) => (search.searchBy === 'top' ? b.views - a.views : b.audienceMatch - a.audienceMatch));
  return { total: matching.length, results: matching.slice(0, search.maxResults) };
}
