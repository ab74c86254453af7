import { Mic } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { CardTitle } from '@/components/ui/card-title';
import { cn } from '@/lib/cn';
import type { ScriptToVideoFormApi } from '../lib/script-to-video-form';
import { VOICES } from '../lib/video-options';

/** The Voice panel: one of four voices, Bella by default. */
export function VoicePanel({ form }: { form: ScriptToVideoFormApi }) {
  const chosen = useWatch({ control: form.control, name: 'voiceId' });
  return (
    <Card className="p-5">
      <fieldset>
        <CardTitle as="legend">
          <Mic className="size-4 text-brand-600" aria-hidden />
          Voice
        </CardTitle>
        <div className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
          {VOICES.map((voice) => (
            <label
              key={voice.id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 transition has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                voice.id === chosen ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50',
              )}
            >
              <input
                type="radio"
                value={voice.id}
                {...form.register('voiceId')}
                className="mt-1 size-4 accent-brand-600"
              />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">{voice.name}</span>
                <span className="block text-xs text-slate-600">{voice.description}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </Card>
  );
}
