// The browser offers its install prompt once, often before any lazy screen has mounted, so the
// offer is caught here from the entry and kept for whichever screen shows an install button.

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'unavailable' | 'installable' | 'installed';

let watching = false;
let deferredPrompt: BeforeInstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();

function runningStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return window.matchMedia?.('(display-mode: standalone)').matches === true || nav.standalone === true;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Starts listening for the browser's offer and the installed event; safe to call again. */
export function watchInstallPrompt(): void {
  if (watching) return;
  watching = true;
  installed = runningStandalone();
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener('appinstalled', () => {
    installed = true;
    deferredPrompt = null;
    notify();
    // An installed app's data is one the browser is readier to keep: ask again (loaded only now,
    // so the entry stays small).
    import('../local-data/keep-local-data')
      .then(({ askToKeepLocalData }) => askToKeepLocalData())
      .catch(() => undefined);
  });
}

export function installState(): InstallState {
  if (installed) return 'installed';
  return deferredPrompt ? 'installable' : 'unavailable';
}

export function subscribeToInstallState(listener: () => void): () => void {
  watchInstallPrompt();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's prompt; accepted means installed. The prompt can be used only once. */
export async function promptInstall(): Promise<void> {
  const prompt = deferredPrompt;
  if (!prompt) return;
  deferredPrompt = null;
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  if (outcome === 'accepted') installed = true;
  notify();
}
