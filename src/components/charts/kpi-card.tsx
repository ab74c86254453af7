import { TrendingDown, TrendingUp } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatChange } from '@/lib/format/metrics';

/**
 * A headline figure with its change versus the previous period. `lowerIsBetter` (costs such as
 * CPA) turns a fall green and a rise red.
 */
export function KpiCard({
  label,
  value,
  change,
  comparedTo,
  lowerIsBetter = false,
  icon,
}: {
  label: string;
  value: string;
  /** Percent change versus the previous period; null when there is nothing to compare with (none shown). */
  change: number | null;
  /** What the change is measured against, e.g. "vs last month". */
  comparedTo: string;
  lowerIsBetter?: boolean;
  icon?: ReactNode;
}) {
  const good = change === null || change === 0 ? null : change > 0 !== lowerIsBetter;
  const Trend = change !== null && change < 0 ? TrendingDown : TrendingUp;
  const labelId = useId();
  // Named by its label, so a screen reader (and a test) finds the "Clicks" card as a region.
  return (
    <Card className="min-w-0 p-5" aria-labelledby={labelId}>
      <div className="flex items-start justify-between gap-2">
        <p id={labelId} className="text-sm font-medium text-slate-600">
          {label}
        </p>
        {icon}
      </div>
      <p className="mt-2 text-2xl font-bold text-slate-900">{value}</p>
      {change !== null && (
        <p
          className={cn(
            'mt-1 flex flex-wrap items-center gap-1 text-sm font-medium',
            good === null ? 'text-slate-600' : good ? 'text-emerald-700' : 'text-red-700',
          )}
        >
          <Trend className="size-4" aria-hidden />
          {formatChange(change)} <span className="font-normal text-slate-600">{comparedTo}</span>
        </p>
      )}
    </Card>
  );
}
