import { SlidersHorizontal } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { CardTitle } from '@/components/ui/card-title';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { ScriptToVideoFormApi } from '../lib/script-to-video-form';
import { ASPECT_RATIO_OPTIONS, creditsWord, DURATION, STYLES } from '../lib/video-options';

/** Video Settings: style (with its credit cost), duration 15–120 s, aspect ratio. */
export function VideoSettingsPanel({ form, unlimited }: { form: ScriptToVideoFormApi; unlimited: boolean }) {
  const duration = useWatch({ control: form.control, name: 'duration' });
  const { errors } = form.formState;
  return (
    <Card className="p-5">
      <CardTitle>
        <SlidersHorizontal className="size-4 text-brand-600" aria-hidden />
        Video Settings
      </CardTitle>
      <div className="mt-3 space-y-4">
        <Field id="video-style" label="Style" labelClassName="text-slate-900" error={errors.style?.message}>
          {(control) => (
            <Select {...control} {...form.register('style')}>
              {STYLES.map((style) => (
                <option key={style.id} value={style.id}>
                  {unlimited ? style.label : `${style.label} (${style.cost} ${creditsWord(style.cost)})`}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <div>
          <div className="mb-1.5 flex items-baseline justify-between gap-2">
            <label htmlFor="video-duration" className="text-sm font-medium text-slate-900">
              Duration
            </label>
            <output htmlFor="video-duration" className="text-sm font-semibold text-slate-900 tabular-nums">
              {duration} s
            </output>
          </div>
          <input
            id="video-duration"
            type="range"
            min={DURATION.min}
            max={DURATION.max}
            step={DURATION.step}
            aria-valuetext={`${duration} seconds`}
            {...form.register('duration', { valueAsNumber: true })}
            className="w-full accent-brand-600"
          />
          <div className="flex justify-between text-xs text-slate-600" aria-hidden>
            <span>{DURATION.min} s</span>
            <span>{DURATION.max} s</span>
          </div>
        </div>
        <Field
          id="video-aspect-ratio"
          label="Aspect ratio"
          labelClassName="text-slate-900"
          error={errors.aspectRatio?.message}
        >
          {(control) => (
            <Select {...control} {...form.register('aspectRatio')}>
              {ASPECT_RATIO_OPTIONS.map((ratio) => (
                <option key={ratio.id} value={ratio.id}>
                  {ratio.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
    </Card>
  );
}
