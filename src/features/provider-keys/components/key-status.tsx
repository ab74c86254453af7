import { CheckCircle2, CircleDashed, Loader2, XCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { KEY_STATUS_TEXT, type KeyStatus } from '../lib/provider-key-entries';

const icons = {
  untested: { Icon: CircleDashed, className: 'text-slate-500' },
  testing: { Icon: Loader2, className: 'animate-spin text-brand-600' },
  valid: { Icon: CheckCircle2, className: 'text-emerald-600' },
  invalid: { Icon: XCircle, className: 'text-red-600' },
} as const;

/** A key's status: its icon and its text (docs/product-rules.md#provider-keys), announced when it changes. */
export function KeyStatusLine({ status, id }: { status: KeyStatus; id: string }) {
  const { Icon, className } = icons[status];
  return (
    <p
      id={id}
      aria-live="polite"
      data-status={status}
      className={cn(
        'flex items-start gap-2 text-sm',
        status === 'valid' ? 'text-emerald-700' : status === 'invalid' ? 'text-red-700' : 'text-slate-600',
      )}
    >
      <Icon className={cn('mt-0.5 size-4 shrink-0', className)} aria-hidden />
      <span className="min-w-0">{KEY_STATUS_TEXT[status]}</span>
    </p>
  );
}
