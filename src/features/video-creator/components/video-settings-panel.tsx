import { SlidersHorizontal } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import type { VideoStyle } from '@/lib/credits/credit-constants';
import type { AspectRatio } from '@/services/video/video-service';
import { Select } from '@/components/ui/select';
import { panelTitleClass } from '../lib/field-styles';
import { ASPECT_RATIO_OPTIONS, creditsWord, DURATION, STYLES } from '../lib/video-options';

export interface VideoSettings {
  style: VideoStyle;
  duration: number;
  aspectRatio: AspectRatio;
}

/** Video Settings: style (with its credit cost), duration 15–120 s, aspect ratio. */
export function VideoSettingsPanel({
  value,
  onChange,
  unlimited,
}: {
  value: VideoSettings;
  onChange: (settings: VideoSettings) => void;
  unlimited: boolean;
}) {
  return (
    <Card className="p-5">
      <h2 className={cn(panelTitleClass, 'flex items-center gap-2')}>
        <SlidersHorizontal className="size-4 text-brand-600" aria-hidden />
        Video Settings
      </h2>
      <div className="mt-3 space-y-4">
        <div>
          <label htmlFor="video-style" className="mb-1.5 block text-sm font-medium text-slate-900">
            Style
          </label>
          <Select
            id="video-style"
            value={value.style}
            onChange={(event) => onChange({ ...value, style: event.target.value as VideoStyle })}
          >
            {STYLES.map((style) => (
              <option key={style.id} value={style.id}>
                {unlimited ? style.label : `${style.label} (${style.cost} ${creditsWord(style.cost)})`}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <div className="mb-1.5 flex items-baseline justify-between gap-2">
            <label htmlFor="video-duration" className="text-sm font-medium text-slate-900">
              Duration
            </label>
            <output htmlFor="video-duration" className="text-sm font-semibold text-slate-900 tabular-nums">
              {value.duration} s
            </output>
          </div>
          <input
            id="video-duration"
            type="range"
            min={DURATION.min}
            max={DURATION.max}
            step={DURATION.step}
            value={value.duration}
            aria-valuetext={`${value.duration} seconds`}
            onChange={(event) => onChange({ ...value, duration: Number(event.target.value) })}
            className="w-full accent-brand-600"
          />
          <div className="flex justify-between text-xs text-slate-600" aria-hidden>
            <span>{DURATION.min} s</span>
            <span>{DURATION.max} s</span>
          </div>
        </div>
        <div>
          <label htmlFor="video-aspect-ratio" className="mb-1.5 block text-sm font-medium text-slate-900">
            Aspect ratio
          </label>
          <Select
            id="video-aspect-ratio"
            value={value.aspectRatio}
            onChange={(event) => onChange({ ...value, aspectRatio: event.target.value as AspectRatio })}
          >
            {ASPECT_RATIO_OPTIONS.map((ratio) => (
              <option key={ratio.id} value={ratio.id}>
                {ratio.label}
              </option>
            ))}
          </Select>
        </div>
      </div>
    </Card>
  );
}
