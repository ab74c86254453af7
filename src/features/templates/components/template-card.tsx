import { Clock, Download, Star, TrendingUp } from 'lucide-react';
import type { ScriptTemplate } from '@/data/templates';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/metrics';

/** A template in the list; choosing it opens its detail panel. */
export function TemplateCard({
  template,
  selected,
  onSelect,
}: {
  template: ScriptTemplate;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={cn(
        'flex h-full w-full flex-col gap-3 rounded-2xl border bg-white p-5 text-left shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        selected ? 'border-brand-600 ring-2 ring-brand-200' : 'border-slate-200 hover:border-brand-400',
      )}
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">
          {template.category}
        </span>
        <span className="flex items-center gap-1 text-sm font-semibold text-slate-800">
          <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden />
          {template.rating.toFixed(1)}
          <span className="sr-only"> out of 5</span>
        </span>
      </span>
      <span className="block">
        <span data-testid="template-name" className="block text-base font-semibold text-slate-900">
          {template.name}
        </span>
        <span className="mt-1 block text-sm text-slate-600">{template.description}</span>
      </span>
      <span className="block rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 italic">
        “{template.preview}”
      </span>
      <span className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
        <span className="flex items-center gap-1">
          <Download className="size-3.5" aria-hidden />
          {formatNumber(template.downloads)} uses
        </span>
        <span className="flex items-center gap-1">
          <Clock className="size-3.5" aria-hidden />
          {template.duration}
        </span>
        <span className="flex items-center gap-1 text-emerald-700">
          <TrendingUp className="size-3.5" aria-hidden />
          {template.conversionRate.toFixed(1)}% conversion
        </span>
      </span>
    </button>
  );
}
