import { TrendingDown, TrendingUp } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { adminUsers, planDistribution, platformStats, type PlatformStat } from '@/data/admin';
import { cn } from '@/lib/cn';
import { formatChange, formatNumber, formatPercent, formatWholeMoney } from '@/lib/format/metrics';
import { formatDay, titleCase } from '../lib/admin-format';
import { StatusBadge } from './status-badge';

function statValue(stat: PlatformStat): string {
  if (stat.format === 'money') return formatWholeMoney(stat.value);
  if (stat.format === 'percent') return formatPercent(stat.value);
  return formatNumber(stat.value);
}

const planBar: Record<string, string> = {
  free: 'bg-slate-500',
  pro: 'bg-violet-600',
  enterprise: 'bg-amber-500',
};

/** The newest accounts first. */
const recentSignups = [...adminUsers].sort((a, b) => b.joinDate.localeCompare(a.joinDate)).slice(0, 5);

/** Overview: the platform's headline numbers, the plan split and the newest sign-ups. */
export function OverviewTab() {
  const totalOnPlans = planDistribution.reduce((sum, entry) => sum + entry.users, 0);
  return (
    <section aria-labelledby="admin-tab-title" className="space-y-6">
      <h2 id="admin-tab-title" className="sr-only">
        Overview
      </h2>
      <ul aria-label="Platform statistics" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {platformStats.map((stat) => {
          const good = stat.change === 0 || stat.change > 0 === stat.higherIsBetter;
          return (
            <li key={stat.label} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="text-sm text-slate-600">{stat.label}</p>
              <p className="mt-2 text-2xl font-bold text-slate-900">{statValue(stat)}</p>
              <p
                className={cn(
                  'mt-1 flex items-center gap-1 text-sm font-medium',
                  good ? 'text-emerald-700' : 'text-red-700',
                )}
              >
                {stat.change >= 0 ? (
                  <TrendingUp className="size-4" aria-hidden />
                ) : (
                  <TrendingDown className="size-4" aria-hidden />
                )}
                {formatChange(stat.change)} <span className="font-normal text-slate-600">vs last month</span>
              </p>
            </li>
          );
        })}
      </ul>

      <div className="grid gap-6 lg:grid-cols-2">
        <Card aria-labelledby="plan-distribution-title">
          <h3 id="plan-distribution-title" className="text-lg font-semibold text-slate-900">
            Plan Distribution
          </h3>
          <p className="text-sm text-slate-600">{formatNumber(totalOnPlans)} accounts</p>
          <ul className="mt-5 space-y-4">
            {planDistribution.map((entry) => {
              const share = totalOnPlans > 0 ? (entry.users / totalOnPlans) * 100 : 0;
              return (
                <li key={entry.plan}>
                  <div className="mb-1.5 flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-medium text-slate-900">{titleCase(entry.plan)}</span>
                    <span className="text-slate-600">
                      {formatNumber(entry.users)} · {share.toFixed(1)}%
                    </span>
                  </div>
                  <ProgressBar
                    value={entry.users}
                    max={totalOnPlans}
                    label={`${titleCase(entry.plan)} plan`}
                    valueText={`${formatNumber(entry.users)} accounts, ${share.toFixed(1)}%`}
                    barClassName={planBar[entry.plan]}
                  />
                </li>
              );
            })}
          </ul>
        </Card>

        <Card aria-labelledby="recent-signups-title">
          <h3 id="recent-signups-title" className="text-lg font-semibold text-slate-900">
            Recent Signups
          </h3>
          <ul className="mt-3 divide-y divide-slate-100">
            {recentSignups.map((user) => (
              <li key={user.id} className="flex items-center gap-3 py-3">
                <span
                  aria-hidden
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700"
                >
                  {user.name
                    .split(' ')
                    .map((part) => part[0])
                    .join('')}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-slate-900">{user.name}</p>
                  <p className="truncate text-sm text-slate-600">{user.email}</p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <StatusBadge value={user.plan} />
                  <span className="text-xs text-slate-600">{formatDay(user.joinDate)}</span>
                </div>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </section>
  );
}
