import type { Competition, Keyword, Market, Opportunity } from '@/data/keywords';

export type Tone = 'green' | 'yellow' | 'red';

/**
 * The difficulty colour (docs/product-rules.md#sample-data-screens): below 30 green, below 70
 * yellow, otherwise red.
 */
export function difficultyTone(difficulty: number): Tone {
  if (difficulty < 30) return 'green';
  if (difficulty < 70) return 'yellow';
  return 'red';
}

export const toneBadgeClass: Record<Tone, string> = {
  green: 'bg-emerald-100 text-emerald-800',
  yellow: 'bg-amber-100 text-amber-800',
  red: 'bg-red-100 text-red-800',
};

export const competitionClass: Record<Competition, string> = {
  Low: 'bg-emerald-100 text-emerald-800',
  Medium: 'bg-amber-100 text-amber-800',
  High: 'bg-red-100 text-red-800',
};

export const opportunityClass: Record<Opportunity, string> = {
  high: 'bg-emerald-100 text-emerald-800',
  medium: 'bg-amber-100 text-amber-800',
  low: 'bg-slate-100 text-slate-700',
};

/** Rank change: previous minus current, so moving from 7 to 3 is +4 (up). */
export function rankChange(previousRank: number, currentRank: number): number {
  return previousRank - currentRank;
}

/** A keyword's monthly searches in a market: the base (US, English) volume scaled by both. */
export function marketVolume(
  keyword: Pick<Keyword, 'searchVolume'>,
  country: Market,
  language: Market,
): number {
  return Math.round(keyword.searchVolume * country.factor * language.factor);
}

/** Comma-separated seed terms, trimmed, blanks dropped. */
export function parseSeeds(text: string): string[] {
  return text
    .split(',')
    .map((seed) => seed.trim().toLowerCase())
    .filter((seed) => seed !== '');
}

/** Whether a keyword (or one of its related keywords) contains any seed; no seeds match all. */
export function matchesSeeds(
  keyword: Pick<Keyword, 'keyword' | 'relatedKeywords'>,
  seeds: readonly string[],
): boolean {
  if (seeds.length === 0) return true;
  const texts = [keyword.keyword, ...keyword.relatedKeywords].map((text) => text.toLowerCase());
  return seeds.some((seed) => texts.some((text) => text.includes(seed)));
}
