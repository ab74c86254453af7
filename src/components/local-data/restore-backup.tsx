import { useMutation } from '@tanstack/react-query';
import { ArchiveRestore, Loader2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { RestoreStage } from '../../../local-backend/browser';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ProgressBar } from '@/components/ui/progress-bar';
import { BACKUP_EXTENSION, type BackupContents, type BackupRefusal } from '@/lib/local-data/backup-file';
import { readLocalBackup, restoreLocalBackup } from '@/lib/local-data/restore-api';
import { paths } from '@/lib/paths';

export type BackupReader = (file: Blob) => Promise<BackupContents | BackupRefusal>;
export type BackupRestorer = (
  contents: BackupContents,
  onProgress: (stage: RestoreStage) => void,
) => Promise<void>;

/** The restore's steps as the dialog names them, in order. */
const RESTORE_STEPS: Record<RestoreStage, string> = {
  loading: 'Loading the backup…',
  checking: 'Opening and checking it…',
  switching: 'Switching to it…',
};
const STEP_ORDER = Object.keys(RESTORE_STEPS) as RestoreStage[];

/** Where a restore ends: the sign-in page, with the accounts of the backup, saying it worked. */
export const RESTORED_LOGIN_PATH = `${paths.login}?restored=1`;

const formatBackupDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * "Restore from a backup": pick a `.cosbackup` file, see it refused with the reason or confirm
 * what it replaces, then the app reloads on the sign-in page over the restored database.
 */
export function RestoreBackup({
  read = readLocalBackup,
  restore = restoreLocalBackup,
  onRestored = () => window.location.assign(RESTORED_LOGIN_PATH),
  variant = 'secondary',
}: {
  read?: BackupReader;
  restore?: BackupRestorer;
  onRestored?: () => void;
  variant?: 'secondary' | 'ghost';
}) {
  const input = useRef<HTMLInputElement>(null);
  const opening = useMutation({ mutationFn: read });
  const [stage, setStage] = useState<RestoreStage>('loading');
  const restoring = useMutation({
    mutationFn: (contents: BackupContents) => {
      setStage('loading');
      return restore(contents, setStage);
    },
    onSuccess: onRestored,
  });
  const step = STEP_ORDER.indexOf(stage) + 1;
  const chosen = opening.data?.ok ? opening.data : null;
  const busy = opening.isPending || restoring.isPending;

  return (
    <div className="space-y-2">
      <input
        ref={input}
        type="file"
        accept={`.${BACKUP_EXTENSION}`}
        aria-label="Backup file"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          restoring.reset();
          if (file) opening.mutate(file);
        }}
      />
      <Button type="button" variant={variant} onClick={() => input.current?.click()} disabled={busy}>
        {opening.isPending ? (
          <Loader2 className="size-4 animate-spin" aria-hidden />
        ) : (
          <ArchiveRestore className="size-4" aria-hidden />
        )}
        {opening.isPending ? 'Checking backup…' : 'Restore from a backup'}
      </Button>
      {opening.data && !opening.data.ok && (
        <p className="text-sm text-red-700" role="alert">
          {opening.data.message}
        </p>
      )}
      {opening.isError && (
        <p className="text-sm text-red-700" role="alert">
          The backup could not be read. Nothing was changed.
        </p>
      )}
      {chosen && (
        <Modal
          role="alertdialog"
          title="Restore this backup?"
          dismissible={!restoring.isPending}
          onClose={() => opening.reset()}
          footer={
            <>
              <Button variant="secondary" onClick={() => opening.reset()} disabled={restoring.isPending}>
                Cancel
              </Button>
              <Button onClick={() => restoring.mutate(chosen)} disabled={restoring.isPending}>
                {restoring.isPending && <Loader2 className="size-4 animate-spin" aria-hidden />}
                {restoring.isPending ? 'Restoring…' : 'Replace and restore'}
              </Button>
            </>
          }
        >
          <p className="text-sm text-slate-700">
            Everything in this browser's local database — all accounts, scripts, videos, designs, campaigns
            and credits made here — is replaced by the backup from{' '}
            {formatBackupDate(chosen.manifest.createdAt)}.
          </p>
          {restoring.isPending && (
            <div className="mt-4 space-y-2">
              <p className="text-sm text-slate-700" role="status">
                Step {step} of {STEP_ORDER.length}: {RESTORE_STEPS[stage]}
              </p>
              <ProgressBar
                value={step - 0.5}
                max={STEP_ORDER.length}
                label="Restore progress"
                valueText={`Step ${step} of ${STEP_ORDER.length}`}
              />
            </div>
          )}
          {restoring.isError && (
            <p className="mt-3 text-sm text-red-700" role="alert">
              The backup could not be restored. Nothing was changed.
            </p>
          )}
        </Modal>
      )}
    </div>
  );
}
