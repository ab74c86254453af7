import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the page is rendered at build time and while the browser hydrates that HTML, true
 * from the render after (and at once in a page rendered fresh): what reads the browser, or loads
 * after the first paint, waits for it so that hydration sees exactly the prerendered output.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
