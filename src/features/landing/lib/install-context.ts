import { createContext, useContext } from 'react';
import type { InstallState } from '@/lib/pwa/use-pwa-install';

export interface PwaInstall {
  state: InstallState;
  install: () => Promise<void>;
}

/**
 * One install state for the whole page: the browser's prompt can be shown only once, so the
 * header and the install section share the same deferred prompt.
 */
export const PwaInstallContext = createContext<PwaInstall>({
  state: 'unavailable',
  install: () => Promise.resolve(),
});

export function usePwaInstallContext(): PwaInstall {
  return useContext(PwaInstallContext);
}
