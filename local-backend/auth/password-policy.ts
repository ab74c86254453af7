import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordLength } from '../../src/lib/schemas/auth';
import { AuthHttpError, badRequest } from './auth-error';

/**
 * GoTrue's checkPasswordStrength with this project's settings (supabase/config.toml): at least
 * 8 bytes, at most 72, no character rules. Every password that is set (sign-up, a new password,
 * a recovered one) passes here.
 */
export function assertPasswordStrength(password: string): void {
  const length = passwordLength(password);
  if (length > MAX_PASSWORD_LENGTH) {
    throw badRequest('validation_failed', `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`);
  }
  if (length < MIN_PASSWORD_LENGTH) {
    throw new AuthHttpError(
      422,
      'weak_password',
      `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      { weak_password: { reasons: ['length'] } },
    );
  }
}

/** Whether a password could ever have been set: anything longer is refused before any hashing. */
export function isSettablePasswordLength(password: string): boolean {
  return passwordLength(password) <= MAX_PASSWORD_LENGTH;
}
