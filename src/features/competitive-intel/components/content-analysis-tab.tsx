import { Sparkles } from 'lucide-react';

/** Content Analysis is a placeholder (docs/product-rules.md#sample-data-screens): say so plainly. */
export function ContentAnalysisTab() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
      <Sparkles className="size-6 text-brand-600" aria-hidden />
      <h2 className="text-lg font-semibold text-slate-900">Content analysis is coming soon</h2>
      <p className="max-w-md text-sm text-slate-600">
        A breakdown of your competitors’ topics, formats and posting patterns will appear here.
      </p>
    </div>
  );
}
