// Whether the backup reminder showed at the last look, so that the shell's first render can show
// it again at once: it is decided by reads that answer only after the page has painted
// (navigator.storage.persisted()), and a bar arriving then pushed the whole page down
// (Lighthouse CLS 0.11 on Billing and the Video Creator).
const SHOWN_KEY = 'creator-os-backup-reminder-shown';

export function wasBackupReminderShown(): boolean {
  try {
    return localStorage.getItem(SHOWN_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberBackupReminderShown(shown: boolean): void {
  try {
    localStorage.setItem(SHOWN_KEY, String(shown));
  } catch {
    // Not kept (private mode): the next page shows the reminder once its reads answer.
  }
}
