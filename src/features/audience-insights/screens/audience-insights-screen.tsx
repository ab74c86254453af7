import { Sparkles } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import {
  audienceFilterLabels,
  audienceFilters,
  audienceKpis,
  audiencePeriodLabels,
  audiencePeriods,
  topLocations,
  type AudienceFilter,
  type AudiencePeriod,
} from '@/data/audience-insights';
import { AudienceKpis } from '../components/audience-kpis';
import { AudienceSegments } from '../components/audience-segments';
import { DemographicsCard } from '../components/demographics-card';
import { DeviceLocationCard } from '../components/device-location-card';
import { EngagementPatterns } from '../components/engagement-patterns';
import { InterestsAndPreferences } from '../components/interests-preferences';
import { Recommendations } from '../components/recommendations';
import { SampleDataNotice } from '@/components/sample-data-notice';

const periodOptions = audiencePeriods.map((period) => ({
  value: period,
  label: audiencePeriodLabels[period],
}));
const audienceOptions = audienceFilters.map((audience) => ({
  value: audience,
  label: audienceFilterLabels[audience],
}));

/** Audience Insights: who watches, on what, from where, and what they like (sample data). */
export function AudienceInsightsScreen() {
  const [period, setPeriod] = useState<AudiencePeriod>('30d');
  const [audience, setAudience] = useState<AudienceFilter>('all');
  const [segmentId, setSegmentId] = useState<string | null>(null);
  const kpis = useMemo(() => audienceKpis(period, audience), [period, audience]);
  const locations = useMemo(() => topLocations(period, audience), [period, audience]);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Audience Insights
          </h1>
          <p className="text-slate-600">Understand who watches your videos and what keeps them watching.</p>
        </div>
        <div className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:items-end">
          <Field id="audience-period" label="Period" className="min-w-0">
            {(control) => (
              <Select
                {...control}
                value={period}
                onChange={(event) => setPeriod(event.target.value as AudiencePeriod)}
              >
                {periodOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="audience-filter" label="Audience" className="min-w-0">
            {(control) => (
              <Select
                {...control}
                value={audience}
                onChange={(event) => setAudience(event.target.value as AudienceFilter)}
              >
                {audienceOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Button className="col-span-2" onClick={() => toast('Persona generation is coming soon')}>
            <Sparkles className="size-4" aria-hidden /> Generate Personas
          </Button>
        </div>
      </div>
      <SampleDataNotice>The audience figures are examples, not your channel’s audience.</SampleDataNotice>

      <AudienceKpis kpis={kpis} />

      <div className="grid gap-6 lg:grid-cols-2">
        <DemographicsCard />
        <DeviceLocationCard locations={locations} />
      </div>

      <AudienceSegments selectedId={segmentId} onSelect={setSegmentId} />

      <InterestsAndPreferences />

      <EngagementPatterns />

      <Recommendations />
    </div>
  );
}
