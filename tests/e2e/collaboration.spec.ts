import { expect, test } from '@playwright/test';
import { expectNoSidewaysScroll } from './screen-checks';
import { desktopOnly, register, uniqueEmail } from './support';

// Collaboration in local mode, one user: the workspace starts with the sample projects; a new
// project, its status and progress, and a comment are stored and still there after a reload, at
// 390 px (every-route.spec.ts checks the screen at 1280 px).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a new project, its progress and a comment are kept across a reload', desktopOnly, async ({ page }) => {
  test.setTimeout(240_000);
  await register(page, uniqueEmail('collab-owner'), 'Olivia');
  await page.goto('/dashboard/collaboration');
  await expect(page.getByRole('heading', { name: 'Select a Project' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Summer Product Launch/ })).toBeVisible();

  await page.getByRole('button', { name: 'New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await dialog.getByLabel('Name').fill('Spring teaser');
  await dialog.getByLabel('Description').fill('A 15-second teaser.');
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByRole('checkbox', { name: 'Olivia Hopper' }).check();
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog).toBeHidden();

  const detail = page.getByRole('region', { name: 'Spring teaser' });
  await expect(detail).toBeVisible();
  await detail.getByLabel('Status').selectOption('review');
  await detail.getByLabel('Progress (%)').fill('60');
  await detail.getByRole('button', { name: 'Save changes' }).click();
  await expect(detail.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');

  const send = detail.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await detail.getByPlaceholder('Add a comment...').fill('First cut on Friday.');
  await send.click();
  await expect(detail.getByText('First cut on Friday.')).toBeVisible();
  await expectNoSidewaysScroll(page, 'Collaboration with a project open');

  await page.reload();
  await page.getByRole('button', { name: /Spring teaser/ }).click();
  const again = page.getByRole('region', { name: 'Spring teaser' });
  await expect(again.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
  await expect(again.getByText('First cut on Friday.')).toBeVisible();

  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByText(/commented on “Spring teaser”/)).toBeVisible();
  await expect(
    page.getByText(/updated the project “Spring teaser”: moved to review, progress 60%/),
  ).toBeVisible();
});
