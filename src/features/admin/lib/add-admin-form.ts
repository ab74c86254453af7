import { z } from 'zod';
import { ASSIGNABLE_ROLES } from './assignable-roles';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Add Admin's form: an address nobody on the team has yet (compared in lower case), and a role. */
export function addAdminSchema(existingEmails: readonly string[]) {
  return z.object({
    email: z
      .string()
      .trim()
      .toLowerCase()
      .min(1, { message: 'Please enter an email address', abort: true })
      .regex(EMAIL_FORMAT, { message: 'Please enter a valid email address', abort: true })
      .refine(
        (address) => !existingEmails.some((existing) => existing.toLowerCase() === address),
        'This person is already an admin',
      ),
    role: z.enum(ASSIGNABLE_ROLES),
  });
}
