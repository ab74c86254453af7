import { expect, test } from '@playwright/test';
import { desktopOnly, register, uniqueEmail } from './support';

test('the profile is saved to the database and is there after a reload', desktopOnly, async ({ page }) => {
  const email = uniqueEmail('profile');
  await register(page, email);
  await page.goto('/dashboard/settings?tab=profile');

  const panel = page.getByRole('tabpanel', { name: 'Profile' });
  await expect(panel.getByLabel('First name')).toHaveValue('Grace');
  await expect(panel.getByLabel('Email')).toHaveValue(email);
  await expect(panel.getByText('Creator OS Free')).toBeVisible();

  await panel.getByLabel('First name').fill('');
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(panel.getByText('First name is required')).toBeVisible();

  await panel.getByLabel('First name').fill('Ada');
  await panel.getByLabel('Phone').fill('+44 20 7946 0958');
  await panel.getByLabel('Bio').fill('I make videos about compilers.');
  await panel.getByLabel('Profile photo').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(panel.getByText('Please choose a JPG, GIF or PNG image.')).toBeVisible();
  await panel.getByLabel('Profile photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    // A 1x1 PNG.
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  });
  await expect(panel.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
  await panel.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();

  await page.reload();
  await expect(panel.getByLabel('First name')).toHaveValue('Ada');
  await expect(panel.getByLabel('Phone')).toHaveValue('+44 20 7946 0958');
  await expect(panel.getByLabel('Bio')).toHaveValue('I make videos about compilers.');
  await expect(panel.getByRole('img', { name: 'Your profile photo' })).toBeVisible();
});
