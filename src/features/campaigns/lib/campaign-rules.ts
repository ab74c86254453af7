import type { Campaign, CampaignStatus } from '@/data/campaigns';

export type StatusFilter = 'all' | CampaignStatus;

/** The pause/resume toggle: an active campaign pauses; any other status becomes active. */
export function toggledStatus(status: CampaignStatus): CampaignStatus {
  return status === 'active' ? 'paused' : 'active';
}

/** Campaigns whose name or objective contains the search text, with the chosen status. */
export function filterCampaigns(
  campaigns: readonly Campaign[],
  search: string,
  status: StatusFilter,
): Campaign[] {
  const needle = search.trim().toLowerCase();
  return campaigns.filter(
    (campaign) =>
      (status === 'all' || campaign.status === status) &&
      (needle === '' ||
        campaign.name.toLowerCase().includes(needle) ||
        campaign.objective.toLowerCase().includes(needle)),
  );
}
