import { Check } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { audienceSegments } from '@/data/audience-insights';
import { cn } from '@/lib/cn';
import { formatCompact, formatPercent } from '@/lib/format/metrics';

/** The segment cards: one can be selected at a time; selecting it again clears it. */
export function AudienceSegments({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (id: string | null) => void;
}) {
  return (
    <Card className="min-w-0" aria-labelledby="segments-heading">
      <h2 id="segments-heading" className="text-lg font-semibold text-slate-900">
        Audience Segments
      </h2>
      <p className="text-sm text-slate-600">Select a segment to highlight it; select it again to clear.</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {audienceSegments.map((segment) => {
          const selected = segment.id === selectedId;
          return (
            <li key={segment.id} className="min-w-0">
              <button
                type="button"
                aria-pressed={selected}
                onClick={() => onSelect(selected ? null : segment.id)}
                className={cn(
                  'h-full w-full rounded-xl border p-4 text-left transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  selected
                    ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                    : 'border-slate-200 bg-white hover:border-brand-500',
                )}
              >
                <span className="flex items-start justify-between gap-2">
                  <span className="font-semibold text-slate-900">{segment.name}</span>
                  <span className="flex items-center gap-1 text-sm font-bold text-brand-700">
                    {selected && <Check className="size-4" aria-hidden />}
                    {segment.percentage}%
                  </span>
                </span>
                <span className="mt-1 block text-sm text-slate-600">{segment.description}</span>
                <span className="mt-3 grid grid-cols-2 gap-2 text-xs text-slate-600">
                  <span>
                    Size{' '}
                    <strong className="block text-sm text-slate-900">{formatCompact(segment.size)}</strong>
                  </span>
                  <span>
                    Avg. age <strong className="block text-sm text-slate-900">{segment.avgAge}</strong>
                  </span>
                  <span>
                    Engagement{' '}
                    <strong className="block text-sm text-slate-900">
                      {formatPercent(segment.engagement)}
                    </strong>
                  </span>
                  <span>
                    Conversion{' '}
                    <strong className="block text-sm text-slate-900">
                      {formatPercent(segment.conversionRate)}
                    </strong>
                  </span>
                </span>
                <span className="mt-3 flex flex-wrap gap-1">
                  {segment.topInterests.map((interest) => (
                    <span
                      key={interest}
                      className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700"
                    >
                      {interest}
                    </span>
                  ))}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
