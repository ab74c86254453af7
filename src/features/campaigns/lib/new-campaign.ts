import { withRates, type Campaign } from '@/data/campaigns';
import type { CreateCampaignInput } from './create-campaign-schema';

/** A campaign made in the Create Campaign form: a draft with nothing spent yet. */
export function newDraftCampaign(input: CreateCampaignInput, id: string): Campaign {
  return withRates({
    id,
    name: input.name,
    thumbnail: 'from-brand-500 to-sky-400',
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
  });
}
