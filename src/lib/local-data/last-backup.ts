import { readStoredTime, recordStoredTime } from './stored-time';

// When this browser last saved a backup: the card shows it, and the backup reminder reads it.
// Not recorded (private mode): the reminder simply offers a backup again.
const LAST_BACKUP_KEY = 'creator-os-last-backup';

/** The time of the last backup saved from this browser (ISO 8601), or null if none. */
export const readLastBackupAt = () => readStoredTime(LAST_BACKUP_KEY);

export const recordLastBackupAt = (when: Date) => recordStoredTime(LAST_BACKUP_KEY, when);
