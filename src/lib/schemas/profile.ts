import { z } from 'zod';

export const PROFILE_PHOTO_MAX_BYTES = 1024 * 1024;
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/gif', 'image/png'] as const;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((value) => (value === '' ? null : value));

/** The Profile tab's fields; the email is the sign-in address and is not edited here. */
export const ProfileInput = z.object({
  firstName: z.string().trim().min(1, 'First name is required').max(80, 'First name is too long'),
  lastName: z.string().trim().min(1, 'Last name is required').max(80, 'Last name is too long'),
  companyName: optionalText(120, 'Company name is too long'),
  phone: optionalText(40, 'Phone number is too long').refine(
    (value) => value === null || /^[+()\d\s.-]{5,}$/.test(value),
    'Enter a phone number with digits, spaces, +, - or brackets',
  ),
  bio: optionalText(500, 'Bio must be 500 characters or fewer'),
});
export type ProfileFormValues = z.input<typeof ProfileInput>;
export type ProfileInput = z.output<typeof ProfileInput>;

/** Why a chosen photo cannot be used, or null when it can (JPG, GIF or PNG, 1 MB at most). */
export function profilePhotoProblem(file: { type: string; size: number }): string | null {
  if (!(PROFILE_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'Please choose a JPG, GIF or PNG image.';
  }
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return 'The photo must be 1 MB or smaller.';
  return null;
}
