import { expect, test, type Page } from '@playwright/test';
import { desktopOnly, password, register, uniqueEmail } from './support';

test('the landing page loads no database, auth client or backend code', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const heavy = requested.filter((path) =>
    /pglite|postgres|initdb|supabase|start-browser-backend/.test(path),
  );
  expect(heavy).toEqual([]);
});

test(
  'sign-up, a query under RLS, the health function, sign-out and sign-in work in local mode',
  desktopOnly,
  async ({ page }) => {
    const email = uniqueEmail();
    await register(page, email);

    await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();
    await expect(page.getByTestId('profile-name')).toHaveText('Grace Hopper');
    await expect(page.getByTestId('profile-company')).toHaveText('Compilers Inc');
    await expect(page.getByTestId('health-status')).toContainText('ok');
    await expect(page.getByTestId('health-status')).toContainText('local');

    // The session survives a reload (supabase-js persisted it; the local database is in IndexedDB).
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText('Grace Hopper');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByText('Invalid email or password. Please check your credentials and try again.'),
    ).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('profile-company')).toHaveText('Compilers Inc');
  },
);

test('a signed-out visitor is sent to sign-in and back to where they were going', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fdashboard/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/register/);
});

test('the sign-up form shows its field messages and keeps what was typed', async ({ page }) => {
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Last name is required')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('You must agree to the terms')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
});

test(
  'the connection diagnostic reports the local database and auth as connected',
  desktopOnly,
  async ({ page }) => {
    // Desktop only, as there is no layout: the database and auth are the same at any size.
    // A new browser database starts from the build's migrated snapshot; an existing one never fetches it.
    const snapshotRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/db-snapshot-[^/]+\.tgz$/.test(new URL(request.url()).pathname))
        snapshotRequests.push(request.url());
    });
    await page.goto('/test-connection');
    await expect(page.getByText('Connected')).toHaveCount(2);
    expect(snapshotRequests).toHaveLength(1);

    await page.reload();
    await expect(page.getByText('Connected')).toHaveCount(2);
    expect(snapshotRequests).toHaveLength(1);
  },
);

test(
  'a tab opening the database waits for it without asking every 16 ms',
  desktopOnly,
  async ({ context, page }) => {
    // A page says "tab-here" from its worker's `ready` until a worker serves it (PGliteWorker's
    // page side did every 16 ms). The worker that opens the database says `ready` once it is open
    // (serve-database-to-tabs.ts), so the page asks until that worker answers, a few times on a
    // busy machine, not through the whole open (PGliteWorker: 239 times on a first start).
    await context.addInitScript(() => {
      const asked = { tabHere: 0 };
      Object.assign(window, { __asked: asked });
      const post = BroadcastChannel.prototype.postMessage;
      BroadcastChannel.prototype.postMessage = function (this: BroadcastChannel, message: unknown) {
        if ((message as { type?: unknown } | null)?.type === 'tab-here') asked.tabHere += 1;
        post.call(this, message);
      };
    });
    const tabHereSent = (tab: Page) =>
      tab.evaluate(() => (window as unknown as { __asked: { tabHere: number } }).__asked.tabHere);

    await page.goto('/test-connection');
    await expect(page.getByText('Connected')).toHaveCount(2);
    expect(await tabHereSent(page), 'first start').toBeLessThanOrEqual(20);

    // The app opened again once that tab has let the database go (its worker's Web Lock). A tab
    // opened while another holds the database is told `ready` at once, to be served by that one.
    await page.close();
    const again = await context.newPage();
    await again.goto('/');
    await expect
      .poll(() =>
        again.evaluate(async () =>
          ((await navigator.locks.query()).held ?? []).some((lock) =>
            lock.name?.startsWith('pglite-election-lock:'),
          ),
        ),
      )
      .toBe(false);
    await again.goto('/test-connection');
    await expect(again.getByText('Connected')).toHaveCount(2);
    expect(await tabHereSent(again), 'returning start').toBeLessThanOrEqual(20);
  },
);

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'This page does not exist' })).toBeVisible();
});

test('a forgotten password is reset with a code from the local inbox', desktopOnly, async ({ page }) => {
  const email = uniqueEmail('forgot');
  await register(page, email);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Get a reset code' }).click();
  const code = (await page.getByTestId('local-reset-code').textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);

  await page.getByLabel('Reset code').fill(code === '000000' ? '111111' : '000000');
  await page.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await page.getByLabel('Confirm new password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Token has expired or is invalid')).toBeVisible();

  await page.getByLabel('Reset code').fill(code);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: 'Sign Out' }).click();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByText('Invalid email or password. Please check your credentials and try again.'),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('without "Remember me" the session is kept for this tab only', desktopOnly, async ({ page }) => {
  const email = uniqueEmail('forget-me');
  await register(page, email);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Remember me').uncheck();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage).filter((k) => k.endsWith('-auth-token')),
    session: Object.keys(sessionStorage).filter((k) => k.endsWith('-auth-token')),
  }));
  expect(stored).toEqual({ local: [], session: ['sb-local-auth-token'] });
  await page.reload();
  await expect(page.getByTestId('profile-name')).toHaveText('Grace Hopper');
});
