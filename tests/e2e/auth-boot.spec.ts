import { expect, test, type Page } from '@playwright/test';
import { FIRST_START_TIMEOUT, password, signOut, uniqueEmail } from './support';

/** The embedded database's files: its worker, wasm, data, extensions and the migrated snapshot. */
const databaseFile = /\/(pglite|postgres|initdb|pgcrypto|db-snapshot)[^/]*$/;

/** Records every database file the page asks for and every worker it starts, from now on. */
function watchDatabase(page: Page) {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (databaseFile.test(pathname)) seen.push(pathname);
  });
  page.on('worker', (worker) => seen.push(`worker ${new URL(worker.url()).pathname}`));
  return seen;
}

/** Loads a sign-in form and lets it settle: nothing is left to load, the form is there. */
async function openSettled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

async function expectNoDatabaseYet(page: Page, seen: string[]) {
  expect(seen).toEqual([]);
  await expect(page.getByText(/your local workspace/)).toHaveCount(0);
}

test('the sign-up form starts the database on the first interaction, and signs up', async ({ page }) => {
  const seen = watchDatabase(page);
  await openSettled(page, '/auth/register');
  await expectNoDatabaseYet(page, seen);

  await page.getByLabel('Email').focus();
  await expect.poll(() => seen.length).toBeGreaterThan(0);

  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(uniqueEmail('boot'));
  await page.getByLabel('Company name').fill('Engines Ltd');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: FIRST_START_TIMEOUT });
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
});

test('the sign-in form starts the database when the email is typed, and signs in', async ({ page }) => {
  const email = uniqueEmail('boot');
  // An account first (this starts the database), then a fresh page load of the sign-in form.
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company name').fill('Engines Ltd');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: FIRST_START_TIMEOUT });
  await signOut(page);

  const seen = watchDatabase(page);
  await openSettled(page, '/auth/login');
  await expectNoDatabaseYet(page, seen);

  await page.getByLabel('Email').pressSequentially(email);
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // Reopening the database from IndexedDB can take many seconds on a busy machine.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: FIRST_START_TIMEOUT });
  await expect(page.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeVisible();
});

test('a screen other than the sign-in forms starts the database at once', async ({ page }) => {
  const seen = watchDatabase(page);
  await page.goto('/test-connection');
  await expect.poll(() => seen.length).toBeGreaterThan(0);
});
