import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { recoverFromStaleChunks } from './app/recover-from-stale-chunks';
import { watchInstallPrompt } from './lib/pwa/install-prompt';
import { reportFailure } from './lib/report-failure';
import { whenIdle } from './lib/when-idle';
import './index.css';

// The browser may offer its install prompt before the page is idle, and offers it only once: the
// listener (a few lines, no request) is set at once; everything else of the PWA waits for idle.
watchInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

recoverFromStaleChunks();
whenIdle()
  .then(() => import('./app/register-service-worker'))
  .then(({ registerServiceWorker }) => registerServiceWorker())
  .catch(reportFailure);
