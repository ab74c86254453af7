import { z } from 'zod';
import { campaignObjectives } from '@/data/campaigns';

export const MIN_BUDGET = 100;
export const MAX_BUDGET = 1_000_000;

/** The fields Create Campaign and Edit share: a name, an objective, a whole-dollar budget, dates. */
export const campaignBasics = {
  name: z
    .string()
    .trim()
    .min(3, 'Campaign name must be at least 3 characters')
    .max(80, 'Campaign name must be 80 characters or fewer'),
  objective: z.string().pipe(z.enum(campaignObjectives, { error: 'Choose an objective' })),
  budget: z
    .string()
    .trim()
    .min(1, 'Enter a budget')
    .transform(Number)
    .pipe(
      z
        .number({ error: 'Enter the budget as a number' })
        .int('Enter the budget in whole dollars')
        .min(MIN_BUDGET, 'The budget must be at least $100')
        .max(MAX_BUDGET, 'The budget must be $1,000,000 or less'),
    ),
  startDate: z.string().min(1, 'Choose a start date'),
  endDate: z.string().min(1, 'Choose an end date'),
};

/** The end date may not come before the start date (the database holds the same rule). */
export const endOnOrAfterStart = (input: { startDate: string; endDate: string }) =>
  !input.startDate || !input.endDate || input.endDate >= input.startDate;

export const endBeforeStartIssue = {
  message: 'The end date must be on or after the start date',
  path: ['endDate'],
};

/** The Create Campaign form: a name, an objective, a whole-dollar budget and a date range. */
export const CreateCampaignInput = z.object(campaignBasics).refine(endOnOrAfterStart, endBeforeStartIssue);

export type CreateCampaignForm = z.input<typeof CreateCampaignInput>;
export type CreateCampaignInput = z.output<typeof CreateCampaignInput>;
