import { Loader2 } from 'lucide-react';
import { useRef } from 'react';
import { Button } from './button';
import { Modal } from './modal';

/**
 * An "are you sure?" as a modal alert dialog. Focus starts on Cancel, the safe choice; Escape
 * cancels. While `busy`, both buttons wait.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  busy = false,
  destructive = false,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      role="alertdialog"
      title={title}
      description={message}
      onClose={onCancel}
      initialFocus={cancel}
      dismissible={!busy}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button ref={cancel} variant="secondary" disabled={busy} onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button
            disabled={busy}
            onClick={onConfirm}
            className={destructive ? 'bg-red-600 hover:bg-red-700 focus-visible:outline-red-600' : undefined}
          >
            {busy && <Loader2 className="size-4 animate-spin" aria-hidden />}
            {confirmLabel}
          </Button>
        </div>
      }
    />
  );
}
