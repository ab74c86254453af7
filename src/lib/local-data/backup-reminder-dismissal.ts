import { readStoredTime, recordStoredTime } from './stored-time';

// When the user last answered the backup reminder with "Not now": it stays away for a week after.
// Not recorded (private mode): the reminder comes back on the next visit, nothing worse.
const DISMISSED_KEY = 'creator-os-backup-reminder-dismissed';

/** When the reminder was last dismissed in this browser (ISO 8601), or null if never or unreadable. */
export const readBackupReminderDismissedAt = () => readStoredTime(DISMISSED_KEY);

export const recordBackupReminderDismissed = (when: Date) => recordStoredTime(DISMISSED_KEY, when);
