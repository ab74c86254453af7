import { CheckCircle2, CircleDashed } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { streamPlatforms, type StreamPlatformId } from '@/data/live-streaming';
import { cn } from '@/lib/cn';

/** The platforms the stream goes to; fixed while on air. */
export function PlatformList({
  connected,
  live,
  onToggle,
}: {
  connected: ReadonlySet<StreamPlatformId>;
  live: boolean;
  onToggle: (id: StreamPlatformId) => void;
}) {
  return (
    <Card aria-labelledby="platforms-heading" className="p-5">
      <h2 id="platforms-heading" className="text-lg font-semibold text-slate-900">
        Connected Platforms
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {live ? 'Destinations are locked while you are live.' : 'Choose where your stream goes.'}
      </p>
      <ul className="mt-4 space-y-3">
        {streamPlatforms.map((platform) => {
          const on = connected.has(platform.id);
          return (
            <li key={platform.id} className="flex items-center justify-between gap-3">
              <div className="flex min-w-0 items-center gap-3">
                {on ? (
                  <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-hidden />
                ) : (
                  <CircleDashed className="size-5 shrink-0 text-slate-500" aria-hidden />
                )}
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{platform.name}</p>
                  <p className="truncate text-xs text-slate-600">
                    {on ? (live ? 'Streaming' : 'Connected') : `Stream key: ${platform.keyHint}`}
                  </p>
                </div>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-label={`Stream to ${platform.name}`}
                disabled={live}
                onClick={() => onToggle(platform.id)}
                className={cn(
                  'relative h-6 w-11 shrink-0 rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
                  on ? 'bg-brand-600' : 'bg-slate-300',
                )}
              >
                <span
                  className={cn(
                    'absolute top-0.5 left-0.5 size-5 rounded-full bg-white shadow transition',
                    on && 'translate-x-5',
                  )}
                />
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
