import { expect, test, type Page } from '@playwright/test';
import { desktopOnly, register, signOut, uniqueEmail } from './support';

// Without a service worker, so that this page's route sees (and holds) the database worker's script.
test.use({ serviceWorkers: 'block' });

/** The in-browser database's worker: while its script is held, the database cannot open. */
const DATABASE_WORKER = /\/pglite[^/]*worker[^/]*\.js$/;

/** The signed-in user's id, from the session supabase-js keeps in local storage. */
const storedUserId = (page: Page) =>
  page.evaluate(() => {
    const raw = localStorage.getItem('sb-local-auth-token');
    return raw ? (JSON.parse(raw) as { user: { id: string } }).user.id : null;
  });

/** Each saved entry's key and the areas of its queries (the app's query cache in IndexedDB). */
const savedEntries = (page: Page) =>
  page.evaluate(async () => {
    // Never create the database here: only read it once the app has.
    const known = await indexedDB.databases();
    if (!known.some((database) => database.name === 'creator-os-query-cache')) return {};
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('creator-os-query-cache');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error(String(request.error)));
    });
    const read = <T>(request: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(new Error(String(request.error)));
      });
    const entries = db.transaction('entries').objectStore('entries');
    const keys = (await read(entries.getAllKeys())).map(String);
    const values = (await read(entries.getAll())) as {
      clientState: { queries: { queryKey: unknown[] }[] };
    }[];
    db.close();
    return Object.fromEntries(
      keys.map((key, index) => [
        key,
        values[index].clientState.queries.map((query) => String(query.queryKey[0])),
      ]),
    );
  });

/** Holds the database worker's script until the returned function is called. */
async function holdDatabase(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let sent = () => {};
  const requested = new Promise<void>((resolve) => (sent = resolve));
  await page.route(DATABASE_WORKER, async (route) => {
    await released;
    await route.continue();
    sent();
  });
  return async () => {
    release();
    await requested;
    await page.unroute(DATABASE_WORKER);
  };
}

test(
  "a returning user's dashboard shows their last-known data while the database opens; sign-out deletes it",
  desktopOnly,
  async ({ page }) => {
    await register(page, uniqueEmail('cached'));
    await expect(page.getByTestId('profile-name')).toHaveText('Grace Hopper');
    const userId = await storedUserId(page);
    expect(userId).not.toBeNull();
    // The dashboard's queries are written (throttled) to this user's entry, and only to it.
    await expect.poll(async () => Object.keys(await savedEntries(page))).toEqual([`queries:${userId}`]);
    await expect.poll(async () => (await savedEntries(page))[`queries:${userId}`]).toContain('profile');

    // Reload with the database held back: the saved data is all there is to show.
    let openDatabase = await holdDatabase(page);
    await page.reload();
    await expect(page.getByText('Opening your local workspace…')).toBeVisible();
    // Its spinner stands still for the open's first 2 s: the compositor draws no frames for it.
    const spinner = page
      .getByRole('status')
      .filter({ hasText: 'Opening your local workspace…' })
      .locator('svg');
    const spins = await spinner.evaluate((icon) =>
      icon.getAnimations().map((spin) => spin.effect?.getTiming().delay),
    );
    expect(spins).toEqual([2_000]);
    await expect(page.getByTestId('profile-name')).toHaveText('Grace Hopper');
    await expect(page.getByRole('heading', { name: 'Welcome back, Grace!' })).toBeVisible();
    await expect(page.getByText('Opening your local workspace…')).toBeVisible();
    await openDatabase();
    await expect(page.getByText('Opening your local workspace…')).toBeHidden();
    await expect(page.getByTestId('health-status')).toContainText('ok');

    // A returning user whose access token has expired: renewing it needs the database, and the
    // last-known screen shows meanwhile instead of "Checking your session…".
    await page.evaluate(() => {
      const session = JSON.parse(localStorage.getItem('sb-local-auth-token') ?? '{}') as object;
      const expired = { ...session, expires_at: Math.floor(Date.now() / 1000) - 60 };
      localStorage.setItem('sb-local-auth-token', JSON.stringify(expired));
    });
    openDatabase = await holdDatabase(page);
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText('Grace Hopper');
    await expect(page.getByText('Opening your local workspace…')).toBeVisible();
    await expect(page.getByText('Checking your session…')).toHaveCount(0);
    await openDatabase();
    await expect(page.getByText('Opening your local workspace…')).toBeHidden();
    await expect(page.getByTestId('health-status')).toContainText('ok');
    await expect(page.getByTestId('profile-name')).toHaveText('Grace Hopper');

    await signOut(page);
    await expect.poll(async () => Object.keys(await savedEntries(page))).toEqual([]);
  },
);
