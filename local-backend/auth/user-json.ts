import type { UserRecord } from './user-record';

function isoTime(value: Date | string | null): string | undefined {
  return value === null ? undefined : new Date(value).toISOString();
}

/** The user as GoTrue serialises it: unset timestamps are left out, a missing phone is "". */
export function toUserJson(user: UserRecord): Record<string, unknown> {
  const email = user.email ?? '';
  const userMetadata = user.raw_user_meta_data ?? {};
  const emailConfirmedAt = isoTime(user.email_confirmed_at);
  return {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email,
    email_confirmed_at: emailConfirmedAt,
    invited_at: isoTime(user.invited_at),
    phone: user.phone ?? '',
    confirmation_sent_at: isoTime(user.confirmation_sent_at),
    confirmed_at: emailConfirmedAt,
    recovery_sent_at: isoTime(user.recovery_sent_at),
    // A pending email change, until its code is verified (GoTrue leaves both out when none).
    new_email: user.email_change ?? undefined,
    email_change_sent_at: isoTime(user.email_change_sent_at),
    last_sign_in_at: isoTime(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: userMetadata,
    identities: [
      {
        identity_id: user.identity_id,
        id: user.id,
        user_id: user.id,
        identity_data: {
          ...userMetadata,
          email,
          email_verified: emailConfirmedAt !== undefined,
          phone_verified: false,
          sub: user.id,
        },
        provider: 'email',
        last_sign_in_at: isoTime(user.last_sign_in_at),
        created_at: isoTime(user.created_at),
        updated_at: isoTime(user.updated_at),
        email,
      },
    ],
    created_at: isoTime(user.created_at),
    updated_at: isoTime(user.updated_at),
    banned_until: isoTime(user.banned_until),
    is_anonymous: user.is_anonymous,
  };
}
