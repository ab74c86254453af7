import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways inside its card on a phone (never the page), reachable by
 * keyboard so the hidden columns can be scrolled to.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative max-w-full min-w-0 overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {children}
    </div>
  );
}
