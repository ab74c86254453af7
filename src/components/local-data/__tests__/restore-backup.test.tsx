import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import {
  BACKUP_REFUSAL_MESSAGES,
  readBackup,
  writeBackup,
  type BackupContents,
} from '@/lib/local-data/backup-file';
import { TestQueryProvider } from '@/test/test-query-provider';
import { RestoreBackup, type BackupRestorer } from '../restore-backup';

const read = (file: Blob) => readBackup(file, { newestKnownMigration: '20990101000000' });

async function backupFile(): Promise<File> {
  const blob = await writeBackup(new Blob([new Uint8Array([31, 139, 8, 0, 1, 2, 3])]), {
    createdAt: '2026-11-20T10:30:00.000Z',
    migrationLevel: '20261123000100',
    postgresVersion: '17.4',
  });
  return new File([blob], 'creator-os-backup-2026-11-20.cosbackup');
}

function showRestore(restore: BackupRestorer, onRestored = vi.fn()) {
  render(
    <TestQueryProvider>
      <RestoreBackup read={read} restore={restore} onRestored={onRestored} />
    </TestQueryProvider>,
  );
  return onRestored;
}

describe('RestoreBackup', () => {
  test('a foreign file is refused with its message and nothing is restored', async () => {
    const restore = vi.fn();
    showRestore(restore);
    // A file picker lets "All files" through: the check must not rely on the accept filter.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Backup file'), new File(['hello'], 'notes.txt'));
    expect(await screen.findByRole('alert')).toHaveTextContent(BACKUP_REFUSAL_MESSAGES['not-a-backup']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(restore).not.toHaveBeenCalled();
  });

  test('a damaged backup is refused with the checksum message', async () => {
    const restore = vi.fn();
    showRestore(restore);
    const bytes = new Uint8Array(await (await backupFile()).arrayBuffer());
    bytes[bytes.length - 1] ^= 0xff;
    await userEvent.upload(screen.getByLabelText('Backup file'), new File([bytes], 'x.cosbackup'));
    expect(await screen.findByRole('alert')).toHaveTextContent(BACKUP_REFUSAL_MESSAGES['checksum-mismatch']);
    expect(restore).not.toHaveBeenCalled();
  });

  test('a good backup is confirmed first, naming what it replaces, then restored', async () => {
    const restore = vi.fn<BackupRestorer>().mockResolvedValue(undefined);
    const onRestored = showRestore(restore);
    await userEvent.upload(screen.getByLabelText('Backup file'), await backupFile());
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      "Everything in this browser's local database — all accounts, scripts, videos, designs, campaigns and credits made here — is replaced by the backup from",
    );
    expect(restore).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Replace and restore' }));
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalled());
    expect((restore.mock.calls[0]?.[0] as BackupContents).manifest.migrationLevel).toBe('20261123000100');
  });

  test('a running restore names its step', async () => {
    let finish = () => undefined as void;
    const restore = vi.fn<BackupRestorer>(async (_contents, onProgress) => {
      onProgress('checking');
      await new Promise<void>((resolve) => (finish = resolve));
    });
    const onRestored = showRestore(restore);
    await userEvent.upload(screen.getByLabelText('Backup file'), await backupFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Replace and restore' }));
    expect(await screen.findByText('Step 2 of 3: Opening and checking it…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Restore progress' })).toHaveAttribute(
      'aria-valuetext',
      'Step 2 of 3',
    );
    finish();
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalled());
  });

  test('cancel leaves everything as it was', async () => {
    const restore = vi.fn();
    showRestore(restore);
    await userEvent.upload(screen.getByLabelText('Backup file'), await backupFile());
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(restore).not.toHaveBeenCalled();
  });

  test('a failed restore says nothing changed and does not leave the page', async () => {
    const onRestored = showRestore(vi.fn<BackupRestorer>().mockRejectedValue(new Error('open failed')));
    await userEvent.upload(screen.getByLabelText('Backup file'), await backupFile());
    await userEvent.click(await screen.findByRole('button', { name: 'Replace and restore' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The backup could not be restored. Nothing was changed.',
    );
    expect(onRestored).not.toHaveBeenCalled();
  });
});
