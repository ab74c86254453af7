import { z } from 'zod';

/** The AI layout box: a description that is not blank. The words are kept as typed. */
export const AiLayoutInput = z.object({
  description: z.string().refine((value) => value.trim().length > 0, 'Please describe your thumbnail first'),
});
export type AiLayoutInput = z.infer<typeof AiLayoutInput>;
