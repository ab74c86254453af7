import { Eraser } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { SAMPLE_SCRIPTS } from '../lib/sample-scripts';
import type { ScriptToVideoFormApi } from '../lib/script-to-video-form';
import { estimatedSeconds } from '../lib/video-options';

/** The script box: a sample to start from, Clear, and the length with its estimated seconds. */
export function ScriptEditor({ form, disabled }: { form: ScriptToVideoFormApi; disabled?: boolean }) {
  const script = useWatch({ control: form.control, name: 'script' });
  const characters = script.length;
  const setScript = (value: string) => form.setValue('script', value, { shouldDirty: true });
  return (
    <Field
      id="video-script"
      label="Your script"
      className="flex flex-wrap items-end justify-between gap-3"
      labelClassName="mb-0 text-lg font-semibold text-slate-900"
      description={
        <span aria-live="polite" className="tabular-nums">
          {characters.toLocaleString('en-US')} {characters === 1 ? 'character' : 'characters'} · ~
          {estimatedSeconds(script)} s
        </span>
      }
    >
      {(control) => (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor="sample-script" className="sr-only">
              Load a sample script
            </label>
            <Select
              id="sample-script"
              value=""
              disabled={disabled}
              onChange={(event) => {
                const sample = SAMPLE_SCRIPTS.find((s) => s.id === event.target.value);
                if (sample) setScript(sample.script);
              }}
              className="w-auto py-2"
            >
              <option value="">Load a sample script…</option>
              {SAMPLE_SCRIPTS.map((sample) => (
                <option key={sample.id} value={sample.id}>
                  {sample.label}
                </option>
              ))}
            </Select>
            <Button
              variant="secondary"
              className="px-3 py-2"
              onClick={() => setScript('')}
              disabled={disabled || characters === 0}
            >
              <Eraser className="size-4" aria-hidden />
              Clear
            </Button>
          </div>
          <Textarea
            {...control}
            {...form.register('script')}
            rows={12}
            disabled={disabled}
            placeholder="Write or paste your video script here. Each paragraph becomes a scene."
            className="basis-full resize-y leading-relaxed placeholder:text-slate-500"
          />
        </>
      )}
    </Field>
  );
}
