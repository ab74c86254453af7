import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { trackedKeywords } from '@/data/keywords';
import { cn } from '@/lib/cn';
import { formatNumber, formatPercent } from '@/lib/format/metrics';
import { tdClass, thClass } from '../lib/field-styles';
import { rankChange } from '../lib/keyword-rules';
import { SummaryCards } from './summary-cards';
import { TableScroll } from './table-scroll';

/** A rank change: positive green and up, negative red and down, zero neutral. */
export function RankChange({ change }: { change: number }) {
  if (change > 0) {
    return (
      <span
        data-testid="rank-change"
        className="inline-flex items-center gap-1 font-semibold text-emerald-700"
      >
        <ArrowUp className="size-4" aria-hidden />
        <span className="sr-only">Up</span>+{change}
      </span>
    );
  }
  if (change < 0) {
    return (
      <span data-testid="rank-change" className="inline-flex items-center gap-1 font-semibold text-red-700">
        <ArrowDown className="size-4" aria-hidden />
        <span className="sr-only">Down</span>
        {change}
      </span>
    );
  }
  return (
    <span data-testid="rank-change" className="inline-flex items-center gap-1 text-slate-600">
      <Minus className="size-4" aria-hidden />
      <span className="sr-only">No change</span>0
    </span>
  );
}

/** Rank tracking: summary cards and the rankings table. */
export function RankTrackingTab() {
  const changes = trackedKeywords.map((k) => rankChange(k.previousRank, k.currentRank));
  const average = trackedKeywords.reduce((sum, k) => sum + k.currentRank, 0) / trackedKeywords.length;

  return (
    <div className="space-y-6">
      <SummaryCards
        label="Ranking summary"
        items={[
          { label: 'Tracked Keywords', value: String(trackedKeywords.length) },
          { label: 'Avg. Position', value: average.toFixed(1) },
          {
            label: 'Top 10 Rankings',
            value: String(trackedKeywords.filter((k) => k.currentRank <= 10).length),
          },
          { label: 'Improved', value: String(changes.filter((change) => change > 0).length) },
        ]}
      />
      <Card className="p-0">
        <h2 className="p-5 pb-3 text-lg font-semibold text-slate-900">Keyword Rankings</h2>
        <TableScroll label="Keyword rankings">
          <table className="w-full min-w-[54rem]">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={thClass}>
                  Keyword
                </th>
                <th scope="col" className={cn(thClass, 'text-right')}>
                  Rank
                </th>
                <th scope="col" className={cn(thClass, 'text-right')}>
                  Previous
                </th>
                <th scope="col" className={thClass}>
                  Change
                </th>
                <th scope="col" className={cn(thClass, 'text-right')}>
                  Best
                </th>
                <th scope="col" className={thClass}>
                  URL
                </th>
                <th scope="col" className={cn(thClass, 'text-right')}>
                  Volume
                </th>
                <th scope="col" className={cn(thClass, 'text-right')}>
                  Clicks
                </th>
                <th scope="col" className={cn(thClass, 'text-right')}>
                  Impressions
                </th>
                <th scope="col" className={cn(thClass, 'text-right')}>
                  CTR
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {trackedKeywords.map((k) => (
                <tr key={k.keyword}>
                  <th scope="row" className={cn(tdClass, 'text-left font-medium text-slate-900')}>
                    {k.keyword}
                  </th>
                  <td className={cn(tdClass, 'text-right font-semibold text-slate-900')}>{k.currentRank}</td>
                  <td className={cn(tdClass, 'text-right')}>{k.previousRank}</td>
                  <td className={tdClass}>
                    <RankChange change={rankChange(k.previousRank, k.currentRank)} />
                  </td>
                  <td className={cn(tdClass, 'text-right')}>{k.bestRank}</td>
                  <td className={cn(tdClass, 'font-mono text-xs')}>{k.url}</td>
                  <td className={cn(tdClass, 'text-right')}>{formatNumber(k.searchVolume)}</td>
                  <td className={cn(tdClass, 'text-right')}>{formatNumber(k.clicks)}</td>
                  <td className={cn(tdClass, 'text-right')}>{formatNumber(k.impressions)}</td>
                  <td className={cn(tdClass, 'text-right')}>{formatPercent(k.ctr)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Card>
    </div>
  );
}
