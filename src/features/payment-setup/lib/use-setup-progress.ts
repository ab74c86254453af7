import { useCallback, useState } from 'react';

const storageKey = (tab: string) => `creator-os:payment-setup:${tab}`;

function readProgress(tab: string, total: number): number {
  try {
    const value = Number(localStorage.getItem(storageKey(tab)));
    return Number.isInteger(value) && value >= 0 ? Math.min(value, total) : 0;
  } catch {
    return 0;
  }
}

/**
 * How many steps of one tab's walkthrough are complete, kept per tab in this browser so an
 * operator can switch to Payment Testing and come back to where they were.
 */
export function useSetupProgress(tab: string, total: number) {
  const [state, setState] = useState(() => ({ tab, done: readProgress(tab, total) }));
  // Another tab's walkthrough: its own progress.
  const done = state.tab === tab ? state.done : readProgress(tab, total);

  const save = useCallback(
    (next: number) => {
      setState({ tab, done: next });
      try {
        localStorage.setItem(storageKey(tab), String(next));
      } catch {
        // Without storage the progress lasts until the page is left.
      }
    },
    [tab],
  );

  return {
    done,
    /** Marks the current step complete (steps go in order, 1 to total). */
    markComplete: () => save(Math.min(done + 1, total)),
    startOver: () => save(0),
  };
}
