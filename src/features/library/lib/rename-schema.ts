import { z } from 'zod';

/** The new name of an item: 1 to `maxLength` characters once trimmed (the table's own check). */
export function renameSchema(maxLength: number) {
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, 'A name is required')
      .max(maxLength, `A name is at most ${maxLength} characters`),
  });
}
