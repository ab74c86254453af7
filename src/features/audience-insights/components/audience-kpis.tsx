import { Clock, Heart, Target, Users } from 'lucide-react';
import { KpiGrid } from '@/components/charts/kpi-grid';
import type { AudienceKpis as Kpis } from '@/data/audience-insights';
import { formatNumber, formatPercent } from '@/lib/format/metrics';
import { formatDuration } from '../lib/format-duration';

/** Total audience, engagement, watch time and conversion, each against the previous period. */
export function AudienceKpis({ kpis }: { kpis: Kpis }) {
  return (
    <KpiGrid
      label="Audience figures"
      comparedTo="vs last period"
      figures={[
        { label: 'Total Audience', value: formatNumber(kpis.users), change: kpis.changes.users, icon: Users },
        {
          label: 'Engagement Rate',
          value: formatPercent(kpis.engagementRate),
          change: kpis.changes.engagementRate,
          icon: Heart,
        },
        {
          label: 'Avg. Watch Time',
          value: formatDuration(kpis.watchSeconds),
          change: kpis.changes.watchTime,
          icon: Clock,
        },
        {
          label: 'Conversion Rate',
          value: formatPercent(kpis.conversionRate),
          change: kpis.changes.conversionRate,
          icon: Target,
        },
      ]}
    />
  );
}
