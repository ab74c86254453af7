import { Clock } from 'lucide-react';
import type { Competitor, CompetitorAd } from '@/data/competitive-intel';
import { cn } from '@/lib/cn';
import { formatCompact, formatPercent, formatWholeMoney } from '@/lib/format/metrics';

const published = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** One competitor ad: artwork, who ran it, its hook and call to action, and its metrics. */
export function AdCard({ ad, competitor }: { ad: CompetitorAd; competitor?: Competitor }) {
  const metrics = [
    { label: 'Views', value: formatCompact(ad.views) },
    { label: 'Likes', value: formatCompact(ad.likes) },
    { label: 'Comments', value: formatCompact(ad.comments) },
    { label: 'CTR', value: formatPercent(ad.ctr) },
    { label: 'Engagement', value: formatPercent(ad.engagement) },
    { label: 'Est. spend', value: formatWholeMoney(ad.adSpend) },
  ];
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className={cn('relative aspect-video bg-gradient-to-br', ad.thumbnail)} aria-hidden>
        <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded bg-slate-900/80 px-1.5 py-0.5 text-xs font-medium text-white">
          <Clock className="size-3" /> {ad.duration}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 className="font-semibold text-slate-900">{ad.title}</h3>
          <p className="text-sm text-slate-600">
            {competitor?.name ?? 'Unknown channel'} ·{' '}
            {published.format(Date.parse(`${ad.publishedDate}T00:00:00Z`))}
          </p>
        </div>
        <p className="text-sm text-slate-700">
          <span className="font-medium">Hook:</span> “{ad.hook}”
        </p>
        <p className="text-sm text-slate-700">
          <span className="font-medium">CTA:</span> {ad.cta}
        </p>
        <dl className="grid grid-cols-3 gap-2 text-sm">
          {metrics.map((metric) => (
            <div key={metric.label} className="rounded-lg bg-slate-50 p-2">
              <dt className="text-xs text-slate-600">{metric.label}</dt>
              <dd className="font-semibold text-slate-900">{metric.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-auto flex flex-wrap gap-1" aria-label="Tags">
          {ad.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">
              #{tag}
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
