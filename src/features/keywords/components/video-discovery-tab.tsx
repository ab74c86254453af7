import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Download, Save, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { channelPlacements, videoPlacements } from '@/data/keywords';
import { formatCompact } from '@/lib/format/metrics';
import { downloadText } from '@/lib/download';
import { Select } from '@/components/ui/select';
import { withFailureReported } from '@/lib/report-failure';
import { toCsv } from '../lib/csv';
import {
  defaultVideoSearch,
  maxResultOptions,
  minViewOptions,
  searchByOptions,
  searchVideos,
  type VideoSearch,
} from '../lib/video-search';
import { VideoSearchInput } from './video-discovery-schema';
import { VideoResultCard } from './video-result-card';

const contactOf = (channel: string) =>
  channelPlacements.find((c) => c.channel === channel)?.contactInfo ?? null;

/** Video placement discovery: the search form, and result cards filtered from the samples. */
export function VideoDiscoveryTab() {
  const form = useForm<VideoSearchInput>({
    resolver: zodResolver(VideoSearchInput),
    defaultValues: defaultVideoSearch,
  });
  const searchBy = useWatch({ control: form.control, name: 'searchBy' });
  const [applied, setApplied] = useState<VideoSearch>(defaultVideoSearch);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const advancedId = useId();
  const { total, results } = searchVideos(videoPlacements, applied);

  const submit = form.handleSubmit((search) => setApplied(search));

  const toggleSaved = (id: string) =>
    setSaved((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const exportResults = () => {
    const rows = [
      [
        'Title',
        'Channel',
        'Subscribers',
        'Views',
        'Published',
        'CTR %',
        'Opportunity',
        'Estimated cost (USD)',
        'Audience match %',
      ],
      ...results.map((v) => [
        v.title,
        v.channel,
        v.channelSubscribers,
        v.views,
        v.publishedDate,
        v.metrics.ctr,
        v.placementOpportunity,
        v.estimatedCost,
        v.audienceMatch,
      ]),
    ];
    downloadText(toCsv(rows), 'video-placements.csv', 'text/csv');
    toast.success(`Exported ${results.length} ${results.length === 1 ? 'video' : 'videos'}`);
  };

  return (
    <div className="space-y-6">
      <Card className="p-5">
        <form
          noValidate
          onSubmit={withFailureReported(submit)}
          className="space-y-4"
          aria-label="Find videos"
        >
          <div className="grid gap-4 md:grid-cols-4">
            <Field id="video-term" label="Search term" className="md:col-span-2">
              {(control) => (
                <Input
                  {...control}
                  type="search"
                  {...form.register('term')}
                  placeholder={searchBy === 'channel' ? 'Channel name' : 'e.g. video editing'}
                />
              )}
            </Field>
            <Field id="video-search-by" label="Search by">
              {(control) => (
                <Select {...control} {...form.register('searchBy')}>
                  {searchByOptions.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field id="video-max-results" label="Max results">
              {(control) => (
                <Select {...control} {...form.register('maxResults', { valueAsNumber: true })}>
                  {maxResultOptions.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <label className="inline-flex items-center gap-2 text-sm font-medium text-slate-800">
              <Checkbox {...form.register('trendingOnly')} />
              Trending Videos Only
            </label>
            <button
              type="button"
              aria-expanded={advancedOpen}
              aria-controls={advancedId}
              onClick={() => setAdvancedOpen((open) => !open)}
              className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
            >
              Advanced Settings
              <ChevronDown className={`size-4 transition ${advancedOpen ? 'rotate-180' : ''}`} aria-hidden />
            </button>
          </div>
          {advancedOpen && (
            <div id={advancedId} className="grid gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-2">
              <Field id="video-min-views" label="Minimum views">
                {(control) => (
                  <Select {...control} {...form.register('minViews', { valueAsNumber: true })}>
                    {minViewOptions.map((views) => (
                      <option key={views} value={views}>
                        {views === 0 ? 'Any' : `${formatCompact(views)}+`}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              <Field id="video-opportunity" label="Placement opportunity">
                {(control) => (
                  <Select {...control} {...form.register('opportunity')}>
                    <option value="any">Any</option>
                    <option value="high">High</option>
                    <option value="medium">Medium</option>
                    <option value="low">Low</option>
                  </Select>
                )}
              </Field>
            </div>
          )}
          <div className="flex flex-wrap gap-3">
            <Button type="submit">
              <Search className="size-4" aria-hidden /> Search
            </Button>
            <Button variant="secondary" onClick={() => toast('Saved searches are coming soon')}>
              <Save className="size-4" aria-hidden /> Save Search
            </Button>
            <Button variant="secondary" onClick={exportResults} disabled={results.length === 0}>
              <Download className="size-4" aria-hidden /> Export
            </Button>
          </div>
        </form>
      </Card>

      <section aria-labelledby="video-results-heading" className="space-y-4">
        <h2 id="video-results-heading" className="text-lg font-semibold text-slate-900">
          Results{' '}
          <span className="text-sm font-normal text-slate-600" aria-live="polite">
            (showing {results.length} of {total} matching {total === 1 ? 'video' : 'videos'})
          </span>
        </h2>
        {results.length === 0 ? (
          <Card className="text-center text-sm text-slate-600">
            No videos match this search. Try another term or fewer filters.
          </Card>
        ) : (
          <ul aria-label="Video results" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {results.map((video) => (
              <li key={video.id}>
                <VideoResultCard
                  video={video}
                  contact={contactOf(video.channel)}
                  saved={saved.has(video.id)}
                  onSave={() => toggleSaved(video.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
