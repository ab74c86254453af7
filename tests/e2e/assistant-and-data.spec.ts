import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { desktopOnly, password, register, uniqueEmail } from './support';

test(
  'the assistant answers from its keyword guide in local mode (no model key) and links to the page',
  desktopOnly,
  async ({ page }) => {
    await register(page, uniqueEmail('assistant'));
    await page.getByRole('button', { name: 'Open assistant chat' }).click();
    const chat = page.getByRole('dialog', { name: 'Creator OS Assistant' });
    await expect(chat.getByText("Hi! I'm your Creator OS assistant.")).toBeVisible();

    const box = chat.getByLabel('Message the assistant');
    await expect(box).toBeFocused();
    await box.fill('How do I create a video?');
    await box.press('Enter');
    const log = chat.getByRole('log', { name: 'Conversation' });
    await expect(log.getByRole('listitem')).toHaveCount(3);
    await expect(log.getByRole('listitem').last()).toContainText('AI Video Creator');

    await chat.getByRole('link', { name: 'Open the AI Video Creator' }).click();
    await expect(page).toHaveURL(/\/dashboard\/video-creator$/);
    await expect(page.getByRole('heading', { level: 1, name: 'AI Video Creator' })).toBeVisible();

    await chat.getByRole('button', { name: 'Minimise chat' }).click();
    await expect(page.getByRole('region', { name: 'Creator OS Assistant (minimised)' })).toBeVisible();
  },
);

test('a signed-out visitor gets the keyword answers on the landing page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open assistant chat' }).click();
  const chat = page.getByRole('dialog', { name: 'Creator OS Assistant' });
  await chat.getByLabel('Message the assistant').fill('Where are the templates?');
  await chat.getByLabel('Message the assistant').press('Enter');
  await expect(chat.getByRole('log').getByRole('listitem').last()).toContainText('Templates & Swipes');
});

test('export the profile as JSON, then delete the account for good', desktopOnly, async ({ page }) => {
  const email = uniqueEmail('export');
  await register(page, email, 'Katherine');
  await page.goto('/dashboard/settings?tab=data');
  const panel = page.getByRole('tabpanel', { name: 'Data Export' });

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export Profile Data' }).click();
  await expect(panel.getByRole('progressbar', { name: 'Exporting Profile Data' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Export Complete Export' })).toBeDisabled();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^creator-os-profile-export-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    exportType: string;
    exportDate: string;
    profile: { email: string; first_name: string; last_name: string };
  };
  expect(file.exportType).toBe('profile');
  expect(file.profile).toMatchObject({ email, first_name: 'Katherine', last_name: 'Hopper' });
  expect(Number.isNaN(Date.parse(file.exportDate))).toBe(false);
  await expect(page.getByText('Profile Data exported')).toBeVisible();

  await panel.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await confirm.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account and all of its data have been deleted.')).toBeVisible();

  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByText('Invalid email or password. Please check your credentials and try again.'),
  ).toBeVisible();
});
