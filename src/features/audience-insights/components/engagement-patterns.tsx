import { TrendChart } from '@/components/charts/trend-chart';
import { Card } from '@/components/ui/card';
import { engagementByTime } from '@/data/audience-insights';
import { formatCompact, formatNumber } from '@/lib/format/metrics';

const series = [
  { key: 'likes', label: 'Likes', color: '#4f46e5' },
  { key: 'comments', label: 'Comments', color: '#059669' },
  { key: 'shares', label: 'Shares', color: '#d97706' },
];

/** Likes, comments and shares by time of day. */
export function EngagementPatterns() {
  return (
    <Card className="min-w-0" aria-labelledby="engagement-heading">
      <h2 id="engagement-heading" className="text-lg font-semibold text-slate-900">
        Engagement Patterns by Time
      </h2>
      <p className="text-sm text-slate-600">Average interactions per hour, Eastern Time.</p>
      <div className="mt-4">
        <TrendChart
          title="Likes, comments and shares by time of day (EST)"
          data={engagementByTime.map(({ time, ...counts }) => ({ label: time, ...counts }))}
          series={series}
          formatValue={formatNumber}
          formatAxis={formatCompact}
          heightClass="h-72"
          categoryLabel="Time (EST)"
        />
      </div>
    </Card>
  );
}
