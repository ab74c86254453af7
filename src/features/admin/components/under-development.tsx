import { Construction } from 'lucide-react';

/** The Billing and System tabs, not built yet (docs/product-rules.md#admin-dashboard). */
export function UnderDevelopment({ title }: { title: string }) {
  return (
    <section aria-labelledby="admin-tab-title" className="space-y-4">
      <h2 id="admin-tab-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-8 text-slate-700">
        <Construction className="size-6 shrink-0 text-amber-600" aria-hidden />
        <p>This section is under development.</p>
      </div>
    </section>
  );
}
