import type { BackupProgress } from './backup-api';

/** What a running backup is doing, in words, and how much of its compression is done (0 to 1). */
export function describeBackupProgress(progress: BackupProgress | null): {
  text: string;
  fraction: number | null;
} {
  switch (progress?.stage) {
    case 'compressing':
      return {
        text: `Compressing your database… ${Math.round(progress.fraction * 100)}%`,
        fraction: progress.fraction,
      };
    case 'sealing':
      return { text: 'Adding the checksum…', fraction: 1 };
    default:
      return { text: 'Copying your database…', fraction: null };
  }
}
