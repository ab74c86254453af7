/** How long work put off until idle waits at most once the page has loaded (a busy page is never idle). */
export const IDLE_TIMEOUT_MS = 2000;
/** Where the browser has no idle callbacks (Safari): a short pause after load, past the first paint. */
export const NO_IDLE_CALLBACK_DELAY_MS = 300;

/**
 * Resolves once the page has loaded and the browser is then idle (IDLE_TIMEOUT_MS later at the
 * latest): for what the first paint does not need, so that it never competes with it.
 */
export function whenIdle(target: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const afterLoad = () => {
      // Typed as always there, but Safari has none.
      if (typeof target.requestIdleCallback === 'function')
        target.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else target.setTimeout(resolve, NO_IDLE_CALLBACK_DELAY_MS);
    };
    if (target.document.readyState === 'complete') afterLoad();
    else target.addEventListener('load', afterLoad, { once: true });
  });
}
