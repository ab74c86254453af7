import { Copy, Eye, MoreHorizontal, Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { StoredCampaign } from '@/lib/campaigns/campaigns-api';
import { toggleAction } from '../lib/campaign-rules';

const iconButton =
  'rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40';

export interface CampaignActionHandlers {
  onToggle: (campaign: StoredCampaign) => void;
  onEdit: (campaign: StoredCampaign) => void;
  onView: (campaign: StoredCampaign) => void;
  onDelete: (campaign: StoredCampaign) => void;
  onDuplicate: (campaign: StoredCampaign) => void;
}

/**
 * A row's actions: pause/resume, edit and delete for those who may change the campaign; view for
 * everyone; more (Duplicate) for those who may create campaigns.
 */
export function CampaignRowActions({
  campaign,
  canChange,
  canCreate,
  handlers,
}: {
  campaign: StoredCampaign;
  canChange: boolean;
  canCreate: boolean;
  handlers: CampaignActionHandlers;
}) {
  const [moreOpen, setMoreOpen] = useState(false);
  const action = toggleAction(campaign.status);
  const completed = campaign.status === 'completed';
  return (
    <div className="relative flex items-center">
      {canChange && (
        <button
          type="button"
          className={iconButton}
          aria-label={`${action === 'pause' ? 'Pause' : 'Resume'} ${campaign.name}`}
          title={completed ? 'A completed campaign stays completed' : action === 'pause' ? 'Pause' : 'Resume'}
          disabled={completed}
          onClick={() => handlers.onToggle(campaign)}
        >
          {action === 'pause' ? (
            <Pause className="size-4" aria-hidden />
          ) : (
            <Play className="size-4" aria-hidden />
          )}
        </button>
      )}
      {canChange && (
        <button
          type="button"
          className={iconButton}
          aria-label={`Edit ${campaign.name}`}
          title="Edit"
          onClick={() => handlers.onEdit(campaign)}
        >
          <Pencil className="size-4" aria-hidden />
        </button>
      )}
      <button
        type="button"
        className={iconButton}
        aria-label={`View ${campaign.name}`}
        title="View"
        onClick={() => handlers.onView(campaign)}
      >
        <Eye className="size-4" aria-hidden />
      </button>
      {canChange && (
        <button
          type="button"
          className={iconButton}
          aria-label={`Delete ${campaign.name}`}
          title="Delete"
          onClick={() => handlers.onDelete(campaign)}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      )}
      {canCreate && (
        <>
          <button
            type="button"
            className={iconButton}
            aria-label={`More actions for ${campaign.name}`}
            aria-expanded={moreOpen}
            title="More"
            onClick={() => setMoreOpen((open) => !open)}
          >
            <MoreHorizontal className="size-4" aria-hidden />
          </button>
          {moreOpen && (
            <div className="absolute top-0 right-full z-10 mr-1 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
              <button
                type="button"
                className="flex w-full items-center gap-2 rounded-md px-3 py-1.5 text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100"
                onClick={() => {
                  setMoreOpen(false);
                  handlers.onDuplicate(campaign);
                }}
              >
                <Copy className="size-4" aria-hidden /> Duplicate
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
