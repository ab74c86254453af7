import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/**
 * An inline "are you sure?" for a destructive action. Focus moves to Cancel (the safe choice)
 * when it appears; the caller puts focus back where it was on cancel.
 */
export function ConfirmAction({
  prompt,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
  className,
}: {
  prompt: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  className?: string;
}) {
  const promptId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={promptId}
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2',
        className,
      )}
    >
      <p id={promptId} className="min-w-0 flex-1 basis-40 text-sm font-medium text-red-900">
        {prompt}
      </p>
      <div className="flex shrink-0 gap-2">
        <Button ref={cancel} variant="secondary" className="px-3 py-1.5" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
        <Button
          className="bg-red-600 px-3 py-1.5 hover:bg-red-700 focus-visible:outline-red-600"
          disabled={busy}
          onClick={onConfirm}
        >
          {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
          {confirmLabel}
        </Button>
      </div>
    </div>
  );
}
