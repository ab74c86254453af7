import { z } from 'zod';

/** An alert's form: something to watch (`emptyMessage` when blank) and a condition. */
export function alertFormSchema(emptyMessage: string) {
  return z.object({
    target: z.string().refine((target) => target.trim() !== '', emptyMessage),
    condition: z.string(),
  });
}
