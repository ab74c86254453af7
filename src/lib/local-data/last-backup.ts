// When this browser last saved a backup: the card shows it, and the backup reminder reads it.
const LAST_BACKUP_KEY = 'creator-os-last-backup';

/** The time of the last backup saved from this browser (ISO 8601), or null if none. */
export function readLastBackupAt(): string | null {
  try {
    return localStorage.getItem(LAST_BACKUP_KEY);
  } catch {
    return null;
  }
}

export function recordLastBackupAt(when: Date): void {
  try {
    localStorage.setItem(LAST_BACKUP_KEY, when.toISOString());
  } catch {
    // Storage refused (private mode): the reminder will simply offer a backup again.
  }
}
