import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { readBackup } from '../../src/lib/local-data/backup-file';
import { desktopOnly, downloadBackupWith, register, uniqueEmail } from './support';

// Local mode: Settings → Privacy & Security shows how the browser keeps this device's database and
// downloads all of it as one backup file, which the app's own reader opens.

/** The newest migration of this checkout: what the built app's database is migrated to. */
const newestMigration = readdirSync('supabase/migrations')
  .map((file) => /^(\d+)_.+\.sql$/.exec(file)?.[1])
  .filter((version): version is string => Boolean(version))
  .sort()
  .at(-1) as string;

test(
  'the storage card shows the storage state and downloads a backup of the whole database',
  desktopOnly,
  async ({ page }) => {
    await register(page, uniqueEmail('backup'));
    await page.goto('/dashboard/settings?tab=privacy');

    const card = page.getByRole('region', { name: 'Storage on this device' });
    await expect(card).toBeVisible();
    // Persisted or not is the browser's call; the card says which, with the space figures.
    await expect(card.getByText(/^(Kept by the browser|Not guaranteed)$/)).toBeVisible();
    await expect(card.getByText('Space used')).toBeVisible();
    await expect(card.getByText('Space available')).toBeVisible();
    await expect(card.getByText('Never')).toBeVisible();
    await expect(page.getByText('This section is under development.')).toBeVisible();

    const download = await downloadBackupWith(card.getByRole('button', { name: 'Download backup' }));
    const today = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(download.suggestedFilename()).toBe(
      `creator-os-backup-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.cosbackup`,
    );
    await expect(card.getByText(/^Backup saved: creator-os-backup-.+\.cosbackup \(.+ MB\)\.$/)).toBeVisible();
    await expect(card.getByText('Never')).toHaveCount(0);

    const bytes = readFileSync(await download.path());
    const opened = await readBackup(new Blob([bytes]), { newestKnownMigration: newestMigration });
    if (!opened.ok) throw new Error(`The downloaded backup was refused: ${opened.message}`);
    expect(opened.manifest).toMatchObject({
      format: 'creator-os-backup',
      formatVersion: 1,
      migrationLevel: newestMigration,
      dump: { compression: 'gzip', byteLength: opened.dump.size },
    });
    const dump = Buffer.from(await opened.dump.arrayBuffer());
    expect(opened.manifest.dump.sha256).toBe(createHash('sha256').update(dump).digest('hex'));
    // A gzip stream: PGlite's data directory as a tar.
    expect([dump[0], dump[1]]).toEqual([0x1f, 0x8b]);
  },
);
