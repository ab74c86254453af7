import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom has no matchMedia; components (and react-hot-toast) ask it for user preferences.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom has no idle callbacks (typed as always there); a page with nothing else to do is idle at
// once (src/lib/when-idle.ts).
if (typeof window.requestIdleCallback !== 'function') {
  window.requestIdleCallback = (run) =>
    window.setTimeout(() => run({ didTimeout: false, timeRemaining: () => 50 }));
  window.cancelIdleCallback = (handle) => window.clearTimeout(handle);
}
