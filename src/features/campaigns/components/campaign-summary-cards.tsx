import { DollarSign, Eye, Target, Wallet } from 'lucide-react';
import { KpiGrid } from '@/components/charts/kpi-grid';
import { formatCompact, formatMoney, formatNumber, formatWholeMoney } from '@/lib/format/metrics';
import type { CampaignSummary } from '../lib/campaign-summary';

/** Total Spend, Impressions, Conversions and Avg. CPA, each against last month when it had campaigns. */
export function CampaignSummaryCards({ summary }: { summary: CampaignSummary }) {
  return (
    <KpiGrid
      label="Campaign summary"
      comparedTo="vs last month"
      figures={[
        {
          label: 'Total Spend',
          value: formatWholeMoney(summary.spent),
          change: summary.changes.spent,
          icon: Wallet,
        },
        {
          label: 'Impressions',
          value: formatCompact(summary.impressions),
          change: summary.changes.impressions,
          icon: Eye,
        },
        {
          label: 'Conversions',
          value: formatNumber(summary.conversions),
          change: summary.changes.conversions,
          icon: Target,
        },
        {
          label: 'Avg. CPA',
          value: summary.avgCpa === null ? '—' : formatMoney(summary.avgCpa),
          change: summary.changes.avgCpa,
          icon: DollarSign,
          lowerIsBetter: true,
        },
      ]}
    />
  );
}
