import type { Enums } from '../database.types';

/** The credit numbers, in one place (docs/product-rules.md#credits, #credit-costs, #credit-packs). */

/** Credits a new account starts with. */
export const FREE_STARTING_CREDITS = 5;

/** Below this many available credits the low-credits warning shows. */
export const LOW_CREDITS_THRESHOLD = 5;

/** How many of the latest transactions the Credits tab lists. */
export const TRANSACTIONS_SHOWN = 10;

/** The plan name shown when the user has no paid subscription. */
export const FREE_PLAN_NAME = 'Creator OS Free';

export interface CreditPack {
  credits: number;
  /** Price in US dollars. */
  price: number;
  /** What the pack saves against buying 10-credit packs, if anything. */
  savings: number | null;
  bestValue: boolean;
}

/** The packs on sale in the Credits tab. */
export const CREDIT_PACKS: readonly CreditPack[] = [
  { credits: 10, price: 5, savings: null, bestValue: false },
  { credits: 50, price: 20, savings: 5, bestValue: true },
  { credits: 100, price: 35, savings: 15, bestValue: false },
];

/** What each action costs, in credits. */
export const CREDIT_COSTS = {
  voice: 1,
  video: { professional: 1, minimal: 1, creative: 2, energetic: 5 } satisfies Record<VideoStyle, number>,
  image: 0.5,
  script: 0.2,
} as const;

/** A video style: the database's video_style type. */
export type VideoStyle = Enums<'video_style'>;

/** The Creator plan's id: the plan the upgrade modal offers. */
export const CREATOR_PLAN_ID = 'creator';

/** Where the credits badge and the low-credits warning lead. */
export const CREDITS_TAB_PATH = '/dashboard/settings?tab=credits';

/** Where "View All Plans" leads. */
export const BILLING_TAB_PATH = '/dashboard/settings?tab=billing';
