import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, HardDrive, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { env } from '@/lib/env';
import { isBackupReminderDue } from '@/lib/local-data/backup-reminder';
import { rememberBackupReminderShown, wasBackupReminderShown } from '@/lib/local-data/backup-reminder-shown';
import { recordBackupReminderDismissed } from '@/lib/local-data/backup-reminder-dismissal';
import {
  backupReminderDismissedQuery,
  localDataKeys,
  storageStatusQuery,
} from '@/lib/local-data/local-data-queries';
import { useDownloadBackup, type BackupMaker, type BackupSaver } from '@/lib/local-data/use-download-backup';
import { focusMainContentFrom } from '@/lib/main-content';

interface BackupReminderProps {
  makeBackup?: BackupMaker;
  save?: BackupSaver;
}

/**
 * The shell's slim notice offering a backup while this browser may delete the user's work and no
 * recent backup exists; "Not now" puts it away for a week. Hosted, the data lives in Supabase: it
 * renders nothing and reads nothing.
 */
export function BackupReminder(props: BackupReminderProps) {
  if (env.mode !== 'local') return null;
  return <LocalBackupReminder {...props} />;
}

function LocalBackupReminder({ makeBackup, save }: BackupReminderProps) {
  const queryClient = useQueryClient();
  const bar = useRef<HTMLElement>(null);
  const status = useQuery(storageStatusQuery());
  const dismissedAt = useQuery(backupReminderDismissedQuery());
  const backup = useDownloadBackup({ makeBackup, save });
  const dismiss = useMutation({
    mutationFn: async () => recordBackupReminderDismissed(new Date()),
    onSuccess: () => {
      // The bar is about to go with the focused button: focus moves on to the page, not its top.
      focusMainContentFrom(bar.current);
      return queryClient.invalidateQueries({ queryKey: localDataKeys.backupReminderDismissed() });
    },
  });

  // Until both reads have answered, the bar is as it was at the last look: it neither pushes the
  // page down when they answer nor flashes in and out.
  const answered = status.data !== undefined && dismissedAt.data !== undefined;
  const due =
    status.data && dismissedAt.data !== undefined
      ? isBackupReminderDue(
          {
            mode: env.mode,
            persisted: status.data.persisted,
            lastBackupAt: status.data.lastBackupAt,
            dismissedAt: dismissedAt.data,
          },
          new Date(),
        )
      : wasBackupReminderShown();
  useEffect(() => {
    if (answered) rememberBackupReminderShown(due);
  }, [answered, due]);
  if (!due) return null;

  return (
    <section
      ref={bar}
      aria-label="Backup reminder"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-950 sm:px-6 lg:px-8"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-2 sm:flex-row sm:items-center sm:gap-4">
        <p className="flex min-w-0 flex-1 items-start gap-2">
          <HardDrive className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
          <span>
            Your work is stored only in this browser, which may delete it.{' '}
            {/* Wraps as one piece: a line break between the sentences, never inside the second. */}
            <span className="inline-block">Download a backup to keep a copy.</span>
          </span>
        </p>
        <div className="flex shrink-0 flex-wrap gap-2 pl-6 sm:pl-0">
          <Button
            className="px-3 py-1.5"
            onClick={() => backup.mutate(undefined, { onSuccess: () => focusMainContentFrom(bar.current) })}
            disabled={backup.busy}
          >
            {backup.busy ? (
              <Loader2 className="size-4 animate-spin" aria-hidden />
            ) : (
              <Download className="size-4" aria-hidden />
            )}
            {backup.busy ? 'Preparing backup…' : 'Download backup'}
          </Button>
          <Button
            variant="ghost"
            className="px-3 py-1.5 text-amber-950 hover:bg-amber-100"
            onClick={() => dismiss.mutate()}
          >
            Not now
          </Button>
        </div>
      </div>
    </section>
  );
}
