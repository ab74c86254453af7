import { Eye, MessageCircle, ThumbsUp } from 'lucide-react';
import { formatCompact } from '@/lib/format/metrics';
import { cn } from '@/lib/cn';
import type { TrendingVideo } from '@/services/research/research-types';
import { badgeClass, viralScoreTone } from '../lib/tones';
import { TagList } from './stat-tile';
import { VideoThumbnail } from './video-thumbnail';

/** The viral score badge, coloured by the score. */
export function ViralBadge({ score }: { score: number }) {
  const tone = viralScoreTone(score);
  return (
    <span
      data-tone={tone}
      className={cn('rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap ring-1', badgeClass[tone])}
    >
      Viral {score}
    </span>
  );
}

/** Trending video cards. */
export function TrendingResults({ videos }: { videos: readonly TrendingVideo[] }) {
  return (
    <section aria-labelledby="trending-results-heading" className="space-y-4">
      <h2 id="trending-results-heading" className="text-lg font-semibold text-slate-900">
        {videos.length} trending videos
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {videos.map((video) => (
          <li
            key={video.id}
            data-testid="trending-video"
            className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white shadow-sm"
          >
            <VideoThumbnail thumbnail={video.thumbnail} duration={video.duration} />
            <div className="flex flex-1 flex-col gap-3 p-4">
              <div className="flex items-start justify-between gap-2">
                <h3 className="font-semibold text-slate-900">{video.title}</h3>
                <ViralBadge score={video.viralScore} />
              </div>
              <p className="text-sm text-slate-600">
                {video.channel} · {video.publishedDate}
              </p>
              <dl className="grid grid-cols-3 gap-2 text-sm text-slate-700">
                <div className="flex items-center gap-1">
                  <Eye className="size-4 shrink-0 text-slate-500" aria-hidden />
                  <dt className="sr-only">Views</dt>
                  <dd className="tabular-nums">{formatCompact(video.views)}</dd>
                </div>
                <div className="flex items-center gap-1">
                  <ThumbsUp className="size-4 shrink-0 text-slate-500" aria-hidden />
                  <dt className="sr-only">Likes</dt>
                  <dd className="tabular-nums">{formatCompact(video.likes)}</dd>
                </div>
                <div className="flex items-center gap-1">
                  <MessageCircle className="size-4 shrink-0 text-slate-500" aria-hidden />
                  <dt className="sr-only">Comments</dt>
                  <dd className="tabular-nums">{formatCompact(video.comments)}</dd>
                </div>
              </dl>
              <dl className="space-y-2 text-sm">
                <div>
                  <dt className="font-medium text-slate-900">Hook</dt>
                  <dd className="text-slate-700">{video.hook}</dd>
                </div>
                <div>
                  <dt className="font-medium text-slate-900">Call to action</dt>
                  <dd className="text-slate-700">{video.cta}</dd>
                </div>
              </dl>
              <div className="mt-auto flex flex-wrap items-end justify-between gap-2">
                <TagList tags={video.tags} label={`Tags of ${video.title}`} />
                <p className="text-sm font-semibold text-emerald-700">
                  {video.engagement.toFixed(1)}% engagement
                </p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
