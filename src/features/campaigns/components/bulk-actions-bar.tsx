import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';

export type BulkAction = 'pause' | 'resume' | 'delete';

const actions: readonly { action: BulkAction; label: string }[] = [
  { action: 'pause', label: 'Pause' },
  { action: 'resume', label: 'Resume' },
  { action: 'delete', label: 'Delete' },
];

/** "N selected" and the Bulk Actions menu: Pause, Resume, Delete on every selected campaign. */
export function BulkActionsBar({
  count,
  busy,
  onAction,
}: {
  count: number;
  busy: boolean;
  onAction: (action: BulkAction) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-brand-50 px-4 py-2.5">
      <p role="status" className="text-sm font-semibold text-brand-700">
        {count} selected
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {open &&
          actions.map(({ action, label }) => (
            <Button
              key={action}
              variant="secondary"
              className="py-1.5"
              disabled={busy}
              onClick={() => {
                setOpen(false);
                onAction(action);
              }}
            >
              {label}
            </Button>
          ))}
        <Button
          variant="secondary"
          className="py-1.5"
          aria-expanded={open}
          disabled={busy}
          onClick={() => setOpen((value) => !value)}
        >
          Bulk Actions <ChevronDown className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
