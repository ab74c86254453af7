import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './screen-checks';

// Without a service worker the browser never offers to install the app, so Install App always
// leads to the install steps (the install prompt itself is covered by the unit tests).
test.use({ serviceWorkers: 'block' });

/** The header's links: in the bar on wide screens, behind the menu button on a phone. */
async function headerLinks(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const menuButton = page.getByRole('button', { name: 'Menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    return page.getByRole('navigation', { name: 'Menu' });
  }
  return page.getByRole('navigation', { name: 'Main' });
}

const landingTitle = 'From script to published video, in one place';
const aboutTitle = 'We build the operating system for video creators';

test('the header links scroll to the sections, open About Us and come back', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: landingTitle })).toBeVisible();

  await (await headerLinks(page)).getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(page.locator('#features')).toBeInViewport();
  await expect(
    page.getByRole('heading', { name: 'Everything your channel needs, in one place' }),
  ).toBeInViewport();

  await (await headerLinks(page)).getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/#reviews$/);
  await expect(page.getByRole('heading', { name: 'Loved by creators of every size' })).toBeInViewport();

  await (await headerLinks(page)).getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: aboutTitle })).toBeInViewport();

  await page.goBack();
  await expect(page).toHaveURL(/\/#reviews$/);
  await expect(page.getByRole('heading', { level: 1, name: landingTitle })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Loved by creators of every size' })).toBeInViewport();

  await page.goForward();
  await expect(page.getByRole('heading', { level: 1, name: aboutTitle })).toBeVisible();
  await (await headerLinks(page)).getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/#features$/);
  await expect(page.locator('#features')).toBeInViewport();
  expect(errors).toEqual([]);
});

test('Start Free opens the register screen and Sign In the sign-in screen', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: 'Start Free' }).first().click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByLabel('First name')).toBeVisible();

  await page.goto('/about');
  await headerLinks(page);
  await page.getByRole('banner').getByRole('link', { name: 'Start Free' }).click();
  await expect(page).toHaveURL(/\/auth\/register$/);

  await page.goto('/');
  await headerLinks(page);
  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(errors).toEqual([]);
});

test('Install App leads to the install steps when the browser offers no prompt', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/about');
  await headerLinks(page);
  await page.getByRole('banner').getByRole('link', { name: 'Install App' }).click();
  await expect(page).toHaveURL(/\/#install$/);
  const install = page.locator('#install');
  await expect(install.getByRole('heading', { name: 'Creator OS on your home screen' })).toBeInViewport();
  await expect(install.getByText('Add to Home Screen')).toBeVisible();
  await expect(install.getByText('Install app', { exact: true })).toBeVisible();
  await expect(install.getByTestId('decorative-qr-code')).toBeVisible();
  expect(errors).toEqual([]);
});

for (const route of ['/', '/about']) {
  test(`${route} has no sideways scroll, no serious axe violation and no console error`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Language:/ })).toBeVisible();
    await expectNoSidewaysScroll(page, route);

    await expectNoSeriousAxeViolations(page, route);

    await headerLinks(page);
    await expectNoSidewaysScroll(page, `${route} with the header links open`);
    expect(errors).toEqual([]);
  });
}
