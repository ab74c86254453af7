import { CheckCircle2, CircleDashed } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { streamPlatforms, type StreamPlatformId } from '@/data/live-streaming';

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
              <Switch
                checked={on}
                onCheckedChange={() => onToggle(platform.id)}
                aria-label={`Stream to ${platform.name}`}
                disabled={live}
              />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
