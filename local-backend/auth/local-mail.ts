import type { SqlQueryable } from '../sql-executor';
import type { MailMessage } from './mail-messages';

export type LocalMailKind = 'recovery' | 'signup' | 'email_change';

/** A message the local auth would have emailed; local mode shows them in a local inbox. */
export interface LocalMail {
  id: string;
  recipient: string;
  kind: LocalMailKind;
  subject: string;
  body: string;
  /** ISO 8601. */
  createdAt: string;
}

export async function recordLocalMail(
  db: SqlQueryable,
  recipient: string,
  kind: LocalMailKind,
  message: MailMessage,
): Promise<void> {
  await db.query('insert into local_meta.mail (recipient, kind, subject, body) values ($1, $2, $3, $4)', [
    recipient,
    kind,
    message.subject,
    message.body,
  ]);
}

/** The messages sent to `email` (any case), newest first. */
export async function readLocalMail(db: SqlQueryable, email: string): Promise<LocalMail[]> {
  const { rows } = await db.query<Omit<LocalMail, 'createdAt'> & { created_at: Date }>(
    `select id::text, recipient, kind, subject, body, created_at from local_meta.mail
     where lower(recipient) = lower($1) order by created_at desc, id`,
    [email],
  );
  return rows.map(({ created_at, ...mail }) => ({ ...mail, createdAt: new Date(created_at).toISOString() }));
}
