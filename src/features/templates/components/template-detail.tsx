import { Clapperboard, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { ScriptTemplate } from '@/data/templates';
import { formatNumber } from '@/lib/format/metrics';

/** The selected template's full structure and its action. */
export function TemplateDetail({
  template,
  onUse,
  onClose,
}: {
  template: ScriptTemplate;
  onUse: () => void;
  onClose: () => void;
}) {
  return (
    <Card className="min-w-0 p-5 sm:p-6" aria-labelledby="template-detail-heading">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-brand-700">
            {template.category} · {template.industry}
          </p>
          <h2 id="template-detail-heading" className="mt-1 text-xl font-bold text-slate-900">
            {template.name}
          </h2>
        </div>
        <button
          type="button"
          aria-label="Close template details"
          onClick={onClose}
          className="-mt-1 -mr-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <p className="mt-2 text-sm text-slate-600">{template.description}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4 lg:grid-cols-2">
        <div>
          <dt className="text-slate-600">Rating</dt>
          <dd className="font-semibold text-slate-900">{template.rating.toFixed(1)} / 5</dd>
        </div>
        <div>
          <dt className="text-slate-600">Uses</dt>
          <dd className="font-semibold text-slate-900">{formatNumber(template.downloads)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Duration</dt>
          <dd className="font-semibold text-slate-900">{template.duration}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Conversion rate</dt>
          <dd className="font-semibold text-emerald-700">{template.conversionRate.toFixed(1)}%</dd>
        </div>
      </dl>
      <h3 className="mt-5 text-sm font-semibold tracking-wide text-slate-600 uppercase">Structure</h3>
      <ol className="mt-2 space-y-3">
        {template.structure.map((section, index) => (
          <li key={section.name} className="flex gap-3">
            <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{section.name}</p>
              <p className="text-sm text-slate-700">{section.content}</p>
            </div>
          </li>
        ))}
      </ol>
      <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-1.5">
        {template.tags.map((tag) => (
          <li
            key={tag}
            className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
          >
            {tag}
          </li>
        ))}
      </ul>
      <Button className="mt-5 w-full" onClick={onUse}>
        <Clapperboard className="size-4" aria-hidden />
        Use This Template
      </Button>
    </Card>
  );
}
