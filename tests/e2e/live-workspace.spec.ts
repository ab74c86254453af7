import { expect, test } from '@playwright/test';
import { desktopOnly, register, uniqueEmail } from './support';

// Issue 16's live screens in local mode: the browser's one database is shared by its tabs, and a
// change made in one tab shows in another tab's open screen without a reload (the database's
// NOTIFY, forwarded to every tab by PGliteWorker; src/lib/live).

test(
  'a script saved in one tab appears in the Library open in another, without a reload',
  desktopOnly,
  async ({ page, context }) => {
    test.setTimeout(180_000);
    await register(page, uniqueEmail('live-tabs'));
    await page.goto('/dashboard/library');
    await expect(page.getByRole('tab', { name: 'Scripts' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByText('Launch day')).toBeHidden();

    const other = await context.newPage();
    await other.goto('/dashboard/video-creator');
    await other.getByLabel('Title').fill('Launch day');
    await other.getByRole('textbox', { name: 'Your script' }).fill('Launch day is here.');
    await expect(other.getByTestId('script-save-status')).toHaveText('Saved', { timeout: 20_000 });

    // The first tab was not touched: the Library shows the new script by itself.
    await expect(
      page.getByRole('tabpanel').getByRole('link', { name: 'Launch day', exact: true }),
    ).toBeVisible({
      timeout: 15_000,
    });
    await other.close();
  },
);
