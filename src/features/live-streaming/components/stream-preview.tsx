import { CameraOff, Monitor, Radio, Video } from 'lucide-react';
import { formatStreamDuration } from '../lib/stream-clock';

/** The preview pane: what viewers see, with the on-air badge and the elapsed time. */
export function StreamPreview({
  live,
  elapsedSeconds,
  title,
  camera,
  screenShare,
  quality,
}: {
  live: boolean;
  elapsedSeconds: number;
  title: string;
  camera: boolean;
  screenShare: boolean;
  quality: string;
}) {
  const Source = screenShare ? Monitor : camera ? Video : CameraOff;
  const sourceText = screenShare ? 'Sharing your screen' : camera ? 'Camera on' : 'Camera off';
  return (
    <div className="relative aspect-video overflow-hidden rounded-2xl bg-gradient-to-br from-slate-900 via-slate-800 to-brand-700 text-white shadow-sm">
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-4 text-center">
        <Source className="size-10 text-white/80" aria-hidden />
        <p className="text-sm text-white/90">{sourceText}</p>
      </div>
      <div className="absolute top-3 left-3 flex items-center gap-2">
        {live ? (
          <span className="inline-flex items-center gap-1.5 rounded-md bg-red-600 px-2 py-1 text-xs font-bold tracking-wide">
            <Radio className="size-3.5" aria-hidden /> LIVE
          </span>
        ) : (
          <span className="rounded-md bg-black/60 px-2 py-1 text-xs font-semibold">OFFLINE</span>
        )}
        {live && (
          <span className="rounded-md bg-black/60 px-2 py-1 font-mono text-xs" aria-label="Time live">
            {formatStreamDuration(elapsedSeconds)}
          </span>
        )}
      </div>
      <span className="absolute top-3 right-3 rounded-md bg-black/60 px-2 py-1 text-xs">{quality}</span>
      <p className="absolute inset-x-3 bottom-3 truncate text-sm font-semibold drop-shadow">
        {title || 'Untitled stream'}
      </p>
    </div>
  );
}
