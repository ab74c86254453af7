import { useSyncExternalStore } from 'react';
import { installState, promptInstall, subscribeToInstallState, type InstallState } from './install-prompt';

export type { InstallState };

/**
 * The app's install state: installable when the browser offers a prompt; installed when the
 * user accepts it, when the app runs standalone, or when the browser says it was installed.
 */
export function usePwaInstall(): { state: InstallState; install: () => Promise<void> } {
  // The prerendered page, and so its hydration, shows the state of a page with no offer yet.
  const state = useSyncExternalStore(subscribeToInstallState, installState, () => 'unavailable' as const);
  return { state, install: promptInstall };
}
