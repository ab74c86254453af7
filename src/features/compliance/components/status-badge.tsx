import { cn } from '@/lib/cn';
import type { ComplianceStatus } from '@/services/compliance/types';
import { statusBadgeClass, statusLabel } from '../lib/score-tone';

export function StatusBadge({ status }: { status: ComplianceStatus }) {
  return (
    <span
      className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', statusBadgeClass[status])}
    >
      {statusLabel[status]}
    </span>
  );
}
