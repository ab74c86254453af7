import type { SqlQueryable } from '../sql-executor';

/** A row of auth.users as the local auth reads it. Timestamps come back as Date from both engines. */
export interface UserRecord {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  /** The address a pending email change goes to; it becomes `email` once its code is verified. */
  email_change: string | null;
  email_change_token_new: string | null;
  email_change_sent_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
  banned_until: Date | null;
  is_anonymous: boolean;
  /** A stable id for the user's one email identity (GoTrue keeps identities in their own table). */
  identity_id: string;
}

export const USER_COLUMNS = `id::text, aud, role, email, phone, encrypted_password, email_confirmed_at, invited_at,
  confirmation_token, confirmation_sent_at, recovery_token, recovery_sent_at,
  nullif(email_change, '') as email_change, nullif(email_change_token_new, '') as email_change_token_new,
  email_change_sent_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, banned_until, is_anonymous,
  md5('email-identity:' || id::text)::uuid::text as identity_id`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export async function findUserById(db: SqlQueryable, id: string, lock = false): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(
    `select ${USER_COLUMNS} from auth.users where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** Emails are unique without regard to case. */
export async function findUserByEmail(
  db: SqlQueryable,
  email: string,
  lock = false,
): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRecord>(
    `select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)${lock ? ' for update' : ''}`,
    [email],
  );
  return rows[0] ?? null;
}

export function isBanned(user: UserRecord): boolean {
  return user.banned_until !== null && new Date(user.banned_until).getTime() > Date.now();
}
