import { queryOptions } from '@tanstack/react-query';
import { readStorageStatus } from './storage-api';

/**
 * Query keys of this device's local data. They are not per user: the storage belongs to the
 * browser (every account in it shares one database).
 */
export const localDataKeys = {
  all: ['local-data'] as const,
  storage: () => [...localDataKeys.all, 'storage'] as const,
};

export const storageStatusQuery = () =>
  queryOptions({ queryKey: localDataKeys.storage(), queryFn: readStorageStatus });
