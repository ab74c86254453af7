import { Bell, Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { sampleCompetitorAlerts, type CompetitorAlert } from '@/data/competitive-intel';
import { AdLibraryTab } from '../components/ad-library-tab';
import { AlertsTab } from '../components/alerts-tab';
import { ContentAnalysisTab } from '../components/content-analysis-tab';
import { OverviewTab } from '../components/overview-tab';
import { SampleDataNotice } from '@/components/sample-data-notice';

const tabs = [
  { id: 'overview', label: 'Overview' },
  { id: 'ad-library', label: 'Ad Library' },
  { id: 'content-analysis', label: 'Content Analysis' },
  { id: 'alerts', label: 'Alerts' },
] as const;
type TabId = (typeof tabs)[number]['id'];
const ID_PREFIX = 'competitive-intel';

/** Competitive Intelligence: tracked channels, their ads and alerts (sample data, this session only). */
export function CompetitiveIntelScreen() {
  const [tab, setTab] = useState<TabId>('overview');
  const [alerts, setAlerts] = useState<readonly CompetitorAlert[]>(sampleCompetitorAlerts);
  const dismiss = (id: string) => setAlerts((items) => items.filter((alert) => alert.id !== id));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Competitive Intelligence
          </h1>
          <p className="text-slate-600">Follow what competing channels publish and promote.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => toast('Alert rules are coming soon')}>
            <Bell className="size-4" aria-hidden /> Set Alert
          </Button>
          <Button onClick={() => toast('Report export is coming soon')}>
            <Download className="size-4" aria-hidden /> Export Report
          </Button>
        </div>
      </div>
      <SampleDataNotice>The competitors and their figures are examples.</SampleDataNotice>
      <TabList
        tabs={tabs.map((item) =>
          item.id === 'alerts' ? { ...item, label: `Alerts (${alerts.length})` } : item,
        )}
        value={tab}
        onChange={setTab}
        label="Competitive Intelligence"
        idPrefix={ID_PREFIX}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
      />
      <TabPanel idPrefix={ID_PREFIX} id={tab}>
        {tab === 'overview' && <OverviewTab alerts={alerts} />}
        {tab === 'ad-library' && <AdLibraryTab />}
        {tab === 'content-analysis' && <ContentAnalysisTab />}
        {tab === 'alerts' && <AlertsTab alerts={alerts} onDismiss={dismiss} />}
      </TabPanel>
    </div>
  );
}
