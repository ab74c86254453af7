import type { CampaignFields } from '@/lib/campaigns/campaigns-api';
import type { CreateCampaignInput } from './create-campaign-schema';

/** A campaign made in the Create Campaign form: a draft with nothing spent yet. */
export function newDraftCampaign(input: CreateCampaignInput): CampaignFields {
  return {
    name: input.name,
    objective: input.objective,
    status: 'draft',
    budget: input.budget,
    spent: 0,
    impressions: 0,
    clicks: 0,
    conversions: 0,
    startDate: input.startDate,
    endDate: input.endDate,
    platform: 'YouTube',
  };
}
