import type { DailyMetrics } from '@/data/analytics';
import { clickThroughRate, costPer } from '@/lib/format/metrics';

/** The daily table as CSV: one header line, then one line per day (plain numbers, no separators). */
export function performanceCsv(days: readonly DailyMetrics[]): string {
  const lines = [['Date', 'Views', 'Clicks', 'CTR (%)', 'Conversions', 'Spend (USD)', 'CPA (USD)'].join(',')];
  for (const day of days) {
    lines.push(
      [
        day.date,
        day.views,
        day.clicks,
        clickThroughRate(day.clicks, day.views).toFixed(2),
        day.conversions,
        day.spend.toFixed(2),
        costPer(day.spend, day.conversions).toFixed(2),
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
