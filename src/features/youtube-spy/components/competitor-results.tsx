import { Card } from '@/components/ui/card';
import { formatChange, formatCompact, formatNumber } from '@/lib/format/metrics';
import type { CompetitorAnalysis } from '@/services/research/research-types';
import { textClass, trendTone } from '../lib/tones';
import { StatTile, TagList } from './stat-tile';

/** A competitor's profile: figures, top content and content strategy. */
export function CompetitorResults({ analysis }: { analysis: CompetitorAnalysis }) {
  const growthTone = trendTone(analysis.recentGrowth >= 0 ? 'up' : 'down');
  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6" aria-labelledby="competitor-name">
        <h2 id="competitor-name" className="text-xl font-bold text-slate-900">
          {analysis.channelName}
        </h2>
        <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatTile label="Subscribers" value={formatCompact(analysis.subscribers)} />
          <StatTile label="Total views" value={formatCompact(analysis.totalViews)} />
          <StatTile label="Average views" value={formatNumber(analysis.avgViews)} />
          <StatTile
            label="Upload frequency"
            value={<span className="text-base">{analysis.uploadFrequency}</span>}
          />
        </dl>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0 p-5 sm:p-6" aria-labelledby="top-content-heading">
          <h3 id="top-content-heading" className="text-lg font-semibold text-slate-900">
            Top performing content
          </h3>
          <ol className="mt-3 divide-y divide-slate-100">
            {analysis.topPerformingContent.map((item) => (
              <li
                key={item.title}
                className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3"
              >
                <p className="min-w-0 font-medium text-slate-900">{item.title}</p>
                <p className="text-sm text-slate-600 tabular-nums">
                  {formatCompact(item.views)} views · {item.engagement.toFixed(1)}% engagement
                </p>
              </li>
            ))}
          </ol>
        </Card>
        <Card className="min-w-0 p-5 sm:p-6" aria-labelledby="strategy-heading">
          <h3 id="strategy-heading" className="text-lg font-semibold text-slate-900">
            Content strategy
          </h3>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-slate-600">Average duration</dt>
              <dd className="font-semibold text-slate-900">{analysis.contentStrategy.avgDuration}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Best upload time</dt>
              <dd className="font-semibold text-slate-900">{analysis.contentStrategy.bestUploadTime}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Thumbnail style</dt>
              <dd className="font-semibold text-slate-900">{analysis.contentStrategy.thumbnailStyle}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Recent growth (30 days)</dt>
              <dd
                data-testid="recent-growth"
                data-tone={growthTone}
                className={`font-semibold ${textClass[growthTone]}`}
              >
                {formatChange(analysis.recentGrowth)}
              </dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="mb-1 text-slate-600">Top tags</dt>
              <dd>
                <TagList tags={analysis.contentStrategy.topTags} label="Top tags" />
              </dd>
            </div>
          </dl>
        </Card>
      </div>
    </div>
  );
}
