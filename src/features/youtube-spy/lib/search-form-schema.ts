import { z } from 'zod';

/**
 * A research search: the text to look up (trimmed; `emptyMessage` when blank) and the values of
 * the form's extra selects, keyed by name.
 */
export function searchFormSchema(emptyMessage: string) {
  return z.object({
    query: z.string().trim().min(1, emptyMessage),
    options: z.record(z.string(), z.string()),
  });
}

export type SearchFormValues = z.output<ReturnType<typeof searchFormSchema>>;
