import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Says plainly that a screen shows example data (src/data), not the user's own, and what of it;
 * the README's "Screens and their data" table lists which screens carry it.
 */
export function SampleDataNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        <strong className="font-semibold">Sample data.</strong> {children}
      </span>
    </p>
  );
}
