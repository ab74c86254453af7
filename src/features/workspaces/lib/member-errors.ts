import { getErrorMessage } from '@/lib/get-error-message';

export const NOT_ALLOWED_MESSAGE = 'Only owners and admins can manage members.';

/** The database guards' own refusals, already in plain words. */
const GUARD_MESSAGES = [
  'The owner cannot be removed from the workspace',
  'The owner role cannot be given or taken',
  'You cannot change your own role in a workspace',
];

/** A database refusal in words a person understands. */
export function memberErrorMessage(error: unknown): string {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === '42501') {
    const guard = GUARD_MESSAGES.find((text) => text === message);
    return guard ? `${guard}.` : NOT_ALLOWED_MESSAGE;
  }
  if (error instanceof TypeError && /fetch/i.test(error.message)) {
    return 'The server could not be reached. Check your connection and try again.';
  }
  return getErrorMessage(error);
}
