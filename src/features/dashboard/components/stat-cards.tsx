import { TrendingDown, TrendingUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { sampleChannelStats, type SampleStat } from '@/data/dashboard-home';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/metrics';

/** A channel figure that is an example until a channel is connected: marked "Sample". */
function SampleStatCard({ stat }: { stat: SampleStat }) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-slate-600">{stat.label}</p>
        <Badge variant="warning">Sample</Badge>
      </div>
      <p className="mt-2 text-2xl font-bold">{stat.value}</p>
      <p
        className={cn(
          'mt-1 flex items-center gap-1 text-sm font-medium',
          stat.trend === 'up' ? 'text-emerald-700' : 'text-red-600',
        )}
      >
        {stat.trend === 'up' ? (
          <TrendingUp className="size-4" aria-hidden />
        ) : (
          <TrendingDown className="size-4" aria-hidden />
        )}
        {stat.change} <span className="font-normal text-slate-600">this month</span>
      </p>
    </Card>
  );
}

/** The workspace's own video count; a dash until it is known. */
function VideosCreatedCard({ count, failed }: { count: number | undefined; failed: boolean }) {
  return (
    <Card className="p-5">
      <p className="text-sm text-slate-600">Videos Created</p>
      <p className="mt-2 text-2xl font-bold" data-testid="videos-created">
        {count === undefined ? '–' : formatNumber(count)}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        {failed ? 'Could not count the videos' : 'in this workspace'}
      </p>
    </Card>
  );
}

/** The four stat cards: three sample channel figures and the workspace's real video count. */
export function StatCards({
  videoCount,
  countFailed,
}: {
  videoCount: number | undefined;
  countFailed: boolean;
}) {
  return (
    <section aria-label="Channel statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <SampleStatCard stat={sampleChannelStats.totalViews} />
      <SampleStatCard stat={sampleChannelStats.subscribers} />
      <VideosCreatedCard count={videoCount} failed={countFailed} />
      <SampleStatCard stat={sampleChannelStats.engagementRate} />
    </section>
  );
}
