import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';

/**
 * A form dialog's Cancel and submit buttons: stacked on a phone with the action on top, in a
 * row at the right from `sm`. While `busy` both wait and the submit shows a spinner. `form`
 * names the form when the buttons sit outside it (a Modal footer).
 */
export function DialogActions({
  submitLabel,
  busy,
  onCancel,
  form,
  className,
}: {
  submitLabel: ReactNode;
  busy: boolean;
  onCancel: () => void;
  form?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={form} disabled={busy}>
        {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
        {submitLabel}
      </Button>
    </div>
  );
}
