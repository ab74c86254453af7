import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { formatDate } from '@/lib/credits/format';
import { dashboardPath } from '@/lib/paths';
import type { StoredCheck } from '@/services/compliance/stored-compliance';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The open script's last compliance check, before anything is generated from it. */
export function ComplianceNotice({ check }: { check: StoredCheck }) {
  const open = check.errors > 0;
  const Icon = open ? ShieldAlert : ShieldCheck;
  return (
    <p
      data-testid="script-compliance"
      className={
        open
          ? 'mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800'
          : 'mb-4 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700'
      }
    >
      <Icon className="size-4 shrink-0" aria-hidden />
      <span>
        Compliance {check.score}/100: {plural(check.errors, 'error')}, {plural(check.warnings, 'warning')}
        {check.checkedAt && ` (checked ${formatDate(check.checkedAt)})`}.
      </span>
      <Link to={dashboardPath('compliance')} className="font-semibold underline">
        Check again
      </Link>
    </p>
  );
}
