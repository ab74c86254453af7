import { queryOptions } from '@tanstack/react-query';
import { readBackupReminderDismissedAt } from './backup-reminder-dismissal';
import { readStorageStatus } from './storage-api';

/**
 * Query keys of this device's local data. They are not per user: the storage belongs to the
 * browser (every account in it shares one database).
 */
export const localDataKeys = {
  all: ['local-data'] as const,
  storage: () => [...localDataKeys.all, 'storage'] as const,
  backupReminderDismissed: () => [...localDataKeys.all, 'backup-reminder-dismissed'] as const,
};

export const storageStatusQuery = () =>
  queryOptions({ queryKey: localDataKeys.storage(), queryFn: readStorageStatus });

/** When the backup reminder was last dismissed in this browser (ISO 8601), or null. */
export const backupReminderDismissedQuery = () =>
  queryOptions({
    queryKey: localDataKeys.backupReminderDismissed(),
    queryFn: async () => readBackupReminderDismissedAt(),
  });
