import type { SqlQueryable } from '../sql-executor';

const CODE_DIGITS = 6;
/** How long an emailed code is valid: hosted Supabase's default OTP expiry. */
export const CODE_LIFETIME_SECONDS = 3600;

/** A uniformly random 6-digit code, as GoTrue's GenerateOtp. */
export function newOneTimeCode(): string {
  const range = 10 ** CODE_DIGITS;
  // Rejection sampling: values past the last whole multiple of `range` would favour small codes.
  const limit = Math.floor(0x1_0000_0000 / range) * range;
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value < limit) return String(value % range).padStart(CODE_DIGITS, '0');
  }
}

/** What is stored instead of the code: GoTrue's token hash, hex(sha224(email + code)). */
export async function oneTimeCodeHash(db: SqlQueryable, email: string, code: string): Promise<string> {
  const { rows } = await db.query<{ hash: string }>(
    `select encode(extensions.digest($1::text || $2::text, 'sha224'), 'hex') as hash`,
    [email, code],
  );
  return rows[0].hash;
}

/** Whether a code sent at `sentAt` may still be used. */
export function isCodeCurrent(sentAt: Date | null): boolean {
  return sentAt !== null && new Date(sentAt).getTime() + CODE_LIFETIME_SECONDS * 1000 > Date.now();
}
