import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './screen-checks';
import { desktopOnly, downloadBackupWith, register, uniqueEmail } from './support';

// Local mode: while the browser may delete the user's work and no recent backup exists, the shell
// offers one in a slim bar above the page; a backup or "Not now" puts it away, across reloads.

declare global {
  interface Window {
    /** How many times the page asked navigator.storage.persisted() (set by the init script). */
    persistedReads?: number;
  }
}

/**
 * Whether the browser keeps the site's data is its own call: Chromium grants persistence by how
 * the site is used. Headless Chromium answers false today; this pins that answer, so the test does
 * not hang on a browser heuristic, and counts the reads so a test can wait for the shell's.
 */
async function browserMayDeleteData(page: Page) {
  await page.addInitScript(() => {
    window.persistedReads = 0;
    Object.defineProperty(StorageManager.prototype, 'persisted', {
      configurable: true,
      value: () => {
        window.persistedReads = (window.persistedReads ?? 0) + 1;
        return Promise.resolve(false);
      },
    });
  });
}

const reminderOf = (page: Page) => page.getByRole('region', { name: 'Backup reminder' });

/**
 * After a (re)load: the shell has read the storage status, so a reminder that is due would be
 * on screen by now. Only then is "no reminder" a finding rather than a page still loading.
 */
async function expectNoReminderOnceRead(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.persistedReads ?? 0)).toBeGreaterThan(0);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 250)));
  await expect(reminderOf(page)).toHaveCount(0);
}

test.describe('desktop 1280x800', desktopOnly, () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a new local user is offered a backup; Download backup saves one and the reminder stays gone', async ({
    page,
  }, testInfo) => {
    const errors = collectConsoleErrors(page);
    await browserMayDeleteData(page);
    await register(page, uniqueEmail('reminder'));

    const reminder = reminderOf(page);
    await expect(reminder).toBeVisible();
    await expect(reminder).toHaveText(
      /Your work is stored only in this browser, which may delete it\. Download a backup to keep a copy\./,
    );
    // Above the page, not over it: the page's heading starts below the bar.
    const bar = await reminder.boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();
    expect(bar && heading && bar.y + bar.height <= heading.y).toBe(true);
    await expectNoSidewaysScroll(page, 'dashboard with the backup reminder');
    await expectNoSeriousAxeViolations(page, 'dashboard with the backup reminder');
    await page.screenshot({ path: testInfo.outputPath('backup-reminder-1280.png') });

    const download = await downloadBackupWith(reminder.getByRole('button', { name: 'Download backup' }));
    expect(download.suggestedFilename()).toMatch(/^creator-os-backup-\d{4}-\d\d-\d\d\.cosbackup$/);
    await expect(reminder).toHaveCount(0);

    await page.reload();
    await expectNoReminderOnceRead(page);
    // The storage card agrees: the backup is recorded.
    await page.goto('/dashboard/settings?tab=privacy');
    const card = page.getByRole('region', { name: 'Storage on this device' });
    await expect(card.getByText('Last backup')).toBeVisible();
    await expect(card.getByText('Never')).toHaveCount(0);
    await expect(reminderOf(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('Not now hides the reminder, and it stays hidden after a reload', async ({ page }) => {
    await browserMayDeleteData(page);
    await register(page, uniqueEmail('reminder-later'));

    const reminder = reminderOf(page);
    await reminder.getByRole('button', { name: 'Not now' }).click();
    await expect(reminder).toHaveCount(0);

    await page.reload();
    await expectNoReminderOnceRead(page);
    // No backup was made: the storage card still says so.
    await page.goto('/dashboard/settings?tab=privacy');
    await expect(
      page.getByRole('region', { name: 'Storage on this device' }).getByText('Never'),
    ).toBeVisible();
    await expect(reminderOf(page)).toHaveCount(0);
  });
});

test.describe('phone 390x844', desktopOnly, () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the reminder fits the phone screen above the page', async ({ page }, testInfo) => {
    await browserMayDeleteData(page);
    await register(page, uniqueEmail('reminder-phone'));

    const reminder = reminderOf(page);
    await expect(reminder).toBeVisible();
    await expect(reminder.getByRole('button', { name: 'Download backup' })).toBeInViewport();
    await expect(reminder.getByRole('button', { name: 'Not now' })).toBeInViewport();
    const bar = await reminder.boundingBox();
    const heading = await page.getByRole('heading', { level: 1 }).first().boundingBox();
    expect(bar && heading && bar.y + bar.height <= heading.y).toBe(true);
    await expectNoSidewaysScroll(page, 'dashboard with the backup reminder at 390 px');
    await expectNoSeriousAxeViolations(page, 'dashboard with the backup reminder at 390 px');
    await page.screenshot({ path: testInfo.outputPath('backup-reminder-390.png') });
  });
});
