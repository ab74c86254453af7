import { reportFailure } from '@/lib/report-failure';

const HOUR = 60 * 60 * 1000;

/** Asks the server for a new version every hour while the app is open and online. */
function checkForUpdatesHourly(registration: ServiceWorkerRegistration): void {
  window.setInterval(() => {
    // A check that fails (offline, server down) is simply tried again the next hour.
    if (navigator.onLine && document.visibilityState === 'visible')
      registration.update().catch(() => undefined);
  }, HOUR);
}

/**
 * Registers the service worker (the entry loads this module once the browser is idle, so neither
 * it nor the worker's precache competes with the first paint). A new version waits until the user
 * agrees to reload (the old one keeps serving its own files meanwhile, so an open tab never loses
 * a screen).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  import('virtual:pwa-register')
    .then(({ registerSW }) => {
      const updateServiceWorker = registerSW({
        immediate: true,
        onNeedRefresh() {
          import('./update-prompt/show-update-prompt')
            .then(({ showUpdatePrompt }) =>
              showUpdatePrompt(() => {
                // The plugin reloads only when the tab began under an older worker; a tab that
                // installed the first one would wait forever, so reload on the hand-over ourselves.
                navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
                  once: true,
                });
                return updateServiceWorker(true);
              }),
            )
            .catch(reportFailure);
        },
        onRegisteredSW(_url, registration) {
          if (registration) checkForUpdatesHourly(registration);
        },
      });
    })
    .catch(reportFailure);
}
