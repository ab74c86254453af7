import { useIsMutating, useMutation, useQueryClient } from '@tanstack/react-query';
import { downloadBlob } from '../download';
import { useState } from 'react';
import { makeLocalBackup, type BackupProgress, type MadeBackup } from './backup-api';
import { recordLastBackupAt } from './last-backup';
import { localDataKeys } from './local-data-queries';

export type BackupMaker = (now: Date, onProgress: (progress: BackupProgress) => void) => Promise<MadeBackup>;
export type BackupSaver = (file: Blob, fileName: string) => void;

// One key for every "Download backup" button, so each can tell that a backup is already running.
const BACKUP_MUTATION_KEY = [...localDataKeys.all, 'backup'] as const;

/**
 * "Download backup", wherever it is offered (the storage card, the shell's reminder): makes the
 * backup file, saves it, records the time, and re-reads the storage status, so every place that
 * shows the last backup (or reminds about it) sees the new one. `busy` is true while any of these
 * buttons' backups runs: a second button must not start a second dump of the same database.
 */
export function useDownloadBackup({
  makeBackup = makeLocalBackup,
  save = downloadBlob,
}: {
  makeBackup?: BackupMaker;
  save?: BackupSaver;
} = {}) {
  const queryClient = useQueryClient();
  const running = useIsMutating({ mutationKey: BACKUP_MUTATION_KEY });
  const [progress, setProgress] = useState<BackupProgress | null>(null);
  const mutation = useMutation({
    mutationKey: BACKUP_MUTATION_KEY,
    mutationFn: async () => {
      const now = new Date();
      setProgress(null);
      const made = await makeBackup(now, setProgress);
      save(made.file, made.fileName);
      recordLastBackupAt(now);
      return made;
    },
    meta: { errorToast: 'The backup could not be made' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: localDataKeys.storage() }),
  });
  /** This button's backup while it runs: its step, and how much is compressed. */
  return { ...mutation, busy: running > 0, progress: mutation.isPending ? progress : null };
}
