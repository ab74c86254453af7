import { Mic, MicOff, Monitor, MonitorOff, Video, VideoOff, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { streamQualities, type StreamQuality } from '@/data/live-streaming';
import { cn } from '@/lib/cn';

type Control = 'camera' | 'microphone' | 'screenShare';

const toggles: readonly { control: Control; label: string; on: LucideIcon; off: LucideIcon }[] = [
  { control: 'camera', label: 'Camera', on: Video, off: VideoOff },
  { control: 'microphone', label: 'Microphone', on: Mic, off: MicOff },
  { control: 'screenShare', label: 'Screen share', on: Monitor, off: MonitorOff },
];

/** Title, quality and the camera, microphone and screen-share switches. */
export function StreamControls({
  live,
  title,
  quality,
  state,
  onTitle,
  onQuality,
  onToggle,
}: {
  live: boolean;
  title: string;
  quality: StreamQuality;
  state: Record<Control, boolean>;
  onTitle: (title: string) => void;
  onQuality: (quality: StreamQuality) => void;
  onToggle: (control: Control) => void;
}) {
  return (
    <Card aria-labelledby="controls-heading" className="space-y-4 p-5">
      <h2 id="controls-heading" className="text-lg font-semibold text-slate-900">
        Stream Controls
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="stream-title" label="Stream title">
          {(control) => (
            <Input
              {...control}
              value={title}
              onChange={(event) => onTitle(event.target.value)}
              disabled={live}
              maxLength={100}
              className="disabled:bg-slate-100"
            />
          )}
        </Field>
        <Field id="stream-quality" label="Quality">
          {(control) => (
            <Select
              {...control}
              value={quality}
              onChange={(event) => onQuality(event.target.value as StreamQuality)}
              disabled={live}
            >
              {streamQualities.map((q) => (
                <option key={q}>{q}</option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        {toggles.map(({ control, label, on, off }) => {
          const enabled = state[control];
          const Icon = enabled ? on : off;
          return (
            <button
              key={control}
              type="button"
              aria-pressed={enabled}
              onClick={() => onToggle(control)}
              className={cn(
                'inline-flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ring-1 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                enabled
                  ? 'bg-brand-50 text-brand-700 ring-brand-100'
                  : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
              )}
            >
              <Icon className="size-4" aria-hidden />
              {label}
            </button>
          );
        })}
      </div>
    </Card>
  );
}
