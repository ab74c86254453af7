import type { CampaignStatus } from '@/data/campaigns';

/**
 * What the row's toggle does: an active campaign pauses; any other resumes. set_campaign_status
 * makes a resumed campaign active, except a completed one, which stays completed.
 */
export function toggleAction(status: CampaignStatus): 'pause' | 'resume' {
  return status === 'active' ? 'pause' : 'resume';
}
