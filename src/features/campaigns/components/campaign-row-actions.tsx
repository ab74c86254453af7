import { Eye, MoreHorizontal, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import toast from 'react-hot-toast';
import type { Campaign } from '@/data/campaigns';

const iconButton =
  'rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600';

/** Pause/resume (wired) and edit, view, delete, more (not built yet: they say so). */
export function CampaignRowActions({ campaign, onToggle }: { campaign: Campaign; onToggle: () => void }) {
  const active = campaign.status === 'active';
  const soon = [
    { label: 'Edit', icon: Pencil, message: 'Editing campaigns is coming soon' },
    { label: 'View', icon: Eye, message: 'Campaign details are coming soon' },
    { label: 'Delete', icon: Trash2, message: 'Deleting campaigns is coming soon' },
    { label: 'More actions for', icon: MoreHorizontal, message: 'More campaign actions are coming soon' },
  ] as const;
  return (
    <div className="flex items-center">
      <button
        type="button"
        className={iconButton}
        aria-label={`${active ? 'Pause' : 'Resume'} ${campaign.name}`}
        title={active ? 'Pause' : 'Resume'}
        onClick={onToggle}
      >
        {active ? <Pause className="size-4" aria-hidden /> : <Play className="size-4" aria-hidden />}
      </button>
      {soon.map(({ label, icon: Icon, message }) => (
        <button
          key={label}
          type="button"
          className={iconButton}
          aria-label={`${label} ${campaign.name}`}
          title={label === 'More actions for' ? 'More' : label}
          onClick={() => toast(message)}
        >
          <Icon className="size-4" aria-hidden />
        </button>
      ))}
    </div>
  );
}
