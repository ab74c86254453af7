import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { recoverFromStaleChunks } from './app/recover-from-stale-chunks';
import { registerServiceWorkerWhenIdle } from './app/register-service-worker';
import { watchInstallPrompt } from './lib/pwa/install-prompt';
import './index.css';

watchInstallPrompt();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

recoverFromStaleChunks();
registerServiceWorkerWhenIdle();
