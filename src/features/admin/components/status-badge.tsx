import { cn } from '@/lib/cn';
import { titleCase } from '../lib/admin-format';

export type BadgeTone = 'green' | 'blue' | 'amber' | 'red' | 'slate' | 'violet';

const tones: Record<BadgeTone, string> = {
  green: 'bg-emerald-100 text-emerald-800',
  blue: 'bg-sky-100 text-sky-800',
  amber: 'bg-amber-100 text-amber-800',
  red: 'bg-red-100 text-red-800',
  slate: 'bg-slate-100 text-slate-700',
  violet: 'bg-violet-100 text-violet-800',
};

/** The colour each status or plan value is shown in. */
const toneOf: Record<string, BadgeTone> = {
  active: 'green',
  trial: 'blue',
  invited: 'blue',
  pending: 'amber',
  suspended: 'red',
  expired: 'slate',
  disabled: 'slate',
  free: 'slate',
  pro: 'violet',
  enterprise: 'amber',
};

/** A small pill naming a status or plan ("Active", "Trial", "Enterprise"). */
export function StatusBadge({ value, className }: { value: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[toneOf[value] ?? 'slate'],
        className,
      )}
    >
      {titleCase(value)}
    </span>
  );
}
