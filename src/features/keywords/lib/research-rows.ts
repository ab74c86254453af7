import { countries, keywords, languages } from '@/data/keywords';
import { marketVolume, matchesSeeds, parseSeeds } from './keyword-rules';

export interface ResearchFilters {
  seeds: string;
  countryId: string;
  languageId: string;
}

/** The research rows for the filters: keywords matching the seeds, with the market's volume. */
export function researchRows({ seeds, countryId, languageId }: ResearchFilters) {
  const country = countries.find((c) => c.id === countryId) ?? countries[0];
  const language = languages.find((l) => l.id === languageId) ?? languages[0];
  const parsed = parseSeeds(seeds);
  return keywords
    .filter((keyword) => matchesSeeds(keyword, parsed))
    .map((keyword) => ({ ...keyword, volume: marketVolume(keyword, country, language) }));
}
