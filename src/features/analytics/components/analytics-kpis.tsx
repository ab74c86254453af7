import { DollarSign, Eye, MousePointerClick, Percent, Target, Wallet } from 'lucide-react';
import { KpiGrid } from '@/components/charts/kpi-grid';
import {
  formatCompact,
  formatMoney,
  formatNumber,
  formatPercent,
  formatWholeMoney,
} from '@/lib/format/metrics';
import type { PeriodSummary } from '../lib/analytics-summary';

/** The six headline figures of the period, each against the period before. */
export function AnalyticsKpis({ summary }: { summary: PeriodSummary }) {
  const { totals, changes } = summary;
  return (
    <KpiGrid
      label="Key figures"
      comparedTo="vs previous period"
      columns={3}
      figures={[
        { label: 'Total Views', value: formatCompact(totals.views), change: changes.views, icon: Eye },
        {
          label: 'Clicks',
          value: formatNumber(totals.clicks),
          change: changes.clicks,
          icon: MousePointerClick,
        },
        { label: 'Click-Through Rate', value: formatPercent(totals.ctr), change: changes.ctr, icon: Percent },
        {
          label: 'Conversions',
          value: formatNumber(totals.conversions),
          change: changes.conversions,
          icon: Target,
        },
        { label: 'Ad Spend', value: formatWholeMoney(totals.spend), change: changes.spend, icon: Wallet },
        {
          label: 'Cost per Conversion',
          value: formatMoney(totals.cpa),
          change: changes.cpa,
          icon: DollarSign,
          lowerIsBetter: true,
        },
      ]}
    />
  );
}
