// When the user last answered the backup reminder with "Not now": it stays away for a week after.
const DISMISSED_KEY = 'creator-os-backup-reminder-dismissed';

/** When the reminder was last dismissed in this browser (ISO 8601), or null if never or unreadable. */
export function readBackupReminderDismissedAt(): string | null {
  try {
    return localStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

export function recordBackupReminderDismissed(when: Date): void {
  try {
    localStorage.setItem(DISMISSED_KEY, when.toISOString());
  } catch {
    // Storage refused (private mode): the reminder comes back on the next visit, nothing worse.
  }
}
