import { tooManyRequests } from './auth-error';

/** Hosted Supabase's default: one email of a kind per address per minute. */
export const EMAIL_SEND_INTERVAL_SECONDS = 60;

/** GoTrue's validateSentWithinFrequencyLimit: a 429 while the previous email is too recent. */
export function assertEmailSendAllowed(previousSentAt: Date | null): void {
  if (previousSentAt === null) return;
  const allowedAt = new Date(previousSentAt).getTime() + EMAIL_SEND_INTERVAL_SECONDS * 1000;
  const secondsLeft = Math.floor((allowedAt - Date.now()) / 1000);
  if (allowedAt > Date.now()) {
    throw tooManyRequests(
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${secondsLeft} seconds.`,
    );
  }
}
