import { ExternalLink, Film, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/credits/format';
import type { VideoStatus } from '@/services/video/video-service';
import type { RecentVideosState } from '../lib/use-recent-videos';
import { providerLabel } from '../lib/provider-label';

const statusLook: Record<VideoStatus, { label: string; className: string }> = {
  queued: { label: 'Queued', className: 'bg-slate-100 text-slate-700' },
  processing: { label: 'Processing', className: 'bg-amber-50 text-amber-900' },
  completed: { label: 'Completed', className: 'bg-emerald-50 text-emerald-800' },
  failed: { label: 'Failed', className: 'bg-red-50 text-red-800' },
};

/** The user's latest jobs with their status, newest first. */
export function RecentVideos({ state, onRefresh }: { state: RecentVideosState; onRefresh: () => void }) {
  return (
    <Card aria-labelledby="recent-videos-title" className="p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="recent-videos-title" className="text-lg font-semibold text-slate-900">
          Recent videos
        </h2>
        <Button
          variant="ghost"
          className="px-2.5 py-1.5"
          onClick={onRefresh}
          aria-label="Refresh recent videos"
        >
          <RefreshCw className="size-4" aria-hidden />
        </Button>
      </div>
      {state.phase === 'loading' && <p className="mt-3 text-sm text-slate-600">Loading your videos…</p>}
      {state.phase === 'failed' && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {state.error}
        </p>
      )}
      {state.phase === 'ready' && state.videos.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">
          No videos yet. Your generated videos will be listed here.
        </p>
      )}
      {state.phase === 'ready' && state.videos.length > 0 && (
        <ul className="mt-3 divide-y divide-slate-100">
          {state.videos.map((video) => {
            const look = statusLook[video.status];
            return (
              <li key={video.id} className="flex items-center gap-3 py-3">
                {video.thumbnailUrl ? (
                  <img
                    src={video.thumbnailUrl}
                    alt=""
                    className="h-10 w-16 shrink-0 rounded-md bg-slate-100 object-cover"
                  />
                ) : (
                  <span className="flex h-10 w-16 shrink-0 items-center justify-center rounded-md bg-slate-100">
                    <Film className="size-4 text-slate-600" aria-hidden />
                  </span>
                )}
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <p className="min-w-0 flex-1 basis-40 truncate text-sm font-medium text-slate-900">
                      {video.title || 'Untitled video'}
                    </p>
                    <span
                      className={cn(
                        'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold',
                        look.className,
                      )}
                      data-testid="recent-video-status"
                    >
                      {look.label}
                      {video.status === 'processing' && video.progress > 0 ? ` ${video.progress}%` : ''}
                    </span>
                  </div>
                  <p className="truncate text-xs text-slate-600">
                    {[
                      formatDate(video.createdAt),
                      video.style && video.style.charAt(0).toUpperCase() + video.style.slice(1),
                      video.provider && providerLabel(video.provider),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                  {video.status === 'failed' && video.error && (
                    <p className="truncate text-xs text-red-700" title={video.error}>
                      {video.error}
                    </p>
                  )}
                </div>
                {video.status === 'completed' && video.videoUrl && (
                  <a
                    href={video.videoUrl}
                    target="_blank"
                    rel="noreferrer"
                    className="shrink-0 rounded-lg p-1.5 text-brand-700 hover:bg-brand-50"
                    aria-label={`Watch ${video.title || 'video'} (opens in a new tab)`}
                  >
                    <ExternalLink className="size-4" aria-hidden />
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
