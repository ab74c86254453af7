import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { HASHED_ASSET_CACHE_CONTROL } from '../../scripts/preview-cache-headers';
import { desktopOnly, register, uniqueEmail } from './support';

const builtServiceWorker = path.resolve(process.env.E2E_OUT_DIR ?? 'dist', 'sw.js');

/** Waits until the service worker controls the page, i.e. its precache is complete. */
async function waitForServiceWorkerControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 30_000,
  });
}

test(
  'the built app opens offline after one visit, the signed-in dashboard included',
  desktopOnly,
  async ({ page, context }) => {
    const email = uniqueEmail('offline');
    await register(page, email);
    await waitForServiceWorkerControl(page);
    // Once controlled, the local database's files are fetched through the worker and cached.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goto('/auth/login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  },
);

test('a new deploy is offered as an update, and Reload switches to it', desktopOnly, async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  const firstWorker = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);

  const original = await readFile(builtServiceWorker, 'utf8');
  try {
    // A byte-different sw.js is what the browser sees after a deploy.
    await appendFile(builtServiceWorker, `\n// deploy ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(page.getByText('A new version of Creator OS is ready.')).toBeVisible();

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('A new version of Creator OS is ready.')).toBeHidden();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(firstWorker);
    const waiting = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting !== null;
    });
    expect(waiting).toBe(false);
  } finally {
    await writeFile(builtServiceWorker, original);
  }
});

test(
  'built files are served as the README says a deploy should: assets immutable, pages and the worker revalidated',
  desktopOnly,
  async ({ request }) => {
    // Chromium keeps a script's compiled code only when its response allows caching: under
    // `no-cache` every visit compiled the whole app again (scripts/preview-cache-headers.ts).
    const page = await request.get('/dashboard');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const entry = /"(\/assets\/index-[^"]+\.js)"/.exec(await page.text())?.[1] ?? '';
    expect(entry).not.toBe('');
    const script = await request.get(entry);
    expect(script.ok()).toBe(true);
    expect(script.headers()['cache-control']).toBe(HASHED_ASSET_CACHE_CONTROL);
    expect((await request.get('/sw.js')).headers()['cache-control']).toBe('no-cache');
  },
);
