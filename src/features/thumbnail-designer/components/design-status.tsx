import { Badge } from '@/components/ui/badge';
import type { CurrentDesign } from '../lib/use-thumbnail-design';

/** The open design's name and whether the canvas still matches what was saved. */
export function DesignStatus({ current, dirty }: { current: CurrentDesign | null; dirty: boolean }) {
  if (!current && !dirty) return null;
  return (
    <p className="mt-1 flex min-w-0 flex-wrap items-center gap-2 text-sm">
      {current && (
        <span data-testid="design-name" className="min-w-0 truncate font-semibold text-slate-900">
          {current.name}
        </span>
      )}
      <Badge data-testid="save-status" variant={dirty ? 'warning' : 'success'}>
        {dirty ? 'Unsaved changes' : 'Saved'}
      </Badge>
    </p>
  );
}
