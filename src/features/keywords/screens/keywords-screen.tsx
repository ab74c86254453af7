import { Download, Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { ChannelPlacementsTab } from '../components/channel-placements-tab';
import { KeywordResearchTab } from '../components/keyword-research-tab';
import { RankTrackingTab } from '../components/rank-tracking-tab';
import { VideoDiscoveryTab } from '../components/video-discovery-tab';
import { downloadText } from '@/lib/download';
import { toCsv } from '../lib/csv';
import { researchRows, type ResearchFilters } from '../lib/research-rows';
import { SampleDataNotice } from '@/components/sample-data-notice';

const tabs = [
  { id: 'research', label: 'Keyword Research' },
  { id: 'placements', label: 'Channel Placements' },
  { id: 'discovery', label: 'Video Placement Discovery' },
  { id: 'ranks', label: 'Rank Tracking' },
] as const;
type TabId = (typeof tabs)[number]['id'];
const ID_PREFIX = 'keywords';

/** Keywords & Placement: keyword research, channel and video placements, rank tracking. */
export function KeywordsScreen() {
  const [tab, setTab] = useState<TabId>('research');
  const [filters, setFilters] = useState<ResearchFilters>({ seeds: '', countryId: 'us', languageId: 'en' });

  const exportKeywords = () => {
    const rows = researchRows(filters);
    downloadText(
      toCsv([
        ['Keyword', 'Search volume', 'Competition', 'CPC (USD)', 'Difficulty', 'Trend', 'Trend %', 'Intent'],
        ...rows.map((k) => [
          k.keyword,
          k.volume,
          k.competition,
          k.cpc,
          k.difficulty,
          k.trend,
          k.trendValue,
          k.intent,
        ]),
      ]),
      'keywords.csv',
      'text/csv',
    );
    toast.success(`Exported ${rows.length} ${rows.length === 1 ? 'keyword' : 'keywords'}`);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Keywords &amp; Placement
          </h1>
          <p className="text-slate-600">
            Research keywords, find channels and videos to advertise on, and track rankings.
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button variant="secondary" onClick={exportKeywords}>
            <Download className="size-4" aria-hidden /> Export
          </Button>
          <Button onClick={() => toast('Adding your own keywords is coming soon')}>
            <Plus className="size-4" aria-hidden /> Add Keywords
          </Button>
        </div>
      </div>
      <SampleDataNotice>The keyword figures are generated examples, not live search data.</SampleDataNotice>
      <TabList
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label="Keywords & Placement"
        idPrefix={ID_PREFIX}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
      />
      <TabPanel idPrefix={ID_PREFIX} id={tab}>
        {tab === 'research' && <KeywordResearchTab filters={filters} onFilters={setFilters} />}
        {tab === 'placements' && <ChannelPlacementsTab />}
        {tab === 'discovery' && <VideoDiscoveryTab />}
        {tab === 'ranks' && <RankTrackingTab />}
      </TabPanel>
    </div>
  );
}
