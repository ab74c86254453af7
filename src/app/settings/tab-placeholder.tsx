import { Construction } from 'lucide-react';

/** The Notifications and Privacy & Security tabs, not built yet (docs/product-rules.md#settings-tabs). */
export function TabUnderDevelopment({ title }: { title: string }) {
  return (
    <section aria-labelledby="settings-tab-title" className="space-y-4">
      <h2 id="settings-tab-title" className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-8 text-slate-700">
        <Construction className="size-6 shrink-0 text-amber-600" aria-hidden />
        <p>This section is under development.</p>
      </div>
    </section>
  );
}
