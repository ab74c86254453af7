import { useState } from 'react';
import { SegmentedControl } from '@/components/charts/segmented-control';
import { TrendChart } from '@/components/charts/trend-chart';
import { Card } from '@/components/ui/card';
import { formatCompact, formatNumber, formatWholeMoney } from '@/lib/format/metrics';
import type { TrendMetric, TrendPoint } from '../lib/analytics-summary';

const metricOptions: readonly { value: TrendMetric; label: string }[] = [
  { value: 'views', label: 'Views' },
  { value: 'clicks', label: 'Clicks' },
  { value: 'conversions', label: 'Conversions' },
  { value: 'spend', label: 'Spend' },
];

const colors: Record<TrendMetric, string> = {
  views: '#4f46e5',
  clicks: '#0284c7',
  conversions: '#059669',
  spend: '#d97706',
};

/** The Performance Trends chart with its metric switch. */
export function PerformanceTrends({
  points,
  periodLabel,
  byMonth,
}: {
  points: readonly TrendPoint[];
  periodLabel: string;
  /** The points are months (the year view), not days. */
  byMonth: boolean;
}) {
  const [metric, setMetric] = useState<TrendMetric>('views');
  const label = metricOptions.find((option) => option.value === metric)?.label ?? metric;
  const money = metric === 'spend';
  return (
    <Card className="min-w-0" aria-labelledby="trends-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="trends-heading" className="text-lg font-semibold text-slate-900">
          Performance Trends
        </h2>
        <SegmentedControl label="Metric" value={metric} options={metricOptions} onChange={setMetric} />
      </div>
      <div className="mt-4">
        <TrendChart
          title={`${label}, ${periodLabel.toLowerCase()}`}
          variant="area"
          categoryLabel={byMonth ? 'Month' : 'Date'}
          data={points.map((point) => ({ label: point.label, [metric]: point[metric] }))}
          series={[{ key: metric, label, color: colors[metric] }]}
          formatValue={money ? (value) => formatWholeMoney(value) : formatNumber}
          formatAxis={money ? (value) => `$${formatCompact(value)}` : formatCompact}
        />
      </div>
    </Card>
  );
}
