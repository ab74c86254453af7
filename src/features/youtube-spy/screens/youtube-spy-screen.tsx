import { Download, Loader2, Settings } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TabList, TabPanel, type TabItem } from '@/components/ui/tabs';
import { TIME_RANGES, TRENDING_CATEGORIES, VALIDATION_MESSAGES, type ResearchKind } from '@/data/youtube-spy';
import {
  generateChannel,
  generateCompetitor,
  generateKeyword,
  generateTrending,
} from '@/services/research/generate-research';
import { AlertsTab } from '../components/alerts-tab';
import { ChannelResults } from '../components/channel-results';
import { CompetitorResults } from '../components/competitor-results';
import { KeywordResults } from '../components/keyword-results';
import { SearchForm, SearchSelect } from '../components/search-form';
import { TrendingResults } from '../components/trending-results';
import type { SearchFormValues } from '../lib/search-form-schema';
import { useResearch } from '../lib/use-research';
import { useSpyAlerts } from '../lib/use-spy-alerts';
import { SampleDataNotice } from '@/components/sample-data-notice';

type SpyTab = 'trending' | 'competitor' | 'keyword' | 'analytics' | 'alerts';

const TABS: readonly TabItem<SpyTab>[] = [
  { id: 'trending', label: 'Trending Videos' },
  { id: 'competitor', label: 'Competitor Tracking' },
  { id: 'keyword', label: 'Keyword Spy' },
  { id: 'analytics', label: 'Channel Analytics' },
  { id: 'alerts', label: 'Spy Alerts' },
];

const ID_PREFIX = 'youtube-spy';

const TRENDING_DEFAULT_OPTIONS = { category: 'all', range: '7d' };

function Waiting({ text }: { text: string }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-2xl bg-white p-10 text-slate-700 shadow-sm"
    >
      <Loader2 className="size-5 animate-spin text-brand-600" aria-hidden />
      {text}
    </p>
  );
}

function Hint({ text }: { text: string }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-slate-600">{text}</p>
  );
}

/** The competitive research hub. Results are generated on this device from the input, not real data. */
export function YoutubeSpyScreen() {
  const [tab, setTab] = useState<SpyTab>('trending');
  const { running, results, run } = useResearch();
  const alerts = useSpyAlerts();
  // What each search holds while its tab is not shown (a tab's form goes when it is left).
  const [drafts, setDrafts] = useState<Partial<Record<ResearchKind, SearchFormValues>>>({});

  const search: Record<ResearchKind, (values: SearchFormValues) => void> = {
    trending: ({ query, options }) =>
      run('trending', () =>
        generateTrending(
          query,
          options.category ?? TRENDING_DEFAULT_OPTIONS.category,
          options.range ?? TRENDING_DEFAULT_OPTIONS.range,
        ),
      ),
    competitor: ({ query }) => run('competitor', () => generateCompetitor(query)),
    keyword: ({ query }) => run('keyword', () => generateKeyword(query)),
    channel: ({ query }) => run('channel', () => generateChannel(query)),
  };

  const formProps = (kind: ResearchKind) => ({
    id: `${kind}-input`,
    emptyMessage: VALIDATION_MESSAGES[kind],
    running: running === kind,
    disabled: running !== null,
    onSearch: search[kind],
    draft: drafts[kind],
    onLeave: (values: SearchFormValues) => setDrafts((current) => ({ ...current, [kind]: values })),
  });

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Competitive Intelligence Hub
          </h1>
          <p className="text-slate-600">
            Spot trends, track competitors and find keyword openings. Results are generated samples, not live
            YouTube data.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => toast('Spy Settings is coming soon')}>
            <Settings className="size-4" aria-hidden />
            Spy Settings
          </Button>
          <Button onClick={() => toast('Export Intel is coming soon')}>
            <Download className="size-4" aria-hidden />
            Export Intel
          </Button>
        </div>
      </div>
      <SampleDataNotice>
        The trending videos and channel figures are generated examples, not live YouTube data.
      </SampleDataNotice>

      <TabList
        tabs={TABS}
        value={tab}
        onChange={setTab}
        label="Research tools"
        idPrefix={ID_PREFIX}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:w-fit sm:max-w-full sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:p-1 sm:shadow-sm"
      />

      <TabPanel idPrefix={ID_PREFIX} id={tab} className="space-y-6">
        {tab === 'trending' && (
          <>
            <SearchForm
              {...formProps('trending')}
              defaultOptions={TRENDING_DEFAULT_OPTIONS}
              title="Find trending content"
              description="See which videos are taking off for a topic, and why."
              label="Topic or keyword"
              placeholder="e.g. home workouts, AI tools, budgeting"
              buttonLabel="Find Trending Content"
              busyLabel="Analyzing Trends..."
            >
              <SearchSelect
                id="trending-category"
                name="category"
                label="Category"
                options={TRENDING_CATEGORIES}
              />
              <SearchSelect id="trending-range" name="range" label="Time range" options={TIME_RANGES} />
            </SearchForm>
            {running === 'trending' ? (
              <Waiting text="Analyzing trends…" />
            ) : results.trending ? (
              <TrendingResults videos={results.trending} />
            ) : (
              <Hint text="Enter a topic to see what is trending right now." />
            )}
          </>
        )}
        {tab === 'competitor' && (
          <>
            <SearchForm
              {...formProps('competitor')}
              title="Competitor tracking"
              description="See a competitor's numbers, best videos and content strategy."
              label="Competitor URL or channel name"
              placeholder="youtube.com/@channel or channel name"
              buttonLabel="Spy Now"
              busyLabel="Spying..."
            />
            {running === 'competitor' ? (
              <Waiting text="Gathering competitor intel…" />
            ) : results.competitor ? (
              <CompetitorResults analysis={results.competitor} />
            ) : (
              <Hint text="Enter a competitor's channel to see how they grow." />
            )}
          </>
        )}
        {tab === 'keyword' && (
          <>
            <SearchForm
              {...formProps('keyword')}
              title="Keyword spy"
              description="Search volume, competition and the channels that rank for a keyword."
              label="Keyword"
              placeholder="e.g. video editing for beginners"
              buttonLabel="Spy Keywords"
              busyLabel="Analyzing Keywords..."
            />
            {running === 'keyword' ? (
              <Waiting text="Analyzing keyword…" />
            ) : results.keyword ? (
              <KeywordResults analysis={results.keyword} />
            ) : (
              <Hint text="Enter a keyword to size up the competition." />
            )}
          </>
        )}
        {tab === 'analytics' && (
          <>
            <SearchForm
              {...formProps('channel')}
              title="Channel analytics"
              description="An overview of any channel's growth, content and top videos."
              label="Channel URL or name"
              placeholder="youtube.com/@channel or channel name"
              buttonLabel="Analyze Channel"
              busyLabel="Analyzing Channel..."
            />
            {running === 'channel' ? (
              <Waiting text="Analyzing channel…" />
            ) : results.channel ? (
              <ChannelResults analytics={results.channel} />
            ) : (
              <Hint text="Enter a channel to see its analytics." />
            )}
          </>
        )}
        {tab === 'alerts' && <AlertsTab api={alerts} />}
      </TabPanel>
    </div>
  );
}
