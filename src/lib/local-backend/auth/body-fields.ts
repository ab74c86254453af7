import { z } from 'zod';

/** A Go `string` field: absent or null decodes to "". */
export const goString = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** A Go `map[string]interface{}` field: absent or null decodes to null. */
export const goObject = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) => value ?? null);
