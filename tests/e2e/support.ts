import { expect, type Download, type Locator, type Page } from '@playwright/test';

export const password = 'correct-horse-battery';

export function uniqueEmail(label = 'e2e'): string {
  return `${label}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * How long the first local start may take: the browser prepares the embedded database (every
 * migration) before the first sign-up answers; on a busy 2-core machine that passes 30 s.
 */
export const FIRST_START_TIMEOUT = 120_000;

/**
 * How long a backup download may take: the whole database is dumped in its worker and gzipped in
 * the page. Beside the other worker's two-tab writes, a fresh-clone CI run was still compressing
 * (9 %) when the default 30 s ran out.
 */
const BACKUP_TIMEOUT = 120_000;

/** Presses a Download backup button (the storage card's or the reminder's) and waits for its file. */
export async function downloadBackupWith(button: Locator): Promise<Download> {
  const downloading = button.page().waitForEvent('download', { timeout: BACKUP_TIMEOUT });
  await button.click();
  return downloading;
}

/** Registers through the form and waits for the dashboard. */
export async function register(page: Page, email: string, firstName = 'Grace') {
  await page.goto('/auth/register');
  await page.getByLabel('First name').fill(firstName);
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company name').fill('Compilers Inc');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel(/I agree to the Terms/).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: FIRST_START_TIMEOUT });
}

/**
 * Waits until no toast is left. The pointer moves away first: react-hot-toast pauses a toast while
 * the pointer rests on it, and a toast can sit over what the test clicks or checks next.
 */
export async function waitForToastsToGo(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-rht-toaster] [role="status"]')).toHaveCount(0, { timeout: 15_000 });
}

export async function signOut(page: Page) {
  await waitForToastsToGo(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

/**
 * Tags a test that runs in the desktop project only: playwright.config.ts leaves it out of the
 * phone project, so it is not there at all rather than reported as skipped. For long multi-user
 * flows whose screens every-route.spec.ts checks at phone size (run once, to keep the suite fast),
 * and for checks that set both sizes themselves or have no layout.
 */
export const desktopOnly = { tag: '@desktop-only' };
