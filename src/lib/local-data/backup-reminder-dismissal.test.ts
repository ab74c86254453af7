import { afterEach, describe, expect, test, vi } from 'vitest';
import { readBackupReminderDismissedAt, recordBackupReminderDismissed } from './backup-reminder-dismissal';

const KEY = 'creator-os-backup-reminder-dismissed';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('the backup reminder dismissal', () => {
  test('is recorded as an ISO time under its key and read back', () => {
    expect(readBackupReminderDismissedAt()).toBeNull();
    recordBackupReminderDismissed(new Date('2026-11-25T12:00:00.000Z'));
    expect(localStorage.getItem(KEY)).toBe('2026-11-25T12:00:00.000Z');
    expect(readBackupReminderDismissedAt()).toBe('2026-11-25T12:00:00.000Z');
  });

  test('a storage that refuses reads or writes never throws: not dismissed', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => recordBackupReminderDismissed(new Date())).not.toThrow();
    expect(readBackupReminderDismissedAt()).toBeNull();
  });
});
