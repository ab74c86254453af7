import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { trackedKeywords } from '@/data/keywords';
import { formatNumber, formatPercent } from '@/lib/format/metrics';
import { Table, TableCell, TableHead, TableRowHeader } from '@/components/ui/table';
import { rankChange } from '../lib/keyword-rules';
import { SummaryCards } from './summary-cards';

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
        <Table label="Keyword rankings" className="w-full min-w-[54rem]">
          <thead className="bg-slate-50">
            <tr>
              <TableHead>Keyword</TableHead>
              <TableHead className="text-right">Rank</TableHead>
              <TableHead className="text-right">Previous</TableHead>
              <TableHead>Change</TableHead>
              <TableHead className="text-right">Best</TableHead>
              <TableHead>URL</TableHead>
              <TableHead className="text-right">Volume</TableHead>
              <TableHead className="text-right">Clicks</TableHead>
              <TableHead className="text-right">Impressions</TableHead>
              <TableHead className="text-right">CTR</TableHead>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {trackedKeywords.map((k) => (
              <tr key={k.keyword}>
                <TableRowHeader className="whitespace-nowrap text-left font-medium text-slate-900">
                  {k.keyword}
                </TableRowHeader>
                <TableCell className="whitespace-nowrap text-right font-semibold text-slate-900">
                  {k.currentRank}
                </TableCell>
                <TableCell className="whitespace-nowrap text-right">{k.previousRank}</TableCell>
                <TableCell className="whitespace-nowrap">
                  <RankChange change={rankChange(k.previousRank, k.currentRank)} />
                </TableCell>
                <TableCell className="whitespace-nowrap text-right">{k.bestRank}</TableCell>
                <TableCell className="whitespace-nowrap font-mono text-xs">{k.url}</TableCell>
                <TableCell className="whitespace-nowrap text-right">{formatNumber(k.searchVolume)}</TableCell>
                <TableCell className="whitespace-nowrap text-right">{formatNumber(k.clicks)}</TableCell>
                <TableCell className="whitespace-nowrap text-right">{formatNumber(k.impressions)}</TableCell>
                <TableCell className="whitespace-nowrap text-right">{formatPercent(k.ctr)}</TableCell>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
    </div>
  );
}
