import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForToastsToGo } from './support';

/** auth-js's warning that two clients share one session store: a fault of ours, not a notice. */
const SHARED_AUTH_STORE = 'Multiple GoTrueClient instances detected';

/**
 * Gathers console errors, uncaught page errors and the shared-auth-store warning from here on,
 * with where they came from.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const fault =
      message.type() === 'error' ||
      (message.type() === 'warning' && message.text().includes(SHARED_AUTH_STORE));
    if (fault) errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The page is no wider than the window: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${where} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

/**
 * Waits until every finite CSS transition and animation on the page has ended (spinners, which
 * never end, excepted). A button caught mid-transition from disabled (opacity 60 %) to enabled is
 * read by axe at its partial opacity and reported as too faint (CI run of stop 23,
 * "color-contrast (serious)" on the Video Creator's Save as template at 1280 px).
 */
async function waitForTransitionsToEnd(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * No serious or critical axe violation on the screen at rest. Toasts go first: axe reads a toast
 * caught mid-fade at its partial opacity and reports its text as too faint (CI run of stop 20,
 * "color-contrast (serious): .go3615723686" on Billing at 390 px). Transitions end first for the
 * same reason.
 */
export async function expectNoSeriousAxeViolations(page: Page, where: string) {
  await waitForToastsToGo(page);
  await waitForTransitionsToEnd(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${where}: axe`).toEqual([]);
}
