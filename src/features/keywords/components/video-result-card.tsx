import { Bookmark, BookmarkCheck, Eye, ListPlus, Mail, Play } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import type { VideoPlacement } from '@/data/keywords';
import { cn } from '@/lib/cn';
import { formatCompact, formatPercent, formatWholeMoney } from '@/lib/format/metrics';
import { opportunityClass } from '../lib/keyword-rules';

const published = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const publishedOn = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return published.format(new Date(year, month - 1, day));
};

/** One video placement result with its figures and actions. */
export function VideoResultCard({
  video,
  contact,
  saved,
  onSave,
}: {
  video: VideoPlacement;
  /** The channel's contact address, when known. */
  contact: string | null;
  saved: boolean;
  onSave: () => void;
}) {
  return (
    <article
      aria-labelledby={`video-${video.id}`}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      <div
        className={cn(
          'relative flex aspect-video items-center justify-center bg-gradient-to-br',
          video.thumbnail,
        )}
      >
        <Play className="size-10 text-white/90" aria-hidden />
        <span className="absolute right-2 bottom-2 rounded bg-slate-900/85 px-1.5 py-0.5 text-xs font-medium text-white">
          <span className="sr-only">Duration </span>
          {video.duration}
        </span>
        {video.trending && (
          <span className="absolute top-2 left-2 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-red-700">
            Trending
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={`video-${video.id}`} className="font-semibold break-words text-slate-900">
            {video.title}
          </h3>
          <p className="text-sm text-slate-600">
            {video.channel} · {formatCompact(video.channelSubscribers)} subscribers
          </p>
          <p className="text-xs text-slate-600">
            {formatCompact(video.views)} views · {publishedOn(video.publishedDate)}
          </p>
        </div>
        <p className="text-sm text-slate-700">{video.description}</p>
        <dl className="grid grid-cols-3 gap-2 text-center text-xs">
          <div className="rounded-lg bg-slate-50 p-2">
            <dt className="text-slate-600">CTR</dt>
            <dd className="font-semibold text-slate-900">{formatPercent(video.metrics.ctr)}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-2">
            <dt className="text-slate-600">Avg. view</dt>
            <dd className="font-semibold text-slate-900">{video.metrics.avgViewDuration}</dd>
          </div>
          <div className="rounded-lg bg-slate-50 p-2">
            <dt className="text-slate-600">Engagement</dt>
            <dd className="font-semibold text-slate-900">{video.metrics.engagement.toFixed(1)}%</dd>
          </div>
        </dl>
        <p className="text-xs text-slate-600">
          {formatCompact(video.engagement.likes)} likes · {formatCompact(video.engagement.comments)} comments
          · {formatCompact(video.engagement.shares)} shares
        </p>
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 font-semibold capitalize',
              opportunityClass[video.placementOpportunity],
            )}
          >
            {video.placementOpportunity} opportunity
          </span>
          <span className="text-slate-700">Est. {formatWholeMoney(video.estimatedCost)}</span>
          <span className="text-slate-700">{video.audienceMatch}% audience match</span>
        </div>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          {contact ? (
            <a
              href={`mailto:${contact}?subject=${encodeURIComponent(`Placement on “${video.title}”`)}`}
              className="col-span-2 inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              <Mail className="size-4" aria-hidden /> Contact for Placement
            </a>
          ) : (
            <Button className="col-span-2" onClick={() => toast('Contacting this channel is coming soon')}>
              <Mail className="size-4" aria-hidden /> Contact for Placement
            </Button>
          )}
          <Button
            variant="secondary"
            className="px-2"
            onClick={() => toast('Video previews are coming soon')}
            aria-label={`View ${video.title}`}
          >
            <Eye className="size-4" aria-hidden /> View
          </Button>
          <Button
            variant="secondary"
            className="px-2 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 aria-pressed:ring-brand-500"
            onClick={onSave}
            aria-pressed={saved}
            aria-label={`Save ${video.title}`}
          >
            {saved ? (
              <BookmarkCheck className="size-4" aria-hidden />
            ) : (
              <Bookmark className="size-4" aria-hidden />
            )}
            Save
          </Button>
          <Button
            variant="ghost"
            className="col-span-2 px-2"
            onClick={() => toast('Placement lists are coming soon')}
            aria-label={`Add to List: ${video.title}`}
          >
            <ListPlus className="size-4" aria-hidden /> Add to List
          </Button>
        </div>
      </div>
    </article>
  );
}
