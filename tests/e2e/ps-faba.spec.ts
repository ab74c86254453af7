import { expect, test } from '@playwright/test';
import { register, uniqueEmail } from './support';

test('a partner key is shown once, listed by its prefix only, and revoked after a confirmation', async ({
  page,
  context,
}, testInfo) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await register(page, uniqueEmail('psfaba'));

  if (testInfo.project.name === 'desktop') {
    await page.getByRole('link', { name: 'PS-FABA API Keys' }).click();
  } else {
    await page.goto('/dashboard/ps-faba');
  }
  await expect(page.getByRole('heading', { level: 1, name: 'PS-FABA Integration' })).toBeVisible();
  await expect(page.getByText('No API keys yet')).toBeVisible();
  await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');

  await page.getByRole('button', { name: 'Generate API Key' }).click();
  const form = page.getByRole('dialog', { name: 'Generate API Key' });
  await expect(form.getByLabel('Key name')).toHaveValue('PS-FABA Production Key');
  await form.getByLabel('Key name').fill('Checkout gateway');
  await form.getByRole('checkbox', { name: /Analytics/ }).check();
  await form.getByRole('button', { name: 'Generate Key' }).click();

  await expect(page.getByText('API key generated successfully!')).toBeVisible();
  const once = page.getByRole('dialog', { name: 'Your new API key' });
  const fullKey = (await once.getByTestId('new-api-key').textContent()) ?? '';
  expect(fullKey).toMatch(/^psf_live_[0-9a-f]{40}$/);
  await once.getByRole('button', { name: 'Copy API key' }).click();
  // Both last two seconds from the click (COPIED_LABEL_MS, the success toast's duration): waited
  // for side by side, since waiting for a slow toast first could outlast the button's 'Copied!'.
  await Promise.all([
    expect(page.getByText('API key copied to clipboard!')).toBeVisible(),
    expect(once.getByRole('button', { name: 'Copied!' })).toBeVisible(),
  ]);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(fullKey);
  await once.getByRole('button', { name: 'Secure & Close' }).click();
  await expect(once).toBeHidden();

  const keys = page.getByRole('region', { name: 'API keys' });
  const row = keys.getByRole('row').filter({ hasText: 'Checkout gateway' });
  await expect(row.getByText(`${fullKey.slice(0, 12)}…`)).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await expect(page.getByTestId('connection-status')).toHaveText('Connected');
  // The full key is nowhere on the page any more, not even in a field's value.
  expect(await page.locator('body').innerText()).not.toContain(fullKey);
  expect(await page.content()).not.toContain(fullKey);

  await row.getByRole('button', { name: 'Revoke Checkout gateway' }).click();
  const question = page.getByRole('alertdialog', { name: 'Revoke API key?' });
  await expect(question).toContainText(
    'Are you sure you want to revoke the API key "Checkout gateway"? This action cannot be undone and will immediately disconnect the partner integration.',
  );
  await question.getByRole('button', { name: 'Revoke Key' }).click();
  await expect(page.getByText('API key revoked successfully')).toBeVisible();
  await expect(row.getByText('Revoked')).toBeVisible();
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);
  await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');

  // Still so after a reload: the state is in the database.
  await page.reload();
  await expect(page.getByRole('region', { name: 'API keys' }).getByText('Revoked')).toBeVisible();
  await expect(page.getByTestId('connection-status')).toHaveText('Disconnected');
});
