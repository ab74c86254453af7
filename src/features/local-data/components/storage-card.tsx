import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, HardDrive, Loader2, ShieldCheck } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatFileSize } from '@/lib/format/file-size';
import { localDataKeys, storageStatusQuery } from '@/lib/local-data/local-data-queries';
import { requestPersistentStorage } from '@/lib/local-data/storage-api';
import { useDownloadBackup, type BackupMaker, type BackupSaver } from '@/lib/local-data/use-download-backup';
import { BackupProgressNote } from '@/components/local-data/backup-progress-note';
import { RestoreBackup } from '@/components/local-data/restore-backup';

const formatWhen = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Settings → Privacy & Security, local mode: whether the browser promised to keep this device's
 * database, the space it takes, and a one-file backup of it.
 */
export function StorageCard({ makeBackup, save }: { makeBackup?: BackupMaker; save?: BackupSaver }) {
  const queryClient = useQueryClient();
  const status = useQuery(storageStatusQuery());
  const invalidate = () => queryClient.invalidateQueries({ queryKey: localDataKeys.storage() });

  const askToKeep = useMutation({
    mutationFn: requestPersistentStorage,
    onSettled: invalidate,
  });
  const backup = useDownloadBackup({ makeBackup, save });

  const storage = status.data;
  const available = storage?.quota != null ? Math.max(storage.quota - (storage.usage ?? 0), 0) : null;

  return (
    <Card aria-labelledby="storage-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="storage-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <HardDrive className="size-5 shrink-0 text-brand-600" aria-hidden />
          Storage on this device
        </h3>
        {storage &&
          (storage.persisted ? (
            <Badge variant="success">Kept by the browser</Badge>
          ) : (
            <Badge variant="warning">Not guaranteed</Badge>
          ))}
      </div>

      {status.isPending && (
        <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
          <Loader2 className="size-4 animate-spin" aria-hidden />
          Checking this device's storage…
        </p>
      )}
      {status.isError && (
        <p className="text-sm text-red-700" role="alert">
          This browser could not say how it stores your data.
        </p>
      )}

      {storage && (
        <>
          <p className="text-sm text-slate-700">
            {storage.persisted
              ? 'Your browser has agreed to keep your data until you delete it. A backup still protects it if this device is lost or its data is cleared.'
              : 'Your browser may delete your data when the device is low on space or after a long time without use. Download a backup to keep a copy.'}
          </p>
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-slate-600">Space used</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {storage.usage != null ? formatFileSize(storage.usage) : 'Unknown'}
              </dd>
            </div>
            <div className="rounded-xl bg-slate-50 p-3">
              <dt className="text-slate-600">Space available</dt>
              <dd className="font-semibold text-slate-900 tabular-nums">
                {available != null ? formatFileSize(available) : 'Unknown'}
              </dd>
            </div>
            <div className="col-span-2 rounded-xl bg-slate-50 p-3 sm:col-span-1">
              <dt className="text-slate-600">Last backup</dt>
              <dd className="font-semibold text-slate-900">
                {storage.lastBackupAt ? formatWhen(storage.lastBackupAt) : 'Never'}
              </dd>
            </div>
          </dl>
          {askToKeep.data === false && !storage.persisted && (
            <p className="text-sm text-slate-700" role="status">
              The browser did not agree this time. It decides on its own; installing the app can help. Keep
              backups meanwhile.
            </p>
          )}
        </>
      )}

      <div className="flex flex-wrap gap-3">
        <Button onClick={() => backup.mutate()} disabled={backup.busy}>
          {backup.busy ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <Download className="size-4" aria-hidden />
          )}
          {backup.busy ? 'Preparing backup…' : 'Download backup'}
        </Button>
        {storage && !storage.persisted && storage.canAskToKeep && (
          <Button variant="secondary" onClick={() => askToKeep.mutate()} disabled={askToKeep.isPending}>
            <ShieldCheck className="size-4" aria-hidden />
            Ask to keep my data
          </Button>
        )}
      </div>
      {backup.isPending && <BackupProgressNote progress={backup.progress} />}
      {backup.isSuccess && (
        <p className="text-sm text-slate-700" role="status">
          Backup saved: {backup.data.fileName} ({formatFileSize(backup.data.file.size)}).
        </p>
      )}
      <p className="text-xs text-slate-600">
        The backup holds everything in this browser's database, your sign-in included. Keep it somewhere safe.
      </p>
      <RestoreBackup />
    </Card>
  );
}
