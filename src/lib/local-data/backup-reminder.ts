import type { BackendMode } from '../env';

/** How long a backup counts as recent, and how long "Not now" keeps the reminder away. */
export const BACKUP_REMINDER_INTERVAL_MS = 7 * 24 * 60 * 60 * 1000;

export interface BackupReminderFacts {
  mode: BackendMode;
  /** Whether the browser promised to keep the site's data. */
  persisted: boolean;
  /** The last backup saved from this browser (ISO 8601), or null. */
  lastBackupAt: string | null;
  /** When the reminder was last dismissed (ISO 8601), or null. */
  dismissedAt: string | null;
}

/**
 * Whether `at` lies within the seven days before `now`. A time that cannot be read, or one in the
 * future (the device's clock was turned back), is not trusted: it counts as not recent, so the
 * worst case is one reminder too many, never a backup that is silently never offered again.
 */
function isRecent(at: string | null, now: Date): boolean {
  if (at === null) return false;
  const elapsed = now.getTime() - Date.parse(at);
  return elapsed >= 0 && elapsed < BACKUP_REMINDER_INTERVAL_MS;
}

/**
 * Whether the shell offers a backup: only in local mode (hosted, the data lives in Supabase), only
 * while the browser may delete the data, when no backup was made in the last seven days and the
 * user has not said "Not now" in the last seven days. Exactly seven days ago counts as due.
 */
export function isBackupReminderDue(facts: BackupReminderFacts, now: Date): boolean {
  return (
    facts.mode === 'local' &&
    !facts.persisted &&
    !isRecent(facts.lastBackupAt, now) &&
    !isRecent(facts.dismissedAt, now)
  );
}
