import { expect, test } from '@playwright/test';
import { desktopOnly, register, uniqueEmail } from './support';

// Local mode: the server functions run in the browser with the mock payment enabled and no
// provider configured, so every purchase goes through the mock (2 s, then credits granted).

test(
  'a new user buys the 50-credit pack and subscribes to Creator with the mock payment',
  desktopOnly,
  async ({ page }) => {
    test.setTimeout(120_000);
    await register(page, uniqueEmail('credits'));

    const badge = page.getByRole('link', { name: 'Credits: 5' });
    await expect(badge).toBeVisible();
    await badge.click();
    await expect(page).toHaveURL(/\/dashboard\/settings\?tab=credits$/);
    await expect(page.getByRole('tab', { name: 'Credits & Usage', selected: true })).toBeVisible();
    await expect(page.getByTestId('available-credits')).toHaveText('5');
    await expect(page.getByText('Test mode: payments are simulated and no card is charged.')).toBeVisible();

    const packs = page.getByRole('region', { name: 'Buy Credits' });
    await expect(packs.getByText('BEST VALUE')).toBeVisible();
    await packs.getByRole('button', { name: 'Buy 50 Credits' }).click();
    await expect(packs.getByRole('button', { name: 'Buy 10 Credits' })).toBeDisabled();
    await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/settings\?tab=credits$/);
    await expect(page.getByTestId('available-credits')).toHaveText('55');
    await expect(page.getByRole('link', { name: 'Credits: 55' })).toBeVisible();
    const newest = page.getByRole('table').getByRole('row').nth(1);
    await expect(newest).toContainText('50 credits');
    await expect(newest).toContainText('+50');
    await expect(newest).toContainText('$20.00');

    await page.getByRole('tab', { name: 'Billing & Plans' }).click();
    await expect(page).toHaveURL(/\/dashboard\/settings\?tab=billing$/);
    const currentPlan = page.getByRole('region', { name: 'Current Plan' });
    await expect(currentPlan).toContainText('Creator OS Free');
    const plans = page.getByRole('region', { name: 'Available Plans' });
    await expect(plans.getByText('Most Popular')).toBeVisible();
    await plans.getByRole('button', { name: 'Subscribe to Creator' }).click();
    await expect(page.getByText('Payment Successful', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/settings\?tab=billing$/);
    await expect(currentPlan.getByText('Creator', { exact: true })).toBeVisible();
    await expect(currentPlan).toContainText('$49.00/month');
    await expect(currentPlan).not.toContainText('Creator OS Free');
    await expect(plans.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await expect(plans.getByRole('button', { name: 'Subscribe to Starter' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Credits: 205' })).toBeVisible();

    await page.getByRole('tab', { name: 'Credits & Usage' }).click();
    await expect(page.getByTestId('available-credits')).toHaveText('205');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('+150');
  },
);

test('settings opens the tab in the address, and Sign Out asks first', async ({ page }) => {
  await register(page, uniqueEmail('settings'));
  await page.goto('/dashboard/settings?tab=notifications');
  await expect(page.getByRole('tab', { name: 'Notifications', selected: true })).toBeVisible();
  await expect(page.getByText('This section is under development.')).toBeVisible();
  await page.getByRole('tab', { name: 'Privacy & Security' }).click();
  await expect(page).toHaveURL(/tab=privacy$/);

  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Sign Out' });
  await expect(confirm).toContainText('Are you sure you want to sign out?');
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/settings/);

  await page.getByRole('main').getByRole('button', { name: 'Sign Out' }).click();
  await confirm.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
});
