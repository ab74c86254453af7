import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A tab that is not built yet (Settings' Notifications and Privacy & Security, the admin's
 * Billing and System: docs/product-rules.md#settings-tabs, #admin-dashboard). `headingId` names
 * the section after its heading; `children` (the part already built) show above the notice.
 */
export function UnderDevelopment({
  title,
  headingId,
  children,
}: {
  title: string;
  headingId: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
      <div className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white px-6 py-8 text-slate-700">
        <Construction className="size-6 shrink-0 text-amber-600" aria-hidden />
        <p>This section is under development.</p>
      </div>
    </section>
  );
}
