import { Card } from '@/components/ui/card';
import { topVideos } from '@/data/analytics';
import { formatCompact, formatPercent, formatWholeMoney } from '@/lib/format/metrics';

/** The best videos with their views, CTR, watch time, engagement and revenue. */
export function TopVideos() {
  return (
    <Card className="min-w-0" aria-labelledby="top-videos-heading">
      <h2 id="top-videos-heading" className="text-lg font-semibold text-slate-900">
        Top Performing Videos
      </h2>
      <ol className="mt-4 divide-y divide-slate-100">
        {topVideos.map((video, index) => (
          <li key={video.title} className="flex gap-3 py-3">
            <span
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700"
              aria-hidden
            >
              {index + 1}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">{video.title}</p>
              <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
                <div className="flex gap-1">
                  <dt>Views</dt>
                  <dd className="font-semibold text-slate-900">{formatCompact(video.views)}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>CTR</dt>
                  <dd className="font-semibold text-slate-900">{formatPercent(video.ctr)}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>Avg. view</dt>
                  <dd className="font-semibold text-slate-900">{video.avgViewDuration}</dd>
                </div>
                <div className="flex gap-1">
                  <dt>Engagement</dt>
                  <dd className="font-semibold text-slate-900">{video.engagement.toFixed(1)}%</dd>
                </div>
                <div className="flex gap-1">
                  <dt>Revenue</dt>
                  <dd className="font-semibold text-slate-900">{formatWholeMoney(video.revenue)}</dd>
                </div>
              </dl>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
