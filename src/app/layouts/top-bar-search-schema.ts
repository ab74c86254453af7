import { z } from 'zod';

/** The header's search: free text, empty allowed (search itself is not built yet). */
export const topBarSearchSchema = z.object({
  query: z.string(),
});
