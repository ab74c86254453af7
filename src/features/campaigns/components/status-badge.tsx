import type { CampaignStatus } from '@/data/campaigns';
import { cn } from '@/lib/cn';

const tones: Record<CampaignStatus, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  paused: 'bg-amber-50 text-amber-800 ring-amber-200',
  completed: 'bg-sky-50 text-sky-800 ring-sky-200',
  draft: 'bg-slate-100 text-slate-700 ring-slate-200',
};

export function StatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1',
        tones[status],
      )}
    >
      {status}
    </span>
  );
}
