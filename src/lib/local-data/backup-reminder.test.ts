import { describe, expect, test } from 'vitest';
import {
  BACKUP_REMINDER_INTERVAL_MS,
  isBackupReminderDue,
  type BackupReminderFacts,
} from './backup-reminder';

const now = new Date('2026-11-25T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SEVEN_DAYS = 7 * 24 * 60 * 60 * 1000;

/** A local, not persisted browser that never made a backup nor dismissed the reminder. */
const facts = (overrides: Partial<BackupReminderFacts> = {}): BackupReminderFacts => ({
  mode: 'local',
  persisted: false,
  lastBackupAt: null,
  dismissedAt: null,
  ...overrides,
});

describe('isBackupReminderDue', () => {
  test('the interval is seven days', () => {
    expect(BACKUP_REMINDER_INTERVAL_MS).toBe(SEVEN_DAYS);
  });

  test('due in local mode when the browser may delete the data and no backup was ever made', () => {
    expect(isBackupReminderDue(facts(), now)).toBe(true);
  });

  test('never in hosted mode, whatever the storage says', () => {
    expect(isBackupReminderDue(facts({ mode: 'hosted' }), now)).toBe(false);
  });

  test('never while the browser has promised to keep the data', () => {
    expect(isBackupReminderDue(facts({ persisted: true }), now)).toBe(false);
  });

  test('a backup within the last seven days keeps it away; exactly seven days ago is due again', () => {
    expect(isBackupReminderDue(facts({ lastBackupAt: ago(0) }), now)).toBe(false);
    expect(isBackupReminderDue(facts({ lastBackupAt: ago(SEVEN_DAYS - 1) }), now)).toBe(false);
    expect(isBackupReminderDue(facts({ lastBackupAt: ago(SEVEN_DAYS) }), now)).toBe(true);
    expect(isBackupReminderDue(facts({ lastBackupAt: ago(30 * 24 * 60 * 60 * 1000) }), now)).toBe(true);
  });

  test('"Not now" keeps it away for seven days; exactly seven days later it is due again', () => {
    expect(isBackupReminderDue(facts({ dismissedAt: ago(0) }), now)).toBe(false);
    expect(isBackupReminderDue(facts({ dismissedAt: ago(SEVEN_DAYS - 1) }), now)).toBe(false);
    expect(isBackupReminderDue(facts({ dismissedAt: ago(SEVEN_DAYS) }), now)).toBe(true);
  });

  test('a recent dismissal does not matter when the browser keeps the data or in hosted mode', () => {
    expect(isBackupReminderDue(facts({ dismissedAt: ago(SEVEN_DAYS * 2), persisted: true }), now)).toBe(
      false,
    );
    expect(isBackupReminderDue(facts({ dismissedAt: ago(SEVEN_DAYS * 2), mode: 'hosted' }), now)).toBe(false);
  });

  test('a stored time in the future (the clock was turned back) is not trusted: due', () => {
    expect(isBackupReminderDue(facts({ lastBackupAt: ago(-1) }), now)).toBe(true);
    expect(isBackupReminderDue(facts({ dismissedAt: ago(-60 * 60 * 1000) }), now)).toBe(true);
  });

  test('garbage in storage counts as never', () => {
    for (const garbage of ['', 'yesterday', 'null', '{"at":1}', 'NaN']) {
      expect(isBackupReminderDue(facts({ lastBackupAt: garbage }), now), garbage).toBe(true);
      expect(isBackupReminderDue(facts({ dismissedAt: garbage }), now), garbage).toBe(true);
    }
  });
});
