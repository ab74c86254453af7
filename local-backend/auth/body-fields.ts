import { z } from 'zod';

/**
 * The longest text an auth request field has a use for: an email is at most 255 characters, a
 * code or token far less. Passwords are bounded by their own rule (see password-policy.ts).
 */
export const MAX_FIELD_LENGTH = 1024;

/** A Go `string` field: absent or null decodes to "". */
export const goString = z
  .string()
  .max(MAX_FIELD_LENGTH)
  .nullish()
  .transform((value) => value ?? '');

/** A password field, as a Go `string`: its length is checked later, with GoTrue's own message. */
export const goPassword = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** A Go `map[string]interface{}` field: absent or null decodes to null. */
export const goObject = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((value) => value ?? null);
