import { Mic } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { panelTitleClass } from '../lib/field-styles';
import { VOICES } from '../lib/video-options';

/** The Voice panel: one of four voices, Bella by default. */
export function VoicePanel({ value, onChange }: { value: string; onChange: (voiceId: string) => void }) {
  return (
    <Card className="p-5">
      <fieldset>
        <legend className={cn(panelTitleClass, 'flex items-center gap-2')}>
          <Mic className="size-4 text-brand-600" aria-hidden />
          Voice
        </legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
          {VOICES.map((voice) => {
            const selected = voice.id === value;
            return (
              <label
                key={voice.id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                  selected ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
                )}
              >
                <input
                  type="radio"
                  name="voice"
                  value={voice.id}
                  checked={selected}
                  onChange={() => onChange(voice.id)}
                  className="mt-1 size-4 accent-brand-600"
                />
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-slate-900">{voice.name}</span>
                  <span className="block text-xs text-slate-600">{voice.description}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </Card>
  );
}
