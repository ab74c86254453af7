import { CheckCircle2, Clock, Ban } from 'lucide-react';
import { cn } from '@/lib/cn';
import { KEY_STATUS_LABEL, type KeyStatus } from '../lib/key-status';

const styles: Record<KeyStatus, { className: string; Icon: typeof Ban }> = {
  active: { className: 'bg-emerald-50 text-emerald-800 ring-emerald-200', Icon: CheckCircle2 },
  expired: { className: 'bg-amber-50 text-amber-800 ring-amber-200', Icon: Clock },
  revoked: { className: 'bg-red-50 text-red-800 ring-red-200', Icon: Ban },
};

export function KeyStatusBadge({ status }: { status: KeyStatus }) {
  const { className, Icon } = styles[status];
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        className,
      )}
    >
      <Icon className="size-3.5" aria-hidden />
      {KEY_STATUS_LABEL[status]}
    </span>
  );
}
