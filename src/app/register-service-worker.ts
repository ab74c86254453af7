/** Registers the service worker after the page has loaded, so it never competes with first paint. */
export function registerServiceWorkerWhenIdle(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  window.addEventListener('load', () => {
    void import('virtual:pwa-register').then(({ registerSW }) => registerSW({ immediate: true }));
  });
}
