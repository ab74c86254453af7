import { DollarSign, Eye, Target, Wallet } from 'lucide-react';
import { KpiCard } from '@/components/charts/kpi-card';
import { formatCompact, formatMoney, formatNumber, formatWholeMoney } from '@/lib/format/metrics';
import type { CampaignSummary } from '../lib/campaign-summary';

const iconClass = 'size-5 text-brand-600';

/** Total Spend, Impressions, Conversions and Avg. CPA, each against last month. */
export function CampaignSummaryCards({ summary }: { summary: CampaignSummary }) {
  const vs = 'vs last month';
  return (
    <section aria-label="Campaign summary" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <KpiCard
        label="Total Spend"
        value={formatWholeMoney(summary.spent)}
        change={summary.changes.spent}
        comparedTo={vs}
        icon={<Wallet className={iconClass} aria-hidden />}
      />
      <KpiCard
        label="Impressions"
        value={formatCompact(summary.impressions)}
        change={summary.changes.impressions}
        comparedTo={vs}
        icon={<Eye className={iconClass} aria-hidden />}
      />
      <KpiCard
        label="Conversions"
        value={formatNumber(summary.conversions)}
        change={summary.changes.conversions}
        comparedTo={vs}
        icon={<Target className={iconClass} aria-hidden />}
      />
      <KpiCard
        label="Avg. CPA"
        value={formatMoney(summary.avgCpa)}
        change={summary.changes.avgCpa}
        comparedTo={vs}
        lowerIsBetter
        icon={<DollarSign className={iconClass} aria-hidden />}
      />
    </section>
  );
}
