import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  desktopOnly,
  downloadBackupWith,
  FIRST_START_TIMEOUT,
  password,
  register,
  signOut,
  uniqueEmail,
} from './support';

// Local mode: a backup downloaded in one browser profile is restored in a fresh one from the
// sign-in page (a wiped browser has no account), and the old password signs in to the same data.
// A damaged or foreign file is refused with its message and changes nothing.

async function saveScript(page: Page): Promise<string> {
  await page.goto('/dashboard/video-creator');
  await page.getByLabel('Title').fill('Kept across browsers');
  await page.getByRole('textbox', { name: 'Your script' }).fill('Backed up here.\nRestored there.');
  await expect(page.getByTestId('script-save-status')).toHaveText('Saved', { timeout: 20_000 });
  await expect(page).toHaveURL(/\?script=[0-9a-f-]{36}$/);
  return page.url();
}

/** Makes a video of the open script with the mock provider: it costs 1 credit (5 → 4). */
async function generateVideo(page: Page) {
  await page.getByRole('button', { name: /Generate Video from Script/ }).click();
  await expect(page.locator('video[aria-label="Generated video"]')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('main').getByRole('link', { name: 'Credits: 4' })).toBeVisible();
}

/** What the account holds, as its screens list it: the backup must bring back each of these. */
interface SavedWork {
  scripts: string[];
  videos: string[];
  credits: string;
  transactions: string[];
}

async function libraryItems(page: Page, tab: 'scripts' | 'videos'): Promise<string[]> {
  await page.goto(`/dashboard/library?tab=${tab}`);
  const items = page.getByRole('tabpanel').getByRole('list', { name: tab }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  // Authors show as "…" until the workspace's members are read.
  await expect(items.filter({ hasText: '…' })).toHaveCount(0);
  return items.allInnerTexts();
}

async function savedWork(page: Page): Promise<SavedWork> {
  const scripts = await libraryItems(page, 'scripts');
  const videos = await libraryItems(page, 'videos');
  await page.goto('/dashboard/settings?tab=credits');
  const credits = page.getByTestId('available-credits');
  await expect(credits).toHaveText(/^\d+$/);
  const transactions = page.getByRole('table').locator('tbody').getByRole('row');
  await expect(transactions.first()).toBeVisible();
  return {
    scripts,
    videos,
    credits: await credits.innerText(),
    transactions: await transactions.allInnerTexts(),
  };
}

async function downloadBackup(page: Page): Promise<Buffer> {
  await page.goto('/dashboard/settings?tab=privacy');
  const card = page.getByRole('region', { name: 'Storage on this device' });
  const download = await downloadBackupWith(card.getByRole('button', { name: 'Download backup' }));
  return readFileSync(await download.path());
}

async function signIn(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: FIRST_START_TIMEOUT });
}

const backupFile = (buffer: Buffer, name = 'creator-os-backup.cosbackup') => ({
  name,
  mimeType: 'application/octet-stream',
  buffer,
});

test(
  'a backup restored in a fresh browser from the sign-in page brings back the account, scripts, videos, credits and transactions',
  desktopOnly,
  async ({ page, browser }) => {
    test.setTimeout(300_000);
    const email = uniqueEmail('restore');
    await register(page, email);
    await expect(page.getByRole('link', { name: 'Credits: 5' })).toBeVisible();
    const scriptUrl = await saveScript(page);
    await generateVideo(page);
    const before = await savedWork(page);
    expect(before.scripts.filter((item) => item.includes('Kept across browsers'))).toHaveLength(1);
    expect(before.videos).toHaveLength(1);
    expect(before.videos[0]).toContain('Backed up here.');
    expect(before.videos[0]).toContain('Ready');
    expect(before.credits).toBe('4');
    // The video's credit is the newest entry of the ledger (savedWork ends on its screen).
    await expect(page.getByRole('table').locator('tbody tr').first().getByRole('cell').nth(2)).toHaveText(
      '-1',
    );
    const backup = await downloadBackup(page);

    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await other.goto('/auth/login');
      await other.getByLabel('Backup file').setInputFiles(backupFile(backup));
      const dialog = other.getByRole('alertdialog', { name: 'Restore this backup?' });
      await expect(dialog).toContainText(
        "Everything in this browser's local database — all accounts, scripts, videos, designs, campaigns and credits made here — is replaced by the backup from",
        { timeout: FIRST_START_TIMEOUT },
      );
      await dialog.getByRole('button', { name: 'Replace and restore' }).click();
      await expect(other).toHaveURL(/\/auth\/login\?restored=1$/, { timeout: FIRST_START_TIMEOUT });
      await expect(
        other.getByText('Your backup was restored. Sign in with an account from the backup.'),
      ).toBeVisible();

      await signIn(other, email);
      await expect(other.getByRole('link', { name: 'Credits: 4' })).toBeVisible();
      // The app now runs on the restored database; the one it replaced is deleted.
      await expect
        .poll(() =>
          other.evaluate(async () =>
            (await indexedDB.databases()).map((db) => db.name).filter((name) => name?.startsWith('/pglite/')),
          ),
        )
        .toEqual([expect.stringMatching(/^\/pglite\/creator-os-local-restore-\d+$/)]);
      await other.goto(new URL(scriptUrl).pathname + new URL(scriptUrl).search);
      await expect(other.getByLabel('Title')).toHaveValue('Kept across browsers');
      await expect(other.getByRole('textbox', { name: 'Your script' })).toHaveValue(
        'Backed up here.\nRestored there.',
      );
      // The same scripts, videos, balance and ledger, row for row.
      expect(await savedWork(other)).toEqual(before);
    } finally {
      await fresh.close();
    }
  },
);

test(
  'a damaged or foreign file is refused with its message and nothing changes',
  desktopOnly,
  async ({ page }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('restore-refused');
    await register(page, email);
    const backup = await downloadBackup(page);
    await page.goto('/dashboard');
    await signOut(page);

    const damaged = Buffer.from(backup);
    for (const at of [damaged.length - 10, damaged.length - 100]) damaged[at] ^= 0xff;
    const picker = page.getByLabel('Backup file');
    await picker.setInputFiles(backupFile(damaged));
    await expect(
      page.getByText(
        'This backup file has been changed or damaged since it was made, so it cannot be used. Try another copy.',
      ),
    ).toBeVisible({ timeout: FIRST_START_TIMEOUT });
    await picker.setInputFiles(backupFile(Buffer.from('name,views\nLaunch day,1200\n'), 'report.csv'));
    await expect(page.getByText('This file is not a Creator OS backup.')).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    // The same database: the account still signs in.
    await page.reload();
    await signIn(page, email);
  },
);

test(
  'a restore from Settings reloads every open tab onto the restored database',
  desktopOnly,
  async ({ page, context }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail('restore-tabs');
    await register(page, email);
    const backup = await downloadBackup(page);
    const scriptUrl = await saveScript(page); // made after the backup: the restore takes it away

    const second = await context.newPage();
    await second.goto('/dashboard');
    await expect(second.getByRole('link', { name: 'Credits: 5' })).toBeVisible({
      timeout: FIRST_START_TIMEOUT,
    });
    await second.evaluate(() => {
      (window as unknown as { beforeRestore: boolean }).beforeRestore = true;
    });

    await page.goto('/dashboard/settings?tab=privacy');
    const card = page.getByRole('region', { name: 'Storage on this device' });
    await card.getByLabel('Backup file').setInputFiles(backupFile(backup));
    await page.getByRole('alertdialog').getByRole('button', { name: 'Replace and restore' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?restored=1$/, { timeout: FIRST_START_TIMEOUT });

    // The other tab reloaded (its page state is gone) and is signed out like this one.
    await expect
      .poll(() => second.evaluate(() => 'beforeRestore' in window), { timeout: FIRST_START_TIMEOUT })
      .toBe(false);
    await expect(second).toHaveURL(/\/auth\/login/);

    await signIn(page, email);
    await page.goto(new URL(scriptUrl).pathname + new URL(scriptUrl).search);
    await expect(page.getByLabel('Title')).not.toHaveValue('Kept across browsers');
    await second.goto('/dashboard');
    await expect(second.getByRole('link', { name: 'Credits: 5' })).toBeVisible();
  },
);
