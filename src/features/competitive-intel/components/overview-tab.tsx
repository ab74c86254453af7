import { Plus, TrendingDown, TrendingUp } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  adLibraryAsOf,
  sampleCompetitorAds,
  sampleCompetitors,
  type CompetitorAlert,
} from '@/data/competitive-intel';
import { cn } from '@/lib/cn';
import { formatChange, formatCompact, formatNumber } from '@/lib/format/metrics';
import { marketOverview } from '../lib/market-overview';
import { AlertItem } from './alert-item';
import { CompetitorAvatar } from './competitor-avatar';

// The Overview shows the first three alerts.
const RECENT_ALERTS = 3;

/** Tracked competitors, the Market Overview card and the first three alerts. */
export function OverviewTab({ alerts }: { alerts: readonly CompetitorAlert[] }) {
  const market = marketOverview(sampleCompetitors, sampleCompetitorAds, adLibraryAsOf);
  const marketFigures = [
    { label: 'Combined subscribers', value: formatCompact(market.combinedSubscribers) },
    { label: 'Average views per video', value: formatCompact(market.averageViews) },
    { label: 'Average 30-day growth', value: formatChange(market.averageGrowth) },
    { label: 'Ads found in the last 30 days', value: formatNumber(market.adsLast30Days) },
    { label: 'Most common category', value: market.topCategory },
  ];
  const recent = alerts.slice(0, RECENT_ALERTS);

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="min-w-0 lg:col-span-2" aria-labelledby="tracked-heading">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="tracked-heading" className="text-lg font-semibold text-slate-900">
            Tracked Competitors
          </h2>
          <Button variant="secondary" onClick={() => toast('Adding competitors is coming soon')}>
            <Plus className="size-4" aria-hidden /> Add Competitor
          </Button>
        </div>
        <ul className="mt-4 divide-y divide-slate-100">
          {sampleCompetitors.map((competitor) => {
            const growing = competitor.recentGrowth >= 0;
            return (
              <li key={competitor.id} className="flex flex-wrap items-center gap-3 py-4 sm:flex-nowrap">
                <CompetitorAvatar competitor={competitor} />
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{competitor.name}</p>
                  <p className="text-sm text-slate-600">
                    {competitor.channelHandle} · {competitor.uploadFrequency}
                  </p>
                  <ul className="mt-1 flex flex-wrap gap-1" aria-label="Top categories">
                    {competitor.topCategories.map((category) => (
                      <li
                        key={category}
                        className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
                      >
                        {category}
                      </li>
                    ))}
                  </ul>
                </div>
                <dl className="grid w-full grid-cols-3 gap-3 text-sm sm:w-auto sm:text-right">
                  <div>
                    <dt className="text-xs text-slate-600">Subscribers</dt>
                    <dd className="font-semibold text-slate-900">{formatCompact(competitor.subscribers)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">Avg. views</dt>
                    <dd className="font-semibold text-slate-900">{formatCompact(competitor.avgViews)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">Growth</dt>
                    <dd
                      className={cn(
                        'flex items-center gap-1 font-semibold sm:justify-end',
                        growing ? 'text-emerald-700' : 'text-red-700',
                      )}
                    >
                      {growing ? (
                        <TrendingUp className="size-3.5" aria-hidden />
                      ) : (
                        <TrendingDown className="size-3.5" aria-hidden />
                      )}
                      {formatChange(competitor.recentGrowth)}
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      </Card>

      <div className="min-w-0 space-y-6">
        <Card aria-labelledby="market-heading">
          <h2 id="market-heading" className="text-lg font-semibold text-slate-900">
            Market Overview
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            {marketFigures.map((figure) => (
              <div key={figure.label} className="flex items-baseline justify-between gap-3">
                <dt className="text-slate-600">{figure.label}</dt>
                <dd className="font-semibold text-slate-900">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card aria-labelledby="recent-alerts-heading">
          <h2 id="recent-alerts-heading" className="text-lg font-semibold text-slate-900">
            Recent Alerts
          </h2>
          {recent.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">No alerts right now.</p>
          ) : (
            <ul className="mt-4 space-y-3">
              {recent.map((alert) => (
                <AlertItem key={alert.id} alert={alert} />
              ))}
            </ul>
          )}
        </Card>
      </div>
    </div>
  );
}
