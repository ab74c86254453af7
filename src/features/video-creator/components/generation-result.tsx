import { AlertCircle, Clapperboard, Download, Loader2, Plus, RotateCcw, MonitorUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { dashboardPath } from '@/lib/paths';
import type { GenerationState } from '@/services/video/use-video-generation';
import { providerLabel } from '../lib/provider-label';

/** The result area: progress and status, the failure with Try Again, or the finished video. */
export function GenerationResult({
  state,
  downloading,
  onRetry,
  onCreateNew,
  onDownload,
  onUploadToYouTube,
}: {
  state: GenerationState;
  downloading: boolean;
  onRetry: () => void;
  onCreateNew: () => void;
  onDownload: () => void;
  onUploadToYouTube: () => void;
}) {
  return (
    <Card aria-labelledby="result-title" className="p-5 sm:p-6">
      <h2 id="result-title" className="text-lg font-semibold text-slate-900">
        Your video
      </h2>
      <div aria-live="polite" className="mt-3">
        {state.phase === 'idle' && (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
            <Clapperboard className="size-8 text-brand-600" aria-hidden />
            <p className="font-medium text-slate-900">Your video will appear here</p>
            <p className="max-w-sm text-sm text-slate-600">
              Write or pick a script, choose a voice and a style, then Generate Video from Script.
            </p>
          </div>
        )}

        {state.phase === 'generating' && (
          <div className="space-y-3">
            <div className="flex items-center justify-between gap-3 text-sm">
              <p
                className="flex items-center gap-2 font-medium text-slate-900"
                data-testid="generation-status"
              >
                <Loader2 className="size-4 animate-spin text-brand-600" aria-hidden />
                {state.message}
              </p>
              <span className="font-semibold text-slate-900 tabular-nums" data-testid="generation-progress">
                {state.progress}%
              </span>
            </div>
            <ProgressBar
              label="Video generation progress"
              value={state.progress}
              max={100}
              valueText={`${state.progress}%: ${state.message}`}
            />
            <p className="text-sm text-slate-600">
              {state.job ? `Using ${providerLabel(state.job.provider)} API` : 'Starting your video...'}
            </p>
          </div>
        )}

        {state.phase === 'failed' && (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4">
            <p className="flex items-center gap-2 font-semibold text-red-800">
              <AlertCircle className="size-5 shrink-0" aria-hidden />
              Video generation failed
            </p>
            <p className="mt-1 text-sm break-words text-red-800">{state.error}</p>
            {state.job && (
              <p className="mt-1 text-xs text-red-800">Using {providerLabel(state.job.provider)} API</p>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              <Button onClick={onRetry}>
                <RotateCcw className="size-4" aria-hidden />
                Try Again
              </Button>
              <Button variant="secondary" onClick={onCreateNew}>
                Start over
              </Button>
            </div>
          </div>
        )}

        {state.phase === 'completed' && (
          <div className="space-y-3">
            <p className="text-sm font-medium text-emerald-800" data-testid="generation-status">
              {state.message}{' '}
              <span className="text-slate-600">Using {providerLabel(state.job.provider)} API</span>
            </p>
            <ProgressBar
              label="Video generation progress"
              value={100}
              max={100}
              valueText="100%: your video is ready"
              barClassName="bg-emerald-600"
            />
            <video
              key={state.videoUrl}
              src={state.videoUrl}
              poster={state.thumbnailUrl ?? undefined}
              controls
              playsInline
              preload="metadata"
              aria-label="Generated video"
              className="aspect-video w-full rounded-xl bg-slate-900"
            />
            <div className="flex flex-wrap gap-2">
              <Button onClick={onDownload} disabled={downloading}>
                {downloading ? (
                  <Loader2 className="size-4 animate-spin" aria-hidden />
                ) : (
                  <Download className="size-4" aria-hidden />
                )}
                Download Video
              </Button>
              <Button variant="secondary" onClick={onUploadToYouTube}>
                <MonitorUp className="size-4" aria-hidden />
                Upload to YouTube
              </Button>
              <Button variant="secondary" onClick={onCreateNew}>
                <Plus className="size-4" aria-hidden />
                Create New
              </Button>
            </div>
            <p className="text-sm text-slate-600">
              Saved for your team:{' '}
              <Link
                to={`${dashboardPath('library')}?tab=videos`}
                className="font-semibold text-brand-700 hover:underline"
              >
                find it in the Library
              </Link>
              .
            </p>
          </div>
        )}
      </div>
    </Card>
  );
}
