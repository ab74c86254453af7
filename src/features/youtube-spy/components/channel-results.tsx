import { Card } from '@/components/ui/card';
import { Table } from '@/components/ui/table';
import { formatCompact, formatNumber } from '@/lib/format/metrics';
import type { ChannelAnalytics } from '@/services/research/research-types';
import { textClass, trendTone } from '../lib/tones';
import { StatTile, TagList } from './stat-tile';

const growthClass = (signed: string) => textClass[trendTone(signed.startsWith('-') ? 'down' : 'up')];

/** A channel's overview, performance, content analysis and top videos. */
export function ChannelResults({ analytics }: { analytics: ChannelAnalytics }) {
  const { overview, performance, contentAnalysis } = analytics;
  return (
    <div className="space-y-6">
      <Card className="p-5 sm:p-6" aria-labelledby="channel-name">
        <h2 id="channel-name" className="text-xl font-bold text-slate-900">
          {analytics.channelName}
        </h2>
        <h3 className="mt-4 text-sm font-semibold tracking-wide text-slate-600 uppercase">Overview</h3>
        <dl className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatTile label="Subscribers" value={formatCompact(overview.subscribers)} />
          <StatTile label="Total videos" value={formatNumber(overview.totalVideos)} />
          <StatTile label="Total views" value={formatCompact(overview.totalViews)} />
          <StatTile label="Average views" value={formatNumber(overview.avgViews)} />
        </dl>
        <h3 className="mt-6 text-sm font-semibold tracking-wide text-slate-600 uppercase">Performance</h3>
        <dl className="mt-2 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatTile
            label="Views growth"
            value={<span className={growthClass(performance.viewsGrowth)}>{performance.viewsGrowth}</span>}
          />
          <StatTile
            label="Subscriber growth"
            value={
              <span className={growthClass(performance.subscriberGrowth)}>
                {performance.subscriberGrowth}
              </span>
            }
          />
          <StatTile label="Engagement rate" value={`${performance.engagementRate.toFixed(1)}%`} />
          <StatTile label="Upload consistency" value={`${performance.uploadConsistency}%`} />
        </dl>
      </Card>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="min-w-0 p-5 sm:p-6" aria-labelledby="content-analysis-heading">
          <h3 id="content-analysis-heading" className="text-lg font-semibold text-slate-900">
            Content analysis
          </h3>
          <dl className="mt-3 space-y-3 text-sm">
            <div>
              <dt className="text-slate-600">Average duration</dt>
              <dd className="font-semibold text-slate-900">{contentAnalysis.avgDuration}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Upload pattern</dt>
              <dd className="font-semibold text-slate-900">{contentAnalysis.uploadPattern}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Best performing type</dt>
              <dd className="font-semibold text-slate-900">{contentAnalysis.bestPerformingType}</dd>
            </div>
            <div>
              <dt className="mb-1 text-slate-600">Most used tags</dt>
              <dd>
                <TagList tags={contentAnalysis.mostUsedTags} label="Most used tags" />
              </dd>
            </div>
          </dl>
        </Card>
        <Card className="min-w-0 p-5 sm:p-6 lg:col-span-2" aria-labelledby="top-videos-heading">
          <h3 id="top-videos-heading" className="text-lg font-semibold text-slate-900">
            Top videos
          </h3>
          <Table
            label="Top videos table"
            containerClassName="mt-3"
            className="min-w-[520px] text-left text-sm"
          >
            <thead className="border-b border-slate-200 text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-3 font-medium">
                  Title
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Views
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Likes
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  Duration
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-medium">
                  Published
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {analytics.topVideos.map((video) => (
                <tr key={video.title}>
                  <td className="py-2.5 pr-3 font-medium text-slate-900">{video.title}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{formatCompact(video.views)}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{formatCompact(video.likes)}</td>
                  <td className="px-3 py-2.5 text-right tabular-nums">{video.duration}</td>
                  <td className="py-2.5 pl-3 text-right whitespace-nowrap text-slate-600">
                    {video.publishedDate}
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Card>
      </div>
    </div>
  );
}
