import { z } from 'zod';
import { campaignStatuses } from '@/data/campaigns';
import { campaignBasics, endBeforeStartIssue, endOnOrAfterStart } from './create-campaign-schema';

/** The largest count the database keeps (impressions, clicks, conversions). */
export const MAX_COUNT = 1_000_000_000_000;
/** The largest amount spent the database keeps, in dollars. */
export const MAX_SPENT = 1_000_000_000;

/** A whole count typed in a field: 0 or more. */
const count = (label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}`)
    .transform(Number)
    .pipe(
      z
        .number({ error: `Enter the ${label} as a number` })
        .int(`Enter the ${label} as a whole number`)
        .min(0, `The ${label} can’t be negative`)
        .max(MAX_COUNT, `The ${label} must be ${MAX_COUNT.toLocaleString('en-US')} or fewer`),
    );

/**
 * Edit: every field a person enters, the results too (there is no ad platform connection, so the
 * team types them in).
 */
export const EditCampaignInput = z
  .object({
    ...campaignBasics,
    status: z.string().pipe(z.enum(campaignStatuses, { error: 'Choose a status' })),
    spent: z
      .string()
      .trim()
      .min(1, 'Enter the amount spent')
      .transform(Number)
      .pipe(
        z
          .number({ error: 'Enter the amount spent as a number' })
          .min(0, 'The amount spent can’t be negative')
          .max(MAX_SPENT, 'The amount spent must be $1,000,000,000 or less')
          .refine(
            (value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
            'Enter the amount to the cent',
          ),
      ),
    impressions: count('impressions'),
    clicks: count('clicks'),
    conversions: count('conversions'),
    platform: z
      .string()
      .trim()
      .min(1, 'Enter the platform')
      .max(50, 'The platform must be 50 characters or fewer'),
  })
  .refine(endOnOrAfterStart, endBeforeStartIssue);

export type EditCampaignForm = z.input<typeof EditCampaignInput>;
export type EditCampaignInput = z.output<typeof EditCampaignInput>;
