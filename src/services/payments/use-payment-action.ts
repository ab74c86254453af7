import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * One payment at a time per screen: `run` ignores a click while another action is in progress,
 * and the busy state is cleared when the screen unmounts or the page comes back from the cache.
 */
export function usePaymentAction() {
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const busyRef = useRef<string | null>(null);
  const mountedRef = useRef(false);

  useEffect(() => {
    mountedRef.current = true;
    // Back from a provider's page through the back/forward cache: the old click is over.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      busyRef.current = null;
      setBusyKey(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      mountedRef.current = false;
      busyRef.current = null;
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);

  const run = useCallback(async <T>(key: string, action: () => Promise<T>): Promise<T | undefined> => {
    if (busyRef.current !== null) return undefined;
    busyRef.current = key;
    setBusyKey(key);
    try {
      return await action();
    } finally {
      if (mountedRef.current && busyRef.current === key) {
        busyRef.current = null;
        setBusyKey(null);
      }
    }
  }, []);

  return { busyKey, busy: busyKey !== null, run };
}
