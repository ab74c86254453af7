import { DollarSign, Eye, MousePointerClick, Percent, Target, Wallet } from 'lucide-react';
import { KpiCard } from '@/components/charts/kpi-card';
import {
  formatCompact,
  formatMoney,
  formatNumber,
  formatPercent,
  formatWholeMoney,
} from '@/lib/format/metrics';
import type { PeriodSummary } from '../lib/analytics-summary';

const iconClass = 'size-5 text-brand-600';

/** The six headline figures of the period, each against the period before. */
export function AnalyticsKpis({ summary }: { summary: PeriodSummary }) {
  const { totals, changes } = summary;
  const vs = 'vs previous period';
  const cards = [
    { label: 'Total Views', value: formatCompact(totals.views), change: changes.views, icon: Eye },
    { label: 'Clicks', value: formatNumber(totals.clicks), change: changes.clicks, icon: MousePointerClick },
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
  ];
  return (
    <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map(({ icon: Icon, ...card }) => (
        <KpiCard
          key={card.label}
          {...card}
          comparedTo={vs}
          icon={<Icon className={iconClass} aria-hidden />}
        />
      ))}
    </section>
  );
}
