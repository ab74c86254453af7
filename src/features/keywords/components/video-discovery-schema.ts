import { z } from 'zod';
import { maxResultOptions, type VideoSearch } from '../lib/video-search';

/** The video discovery search form: the values `searchVideos` takes, as the selects give them. */
export const VideoSearchInput = z.object({
  term: z.string(),
  searchBy: z.enum(['keyword', 'channel', 'top']),
  maxResults: z.literal(maxResultOptions),
  trendingOnly: z.boolean(),
  minViews: z.number().int().min(0),
  opportunity: z.enum(['any', 'high', 'medium', 'low']),
}) satisfies z.ZodType<VideoSearch>;
export type VideoSearchInput = z.infer<typeof VideoSearchInput>;
