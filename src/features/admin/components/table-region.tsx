import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways inside its card on a phone (never the page), reachable by
 * keyboard so the hidden columns can be scrolled to.
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {children}
    </div>
  );
}

export const thClass =
  'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase';
export const tdClass = 'px-4 py-3 align-middle text-sm text-slate-700';
