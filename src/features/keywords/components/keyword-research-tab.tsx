import { ArrowDownRight, ArrowRight, ArrowUpRight, ListPlus, Search } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { countries, languages, type Trend } from '@/data/keywords';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber } from '@/lib/format/metrics';
import { Table, TableCell, TableHead } from '@/components/ui/table';
import { Select } from '@/components/ui/select';
import { competitionClass, difficultyTone, toneBadgeClass } from '../lib/keyword-rules';
import { researchRows, type ResearchFilters } from '../lib/research-rows';

const trendIcon: Record<Trend, typeof ArrowUpRight> = {
  up: ArrowUpRight,
  down: ArrowDownRight,
  stable: ArrowRight,
};
const trendClass: Record<Trend, string> = {
  up: 'text-emerald-700',
  down: 'text-red-700',
  stable: 'text-slate-600',
};

/** Seed keywords, market filters, and the keyword table with selection and Add to Campaign. */
export function KeywordResearchTab({
  filters,
  onFilters,
}: {
  filters: ResearchFilters;
  onFilters: (filters: ResearchFilters) => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const rows = researchRows(filters);
  const chosen = rows.filter((row) => selected.has(row.keyword));
  const allChosen = rows.length > 0 && chosen.length === rows.length;

  const toggle = (keyword: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(keyword)) next.delete(keyword);
      else next.add(keyword);
      return next;
    });
  const toggleAll = () => setSelected(allChosen ? new Set() : new Set(rows.map((row) => row.keyword)));

  const addToCampaign = () => {
    if (chosen.length === 0) return;
    toast.success(`Added ${chosen.length} ${chosen.length === 1 ? 'keyword' : 'keywords'} to campaign`);
    setSelected(new Set());
  };

  return (
    <div className="space-y-6">
      <Card className="grid gap-4 p-5 md:grid-cols-4">
        <Field
          id="seed-keywords"
          label="Seed keywords"
          description="Separate seeds with commas."
          className="md:col-span-2"
        >
          {(control) => (
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500"
                aria-hidden
              />
              <Input
                {...control}
                value={filters.seeds}
                onChange={(event) => onFilters({ ...filters, seeds: event.target.value })}
                placeholder="e.g. video editing, youtube"
                className="pl-9"
              />
            </div>
          )}
        </Field>
        <Field id="keyword-country" label="Country">
          {(control) => (
            <Select
              {...control}
              value={filters.countryId}
              onChange={(event) => onFilters({ ...filters, countryId: event.target.value })}
            >
              {countries.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="keyword-language" label="Language">
          {(control) => (
            <Select
              {...control}
              value={filters.languageId}
              onChange={(event) => onFilters({ ...filters, languageId: event.target.value })}
            >
              {languages.map((language) => (
                <option key={language.id} value={language.id}>
                  {language.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </Card>

      <Card className="p-0">
        <div className="flex flex-wrap items-center justify-between gap-3 p-5 pb-3">
          <h2 className="text-lg font-semibold text-slate-900">
            Keyword Ideas <span className="text-sm font-normal text-slate-600">({rows.length})</span>
          </h2>
          <div className="flex items-center gap-3">
            {chosen.length > 0 && (
              <span className="text-sm font-medium text-slate-700" aria-live="polite">
                {chosen.length} selected
              </span>
            )}
            <Button onClick={addToCampaign} disabled={chosen.length === 0}>
              <ListPlus className="size-4" aria-hidden /> Add to Campaign
            </Button>
          </div>
        </div>
        <Table label="Keyword ideas" className="w-full min-w-[56rem]">
          <thead className="bg-slate-50">
            <tr>
              <TableHead className="w-10">
                <Checkbox
                  aria-label="Select all keywords"
                  checked={allChosen}
                  onChange={toggleAll}
                  disabled={rows.length === 0}
                />
              </TableHead>
              <TableHead>Keyword</TableHead>
              <TableHead className="text-right">Search Volume</TableHead>
              <TableHead>Competition</TableHead>
              <TableHead className="text-right">CPC</TableHead>
              <TableHead>Difficulty</TableHead>
              <TableHead>Trend</TableHead>
              <TableHead>Intent</TableHead>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => {
              const TrendIcon = trendIcon[row.trend];
              const tone = difficultyTone(row.difficulty);
              return (
                <tr key={row.keyword} className={cn(selected.has(row.keyword) && 'bg-brand-50')}>
                  <TableCell className="whitespace-nowrap">
                    <Checkbox
                      aria-label={`Select ${row.keyword}`}
                      checked={selected.has(row.keyword)}
                      onChange={() => toggle(row.keyword)}
                    />
                  </TableCell>
                  <TableCell className="whitespace-nowrap whitespace-normal">
                    <p className="font-medium text-slate-900">{row.keyword}</p>
                    <p className="text-xs text-slate-600">Related: {row.relatedKeywords.join(', ')}</p>
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-right">{formatNumber(row.volume)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    <span
                      className={cn(
                        'rounded-full px-2.5 py-0.5 text-xs font-semibold',
                        competitionClass[row.competition],
                      )}
                    >
                      {row.competition}
                    </span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-right">{formatMoney(row.cpc)}</TableCell>
                  <TableCell className="whitespace-nowrap">
                    <span
                      data-tone={tone}
                      className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', toneBadgeClass[tone])}
                    >
                      {row.difficulty}
                    </span>
                  </TableCell>
                  <TableCell className={cn('whitespace-nowrap', trendClass[row.trend])}>
                    <span className="inline-flex items-center gap-1 font-medium">
                      <TrendIcon className="size-4" aria-hidden />
                      <span className="sr-only">{row.trend}</span>
                      {row.trendValue > 0 ? '+' : ''}
                      {row.trendValue}%
                    </span>
                  </TableCell>
                  <TableCell className="whitespace-nowrap">{row.intent}</TableCell>
                </tr>
              );
            })}
          </tbody>
        </Table>
        {rows.length === 0 && (
          <p className="p-6 text-center text-sm text-slate-600">No keywords match these seeds.</p>
        )}
      </Card>
    </div>
  );
}
