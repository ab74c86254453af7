import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { recoverFromStaleChunks } from './app/recover-from-stale-chunks';
import { preloadRoute } from './app/route-preload';
import { watchInstallPrompt } from './lib/pwa/install-prompt';
import { PRERENDERED_PATH_ATTRIBUTE, shouldHydrate } from './lib/prerender/prerendered-page';
import { reportFailure } from './lib/report-failure';
import { whenIdle } from './lib/when-idle';
import './index.css';

// The browser may offer its install prompt before the page is idle, and offers it only once: the
// listener (a few lines, no request) is set at once; everything else of the PWA waits for idle.
watchInstallPrompt();

// A deep link's code loads side by side from the start, not one lazy level after another.
preloadRoute(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The build prerenders the public pages and the sign-in forms (scripts/prerender-pages.ts). Served
// for its own path, that HTML is hydrated; served as the fallback for another route, or to a visitor
// it does not fit, it is dropped (and was never shown).
if (shouldHydrate(root, window.location)) {
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  root.removeAttribute(PRERENDERED_PATH_ATTRIBUTE);
  createRoot(root).render(app);
}

recoverFromStaleChunks();
whenIdle()
  .then(() => import('./app/register-service-worker'))
  .then(({ registerServiceWorker }) => registerServiceWorker())
  .catch(reportFailure);
