import { ProgressBar } from '@/components/ui/progress-bar';
import type { BackupProgress } from '@/lib/local-data/backup-api';
import { describeBackupProgress } from '@/lib/local-data/backup-progress';

/** A running backup's step and, once it compresses, a bar of how far it has come. */
export function BackupProgressNote({ progress }: { progress: BackupProgress | null }) {
  const { text, fraction } = describeBackupProgress(progress);
  return (
    <div className="space-y-2">
      <p className="text-sm text-slate-700" role="status">
        {text}
      </p>
      <ProgressBar
        value={fraction === null ? 0 : Math.round(fraction * 100)}
        max={100}
        label="Backup progress"
        valueText={text}
      />
    </div>
  );
}
