import { AuthHttpError, badRequest } from './auth-error';

export const MIN_PASSWORD_LENGTH = 6;
// bcrypt reads no further than 72 bytes.
const MAX_PASSWORD_LENGTH = 72;

/** GoTrue's checkPasswordStrength with hosted defaults: at least 6 characters, no character rules. */
export function assertPasswordStrength(password: string): void {
  // Go counts bytes, not characters.
  const length = new TextEncoder().encode(password).length;
  if (length > MAX_PASSWORD_LENGTH) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (length < MIN_PASSWORD_LENGTH) {
    throw new AuthHttpError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      {
        weak_password: { reasons: ['length'] },
      },
    );
  }
}
