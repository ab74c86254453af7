import { Eraser } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { SAMPLE_SCRIPTS } from '../lib/sample-scripts';
import { estimatedSeconds } from '../lib/video-options';

/** The script box: a sample to start from, Clear, and the length with its estimated seconds. */
export function ScriptEditor({
  script,
  onChange,
  disabled,
}: {
  script: string;
  onChange: (script: string) => void;
  disabled?: boolean;
}) {
  const characters = script.length;
  return (
    <div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label htmlFor="video-script" className="text-lg font-semibold text-slate-900">
          Your script
        </label>
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
              if (sample) onChange(sample.script);
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
            onClick={() => onChange('')}
            disabled={disabled || characters === 0}
          >
            <Eraser className="size-4" aria-hidden />
            Clear
          </Button>
        </div>
      </div>
      <Textarea
        id="video-script"
        rows={12}
        value={script}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Write or paste your video script here. Each paragraph becomes a scene."
        aria-describedby="video-script-stats"
        className="mt-3 resize-y leading-relaxed placeholder:text-slate-500"
      />
      <p id="video-script-stats" className="mt-2 text-sm text-slate-600 tabular-nums" aria-live="polite">
        {characters.toLocaleString('en-US')} {characters === 1 ? 'character' : 'characters'} · ~
        {estimatedSeconds(script)} s
      </p>
    </div>
  );
}
