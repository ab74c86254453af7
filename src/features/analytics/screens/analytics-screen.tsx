import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import toast from 'react-hot-toast';
import { SegmentedControl } from '@/components/charts/segmented-control';
import { Button } from '@/components/ui/button';
import { analyticsPeriodLabels, analyticsPeriods, type AnalyticsPeriod } from '@/data/analytics';
import { AnalyticsKpis } from '../components/analytics-kpis';
import { AudienceDemographics } from '../components/audience-demographics';
import { DailyPerformanceTable } from '../components/daily-performance-table';
import { PerformanceTrends } from '../components/performance-trends';
import { TopVideos } from '../components/top-videos';
import { summarizePeriod, trendPoints } from '../lib/analytics-summary';
import { downloadText } from '@/lib/download';
import { performanceCsv } from '../lib/performance-csv';
import { SampleDataNotice } from '@/components/sample-data-notice';

const periodOptions = analyticsPeriods.map((period) => ({ value: period, label: period }));

/** Analytics: the period's figures, trends, audience, top videos and daily details (sample data). */
export function AnalyticsScreen() {
  const [period, setPeriod] = useState<AnalyticsPeriod>('30d');
  const summary = useMemo(() => summarizePeriod(period), [period]);
  const points = useMemo(() => trendPoints(period, summary.days), [period, summary.days]);

  const exportReport = () => {
    downloadText(performanceCsv(summary.days), `campaign-performance-${period}.csv`, 'text/csv');
    toast.success(`Downloaded ${summary.days.length} days of campaign performance`);
  };

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Analytics
          </h1>
          <p className="text-slate-600">
            Campaign performance, {analyticsPeriodLabels[period].toLowerCase()}.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SegmentedControl label="Period" value={period} options={periodOptions} onChange={setPeriod} />
          <Button onClick={exportReport}>
            <Download className="size-4" aria-hidden /> Export Report
          </Button>
        </div>
      </div>
      <SampleDataNotice>The campaign figures are examples, not your channel’s numbers.</SampleDataNotice>

      <AnalyticsKpis summary={summary} />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <PerformanceTrends
            points={points}
            periodLabel={analyticsPeriodLabels[period]}
            byMonth={period === '1y'}
          />
          <TopVideos />
        </div>
        <div className="min-w-0">
          <AudienceDemographics />
        </div>
      </div>

      <DailyPerformanceTable key={period} days={summary.days} totals={summary.totals} />
    </div>
  );
}
