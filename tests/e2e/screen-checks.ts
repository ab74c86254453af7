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
 * Puts the page at rest for axe: CSS transitions are switched off (one in flight jumps to its end)
 * and every finite animation is waited for (spinners, which never end, excepted). axe reads an
 * element caught mid-fade at its partial opacity and reports it as too faint: a toast (CI run of
 * stop 20, Billing at 390 px), and buttons fading from disabled (60 % opacity) to enabled as their
 * data arrived (fresh-clone CI runs of stop 23: the Video Creator's Save as template, then Script
 * to Video's buttons, the second after a wait for the transitions running at that moment).
 * Returns the undo.
 */
async function holdPageStill(page: Page): Promise<() => Promise<void>> {
  await waitForToastsToGo(page);
  const noTransitions = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; }',
  });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return () => noTransitions.evaluate((style) => (style as Element).remove());
}

/** No serious or critical axe violation on the screen at rest (holdPageStill). */
export async function expectNoSeriousAxeViolations(page: Page, where: string) {
  const release = await holdPageStill(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  await release();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `${where}: axe`).toEqual([]);
}
