import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './screen-checks';
import { desktopOnly, register, uniqueEmail } from './support';

/** The one admin email `npm run test:e2e` builds with (VITE_LOCAL_PLATFORM_ADMINS). */
const ADMIN_EMAIL = 'admin-e2e@example.test';

/** Client-side navigation, as a link does: the local database stays open (no reload). */
async function navigateInApp(page: Page, route: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveURL(route);
}

async function expectSound(page: Page, what: string) {
  await expectNoSidewaysScroll(page, what);
  await expectNoSeriousAxeViolations(page, what);
}

test(
  'a registered user who is not a platform admin is told so, and Settings has no Stripe tabs',
  desktopOnly,
  async ({ page }) => {
    await register(page, uniqueEmail('not-admin'));
    await navigateInApp(page, '/dashboard/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
    await expect(
      page.getByText('This page is for platform admins. Ask an operator if you need access.'),
    ).toBeVisible();
    await expect(page.getByRole('tablist', { name: 'Admin dashboard' })).toHaveCount(0);

    await navigateInApp(page, '/dashboard/settings');
    const tabs = page.getByRole('tablist', { name: 'Settings' });
    await expect(tabs.getByRole('tab', { name: 'Billing & Plans' })).toBeVisible();
    await expect(tabs.getByRole('tab', { name: 'Fix Stripe Now' })).toHaveCount(0);
    await expect(tabs.getByRole('tab', { name: 'Payment Testing' })).toHaveCount(0);

    await navigateInApp(page, '/dashboard/settings?tab=stripe-config');
    await expect(
      page.getByText('This tab is for platform admins. Ask an operator if you need access.'),
    ).toBeVisible();
    await expect(page.getByText('Server configuration')).toHaveCount(0);
  },
);

test(
  'the e2e admin email sees the seven admin tabs and the payment set-up tabs',
  desktopOnly,
  async ({ page }) => {
    await register(page, ADMIN_EMAIL, 'Ada');

    await navigateInApp(page, '/dashboard/admin');
    const adminTabs = page.getByRole('tablist', { name: 'Admin dashboard' });
    await expect(adminTabs.getByRole('tab')).toHaveText([
      'Overview',
      'Users',
      'Admins',
      'Billing',
      'Coupons',
      'Affiliates',
      'System',
    ]);
    await expect(page.getByText('Recent Signups')).toBeVisible();

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      for (const name of ['Overview', 'Users', 'Admins', 'Coupons', 'Affiliates', 'System']) {
        await adminTabs.getByRole('tab', { name }).click();
        await expect(page.getByRole('tabpanel', { name })).toBeVisible();
        await expectSound(page, `admin ${name} at ${viewport.width}px`);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await adminTabs.getByRole('tab', { name: 'Admins' }).click();
    await page.getByRole('button', { name: 'Add Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Admin' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByText('Please enter an email address')).toBeVisible();
    await dialog.getByLabel('Email address').fill('nina@example.com');
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(page.getByText('Admin invitation sent to nina@example.com')).toBeVisible();

    await navigateInApp(page, '/dashboard/settings?tab=stripe-config');
    const settingsTabs = page.getByRole('tablist', { name: 'Settings' });
    await expect(settingsTabs.getByRole('tab', { name: 'Fix Stripe Now', selected: true })).toBeVisible();
    for (const name of ['Quick Stripe Setup', 'Stripe Setup', 'Payment Testing']) {
      await expect(settingsTabs.getByRole('tab', { name, exact: true })).toBeVisible();
    }
    const panel = page.getByRole('tabpanel', { name: 'Fix Stripe Now' });
    await expect(panel.getByText('Enabled (no money moves)')).toBeVisible();
    await expect(panel.getByText('Step 1 of 4')).toBeVisible();
    await panel.getByRole('button', { name: 'Mark Complete' }).click();
    await expect(panel.getByText('Step 2 of 4')).toBeVisible();
    await expectSound(page, 'Fix Stripe Now');

    // The payment test runs through the local backend's functions: the mock answers with 1 credit.
    await settingsTabs.getByRole('tab', { name: 'Payment Testing' }).click();
    const testing = page.getByRole('tabpanel', { name: 'Payment Testing' });
    await testing.getByRole('button', { name: 'Run Test: Stripe test payment' }).click();
    await expect(
      testing.getByText('Stripe is not configured here, so the mock payment answered: 1 credit was added.'),
    ).toBeVisible();
    await expectSound(page, 'Payment Testing at 1280px');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectSound(page, 'Payment Testing at 390px');

    await settingsTabs.getByRole('tab', { name: 'Credits & Usage' }).click();
    await expect(page.getByTestId('available-credits')).toHaveText('6');
  },
);
