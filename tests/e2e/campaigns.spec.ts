import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoSidewaysScroll } from './screen-checks';
import { desktopOnly, FIRST_START_TIMEOUT, register, uniqueEmail } from './support';

// Issue 16's Campaigns journey in local mode: create, pause, edit and bulk-delete campaigns, each
// kept across a reload, at 390 px with no sideways scroll (every-route.spec.ts checks the screen
// at 1280 px; running the journey at both sizes doubled its time in CI).

const sizes = [{ name: 'phone 390x844', viewport: { width: 390, height: 844 }, isMobile: true }] as const;

async function openCampaigns(page: Page) {
  await page.goto('/dashboard/campaigns');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible({
    timeout: FIRST_START_TIMEOUT,
  });
  await expect(page.getByText(/^Showing /)).toBeVisible({ timeout: FIRST_START_TIMEOUT });
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('button', { name: `View ${name}`, exact: true }) });

for (const size of sizes) {
  test.describe(size.name, desktopOnly, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

    test('create, pause, edit and bulk-delete campaigns; each is kept across a reload', async ({ page }) => {
      test.setTimeout(300_000);
      const errors = collectConsoleErrors(page);
      await register(page, uniqueEmail('campaigns'), 'Casey');
      await openCampaigns(page);
      await expect(page.getByText('Showing 1–6 of 6')).toBeVisible();
      await expect(rowOf(page, 'Summer Product Launch').getByText('Sample')).toBeVisible();
      await expectNoSidewaysScroll(page, `campaigns at ${size.name}`);

      // Create
      await page.getByRole('button', { name: 'Create Campaign' }).click();
      const create = page.getByRole('dialog', { name: 'Create Campaign' });
      await create.getByLabel('Campaign name').fill('E2E Launch');
      await create.getByLabel('Objective').selectOption('Lead Generation');
      await create.getByLabel('Budget (USD)').fill('2500');
      await create.getByLabel('Start date').fill('2027-03-01');
      await create.getByLabel('End date').fill('2027-04-30');
      await create.getByRole('button', { name: 'Create Campaign' }).click();
      await expect(create).toBeHidden();
      await expect(rowOf(page, 'E2E Launch').getByText('draft')).toBeVisible();

      // Pause
      await page.getByRole('button', { name: 'Pause Summer Product Launch' }).click();
      await expect(rowOf(page, 'Summer Product Launch').getByText('paused')).toBeVisible();

      // Edit
      await page.getByRole('button', { name: 'Edit E2E Launch' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit E2E Launch' });
      await edit.getByLabel('Campaign name').fill('E2E Launch Edited');
      await edit.getByLabel('Spent (USD)').fill('500');
      await edit.getByLabel('Impressions').fill('20000');
      await edit.getByLabel('Clicks').fill('500');
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expect(edit).toBeHidden();
      await expect(rowOf(page, 'E2E Launch Edited').getByText('2.50%')).toBeVisible();
      await expectNoSidewaysScroll(page, `campaigns after edits at ${size.name}`);

      await page.reload();
      await expect(page.getByText('Showing 1–7 of 7')).toBeVisible({ timeout: FIRST_START_TIMEOUT });
      await expect(rowOf(page, 'E2E Launch Edited').getByText('2.50%')).toBeVisible();
      await expect(rowOf(page, 'Summer Product Launch').getByText('paused')).toBeVisible();

      // Bulk delete
      await page.getByRole('checkbox', { name: 'Select all campaigns' }).check();
      await expect(page.getByText('7 selected')).toBeVisible();
      await page.getByRole('button', { name: 'Bulk Actions' }).click();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete 7 campaigns?' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Showing 0–0 of 0')).toBeVisible();

      await page.reload();
      await expect(page.getByText('Showing 0–0 of 0')).toBeVisible({ timeout: FIRST_START_TIMEOUT });
      await expect(page.getByText('No campaigns match your search and filter.')).toBeVisible();
      await expectNoSidewaysScroll(page, `campaigns, emptied, at ${size.name}`);
      expect(errors).toEqual([]);
    });
  });
}
