import { Clock, Heart, Target, Users } from 'lucide-react';
import { KpiCard } from '@/components/charts/kpi-card';
import type { AudienceKpis as Kpis } from '@/data/audience-insights';
import { formatNumber, formatPercent } from '@/lib/format/metrics';
import { formatDuration } from '../lib/format-duration';

const iconClass = 'size-5 text-brand-600';

/** Total audience, engagement, watch time and conversion, each against the previous period. */
export function AudienceKpis({ kpis }: { kpis: Kpis }) {
  const vs = 'vs last period';
  return (
    <section aria-label="Audience figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <KpiCard
        label="Total Audience"
        value={formatNumber(kpis.users)}
        change={kpis.changes.users}
        comparedTo={vs}
        icon={<Users className={iconClass} aria-hidden />}
      />
      <KpiCard
        label="Engagement Rate"
        value={formatPercent(kpis.engagementRate)}
        change={kpis.changes.engagementRate}
        comparedTo={vs}
        icon={<Heart className={iconClass} aria-hidden />}
      />
      <KpiCard
        label="Avg. Watch Time"
        value={formatDuration(kpis.watchSeconds)}
        change={kpis.changes.watchTime}
        comparedTo={vs}
        icon={<Clock className={iconClass} aria-hidden />}
      />
      <KpiCard
        label="Conversion Rate"
        value={formatPercent(kpis.conversionRate)}
        change={kpis.changes.conversionRate}
        comparedTo={vs}
        icon={<Target className={iconClass} aria-hidden />}
      />
    </section>
  );
}
