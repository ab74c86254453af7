import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors, expectNoSeriousAxeViolations, expectNoSidewaysScroll } from './screen-checks';
import { desktopOnly, FIRST_START_TIMEOUT, register, uniqueEmail } from './support';

// The two sizes, checked here in the desktop project (the phone project would repeat them).
const sizes = [
  { name: 'desktop 1280x800', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone 390x844', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

const publicRoutes = [
  '/',
  '/about',
  '/auth/login',
  '/auth/register',
  '/test-connection',
  '/test',
  '/welcome',
  '/no-such-page',
];

const dashboardRoutes = [
  '/dashboard',
  '/dashboard/settings?tab=billing',
  '/dashboard/video-creator',
  '/dashboard/library',
  '/dashboard/thumbnail-designer',
  '/dashboard/templates',
  '/dashboard/campaigns',
  '/dashboard/competitive-intel',
  '/dashboard/analytics',
  '/dashboard/compliance',
  '/dashboard/collaboration',
  '/dashboard/automation',
  '/dashboard/keywords',
  '/dashboard/audience-insights',
  '/dashboard/youtube-spy',
  '/dashboard/live-streaming',
  '/dashboard/settings',
  '/dashboard/settings?tab=tracking',
  '/dashboard/settings?tab=api-keys',
  '/dashboard/settings?tab=data',
  '/dashboard/settings?tab=stripe-config',
  '/dashboard/ps-faba',
  '/dashboard/admin',
];

/** The route has rendered: its heading is up and no loading notice is left. */
async function waitForScreen(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Opening your local workspace…')).toBeHidden({ timeout: FIRST_START_TIMEOUT });
  await expect(page.getByText('Preparing your local workspace…')).toBeHidden({
    timeout: FIRST_START_TIMEOUT,
  });
}

async function expectSoundScreen(page: Page, route: string, errors: string[]) {
  await waitForScreen(page);
  await expectNoSidewaysScroll(page, route);
  await expectNoSeriousAxeViolations(page, route);
  expect(errors, `${route}: console errors`).toEqual([]);
}

/** Client-side navigation, as a click on a link does: the local database stays open. */
async function navigateInApp(page: Page, route: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveURL(route);
}

for (const size of sizes) {
  test.describe(size.name, desktopOnly, () => {
    test.use({ viewport: size.viewport, isMobile: size.isMobile, hasTouch: size.isMobile });

    test('every public route renders cleanly', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      for (const route of publicRoutes) {
        await page.goto(route);
        await expectSoundScreen(page, route, errors);
      }
    });

    test('every signed-in route renders cleanly', async ({ page }) => {
      // Twenty-odd screens, each checked with axe, then a reload that reopens the database: over
      // three minutes on a 2-core machine while the other worker runs the two-tab writes.
      test.setTimeout(360_000);
      await register(page, uniqueEmail('routes'));
      const errors = collectConsoleErrors(page);
      for (const route of dashboardRoutes) {
        await navigateInApp(page, route);
        await expectSoundScreen(page, route, errors);
      }
      await page.reload();
      await expectSoundScreen(page, 'reload of /dashboard/admin', errors);
    });
  });
}
