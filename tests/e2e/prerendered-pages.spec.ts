import { expect, test, type Page, type Route } from '@playwright/test';
import { FIRST_START_TIMEOUT } from './support';

// The build writes the landing page and About Us as HTML (scripts/prerender-pages.ts); the entry
// hydrates them. Every other route is served index.html too, and must never show the landing page.
// The service worker is allowed here (Playwright warns in the console when it blocks one).

const landingTitle = 'From script to published video, in one place';
const aboutTitle = 'We build the operating system for video creators';

/** Console errors and warnings (a hydration mismatch is one) and uncaught errors. */
function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Records, at every frame the browser renders, whether the landing page's hero was laid out. */
async function watchForTheHero(page: Page) {
  await page.addInitScript(() => {
    const seen = window as unknown as { heroWasShown?: boolean };
    const check = () => {
      const hero = document.getElementById('hero-title');
      if (hero && hero.getClientRects().length > 0) seen.heroWasShown = true;
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

const heroWasShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { heroWasShown?: boolean }).heroWasShown === true);

test('without JavaScript the landing page, About Us and the sign-in form show their content', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: landingTitle })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Everything your channel needs, in one place' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).or(page.getByRole('button', { name: 'Menu' })),
  ).toBeVisible();

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: aboutTitle })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What we care about' })).toBeVisible();

  // The sign-in form shows too, though it cannot be used without the app.
  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeDisabled();
  await expect(page.getByLabel('Remember me')).toBeChecked();
  await context.close();
});

test('the landing page hydrates without a warning and its links then work in the page', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: landingTitle })).toBeVisible();
  // The language picker mounts only after hydration (and once the browser is idle).
  await expect(page.getByRole('button', { name: /^Language:/ })).toBeVisible();

  // A link followed by the router, not a new page load: the marker set on this document stays.
  await page.evaluate(() => ((window as unknown as { samePage?: boolean }).samePage = true));
  const menuButton = page.getByRole('button', { name: 'Menu' });
  if (await menuButton.isVisible()) {
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'About Us' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
  }
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: aboutTitle })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  expect(problems).toEqual([]);
});

test('Menu is disabled until the app has started, then opens the menu', async ({ page }) => {
  // A phone-sized window, where the header has its menu button.
  await page.setViewportSize({ width: 390, height: 800 });
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => (holding ? held.push(route) : route.continue()));
  await page.goto('/', { waitUntil: 'commit' });

  const menuButton = page.getByRole('button', { name: 'Menu' });
  await expect(menuButton).toBeDisabled();

  holding = false;
  for (const route of held) await route.continue();
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(
    page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'About Us' }),
  ).toBeVisible();
});

test('About Us, opened directly, hydrates without a warning', async ({ page }) => {
  const problems = collectConsoleProblems(page);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: aboutTitle })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Language:/ })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the service worker serves each prerendered page for its own path only', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: landingTitle })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  const servedFor = () => page.locator('#root').getAttribute('data-prerendered-path');

  const fromServiceWorker = page.waitForResponse((r) => r.request().isNavigationRequest());
  await page.goto('/about');
  expect((await fromServiceWorker).fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: aboutTitle })).toBeVisible();
  expect(await servedFor()).toBe('/about');

  await page.goto('/auth/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(await servedFor()).toBe('/auth/login');

  await watchForTheHero(page);
  await page.goto('/dashboard/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible({
    timeout: FIRST_START_TIMEOUT,
  });
  expect(await servedFor()).toBeNull();
  expect(await heroWasShown(page)).toBe(false);
});

/** Holds back the app's scripts from now on; `release()` lets them (and those held) through. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let holding = true;
  await page.route('**/assets/*.js', (route) => (holding ? held.push(route) : route.continue()));
  return {
    async release() {
      holding = false;
      for (const route of held) await route.continue();
    },
  };
}

const signInForms = [
  { path: '/auth/login', title: 'Welcome back', submit: 'Sign In' },
  { path: '/auth/register', title: 'Create your account', submit: 'Create Account' },
];

test.describe('the sign-in forms are prerendered', () => {
  for (const { path, title, submit } of signInForms) {
    test(`${path} paints before its code runs, with its fields closed until they can keep what is typed`, async ({
      page,
    }) => {
      const problems = collectConsoleProblems(page);
      const scripts = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });

      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByLabel('Email')).toBeDisabled();
      await expect(page.getByRole('button', { name: submit })).toBeDisabled();

      await scripts.release();
      await expect(page.getByLabel('Email')).toBeEnabled();
      await page.getByLabel('Email').fill('ada@example.test');
      await page.getByRole('button', { name: submit }).click();
      // The form's own check answered (the password is missing): the page was hydrated, not sent.
      await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Email')).toHaveValue('ada@example.test');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(problems).toEqual([]);
    });
  }

  test('someone with a stored session, or an address with a query, gets the form rendered fresh', async ({
    page,
  }) => {
    const problems = collectConsoleProblems(page);
    // supabase-js's key for a session; the guard reads only whether one is there.
    await page.addInitScript(() => localStorage.setItem('sb-elsewhere-auth-token', '{}'));
    const scripts = await holdScripts(page);
    await page.goto('/auth/login', { waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeAttached();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeHidden();
    await scripts.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered-path');

    await page.evaluate(() => localStorage.clear());
    await page.goto('/auth/login?restored=1');
    await expect(
      page.getByText('Your backup was restored. Sign in with an account from the backup.'),
    ).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered-path');
    expect(problems).toEqual([]);
  });
});

test.describe('deep links', () => {
  test.use({ serviceWorkers: 'block' });
  for (const { url, finalUrl } of [
    { url: '/dashboard', finalUrl: /\/auth\/login/ },
    { url: '/auth/login', finalUrl: /\/auth\/login$/ },
  ]) {
    test(`a deep link to ${url} never shows the landing page`, async ({ page }) => {
      await watchForTheHero(page);
      // The app's scripts are held back: what shows then is the served HTML alone.
      const held: Route[] = [];
      let holding = true;
      await page.route('**/assets/*.js', (route) => (holding ? held.push(route) : route.continue()));
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));

      await page.goto(url, { waitUntil: 'commit' });
      await expect(page.locator('#root')).toBeAttached();
      await expect(page.getByRole('heading', { name: landingTitle })).toBeHidden();

      holding = false;
      for (const route of held) await route.continue();
      await expect(page).toHaveURL(finalUrl);
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible({
        timeout: FIRST_START_TIMEOUT,
      });
      await expect(page.getByRole('heading', { name: landingTitle })).toHaveCount(0);
      expect(await heroWasShown(page)).toBe(false);
      // Served the landing page's HTML as the fallback, it loads none of the landing screen's code.
      expect(requested.filter((path) => path.includes('landing-screen'))).toEqual([]);
    });
  }
});
