import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table } from '@/components/ui/table';
import type { DailyMetrics } from '@/data/analytics';
import { cn } from '@/lib/cn';
import { clickThroughRate, costPer, formatMoney, formatNumber, formatPercent } from '@/lib/format/metrics';
import type { MetricTotals } from '../lib/analytics-summary';

const DAILY_ROWS_SHOWN = 10;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const head = 'px-3 py-3 text-right text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cell = 'px-3 py-2.5 text-right tabular-nums';

/** Day-by-day figures, newest first, with the period's totals in the footer. */
export function DailyPerformanceTable({
  days,
  totals,
}: {
  days: readonly DailyMetrics[];
  totals: MetricTotals;
}) {
  const [showAll, setShowAll] = useState(false);
  const newestFirst = [...days].reverse();
  const rows = showAll ? newestFirst : newestFirst.slice(0, DAILY_ROWS_SHOWN);
  return (
    <Card className="min-w-0 p-0" aria-labelledby="daily-heading">
      <div className="p-6 pb-4">
        <h2 id="daily-heading" className="text-lg font-semibold text-slate-900">
          Daily Campaign Performance Details
        </h2>
        <p className="text-sm text-slate-600">
          {rows.length === days.length
            ? `All ${days.length} days, newest first.`
            : `The latest ${rows.length} of ${days.length} days.`}
        </p>
      </div>
      <Table
        label="Daily campaign performance"
        containerClassName="max-w-full min-w-0"
        aria-labelledby="daily-heading"
        className="min-w-[720px] text-sm"
      >
        <thead className="border-y border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={cn(head, 'text-left')}>
              Date
            </th>
            <th scope="col" className={head}>
              Views
            </th>
            <th scope="col" className={head}>
              Clicks
            </th>
            <th scope="col" className={head}>
              CTR
            </th>
            <th scope="col" className={head}>
              Conversions
            </th>
            <th scope="col" className={head}>
              Spend
            </th>
            <th scope="col" className={head}>
              CPA
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((day) => (
            <tr key={day.date}>
              <th scope="row" className="px-3 py-2.5 text-left font-medium whitespace-nowrap text-slate-900">
                {dateFormat.format(Date.parse(`${day.date}T00:00:00Z`))}
              </th>
              <td className={cell}>{formatNumber(day.views)}</td>
              <td className={cell}>{formatNumber(day.clicks)}</td>
              <td className={cell}>{formatPercent(clickThroughRate(day.clicks, day.views))}</td>
              <td className={cell}>{formatNumber(day.conversions)}</td>
              <td className={cell}>{formatMoney(day.spend)}</td>
              <td className={cell}>{formatMoney(costPer(day.spend, day.conversions))}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900">
          <tr>
            <th scope="row" className="px-3 py-3 text-left">
              Total ({days.length} days)
            </th>
            <td className={cell}>{formatNumber(totals.views)}</td>
            <td className={cell}>{formatNumber(totals.clicks)}</td>
            <td className={cell}>{formatPercent(totals.ctr)}</td>
            <td className={cell}>{formatNumber(totals.conversions)}</td>
            <td className={cell}>{formatMoney(totals.spend)}</td>
            <td className={cell}>{formatMoney(totals.cpa)}</td>
          </tr>
        </tfoot>
      </Table>
      {days.length > DAILY_ROWS_SHOWN && (
        <div className="border-t border-slate-200 p-4 text-center">
          <Button variant="ghost" onClick={() => setShowAll((value) => !value)}>
            {showAll ? 'Show fewer days' : `Show all ${days.length} days`}
          </Button>
        </div>
      )}
    </Card>
  );
}
