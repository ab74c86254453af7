/**
 * Moves the app's router to `to` without a page load. The widget is mounted beside the router,
 * not inside it, so it does what a router link does: push the entry (with the router's index,
 * so Back works) and announce it with a popstate, which the browser router listens to.
 */
export function navigateInApp(to: string): void {
  const current = window.history.state as { idx?: unknown } | null;
  const idx = typeof current?.idx === 'number' ? current.idx + 1 : 0;
  window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
