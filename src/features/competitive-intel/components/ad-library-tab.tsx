import { useMemo, useState } from 'react';
import { Field } from '@/components/ui/field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { adLibraryAsOf, sampleCompetitorAds, sampleCompetitors } from '@/data/competitive-intel';
import { filterAds, type AdPeriod } from '../lib/filter-ads';
import { AdCard } from './ad-card';

const competitorOptions = [
  { value: 'all', label: 'All competitors' },
  ...sampleCompetitors.map((competitor) => ({ value: competitor.id, label: competitor.name })),
];

const periodOptions: readonly { value: AdPeriod; label: string }[] = [
  { value: '7', label: 'Last 7 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
];

/** Competitors' ads, searchable and filtered by competitor and period. */
export function AdLibraryTab() {
  const [search, setSearch] = useState('');
  const [competitorId, setCompetitorId] = useState('all');
  const [period, setPeriod] = useState<AdPeriod>('30');
  const ads = useMemo(
    () => filterAds(sampleCompetitorAds, { search, competitorId, period }, adLibraryAsOf),
    [search, competitorId, period],
  );

  return (
    <div className="space-y-4">
      <h2 className="sr-only">Ad Library</h2>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <Field id="ad-search" label="Search ads" labelClassName="sr-only" className="min-w-0">
          {(control) => (
            <SearchInput
              {...control}
              placeholder="Search ads, hooks or tags..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <Field id="ad-competitor" label="Competitor" labelClassName="sr-only" className="min-w-0">
          {(control) => (
            <Select
              {...control}
              value={competitorId}
              onChange={(event) => setCompetitorId(event.target.value)}
            >
              {competitorOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="ad-period" label="Period" labelClassName="sr-only" className="min-w-0">
          {(control) => (
            <Select
              {...control}
              value={period}
              onChange={(event) => setPeriod(event.target.value as AdPeriod)}
            >
              {periodOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <p className="text-sm text-slate-600" role="status">
        {ads.length === 1 ? '1 ad' : `${ads.length} ads`}
      </p>
      {ads.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          No ads match these filters. Try a longer period or another competitor.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {ads.map((ad) => (
            <AdCard
              key={ad.id}
              ad={ad}
              competitor={sampleCompetitors.find((competitor) => competitor.id === ad.competitorId)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
