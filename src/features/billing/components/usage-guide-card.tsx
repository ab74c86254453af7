import { FileText, Image, Mic, Video } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { CREDIT_COSTS } from '@/lib/credits/credit-constants';
import { formatCredits } from '@/lib/credits/format';

const usageGuide = [
  { icon: Mic, label: 'Voice generation', detail: 'per voice-over', cost: CREDIT_COSTS.voice },
  {
    icon: Video,
    label: 'Video: Professional style',
    detail: 'per video',
    cost: CREDIT_COSTS.video.professional,
  },
  { icon: Video, label: 'Video: Minimal style', detail: 'per video', cost: CREDIT_COSTS.video.minimal },
  { icon: Video, label: 'Video: Creative style', detail: 'per video', cost: CREDIT_COSTS.video.creative },
  { icon: Video, label: 'Video: Energetic style', detail: 'per video', cost: CREDIT_COSTS.video.energetic },
  { icon: Image, label: 'Image generation', detail: 'per image', cost: CREDIT_COSTS.image },
  { icon: FileText, label: 'Script generation', detail: 'per script', cost: CREDIT_COSTS.script },
] as const;

const creditsWord = (amount: number) => (amount === 1 ? 'credit' : 'credits');

/** What each kind of generation costs in credits. */
export function UsageGuideCard() {
  return (
    <Card aria-labelledby="usage-guide-title">
      <h3 id="usage-guide-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Usage Guide
      </h3>
      <ul className="mt-3 divide-y divide-slate-100">
        {usageGuide.map(({ icon: Icon, label, detail, cost }) => (
          <li key={label} className="flex items-center gap-3 py-2">
            <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
            <span className="min-w-0 flex-1 text-sm text-slate-800">
              {label} <span className="text-slate-600">({detail})</span>
            </span>
            <span className="text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              {formatCredits(cost)} {creditsWord(cost)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
