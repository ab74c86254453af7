import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** The in-app address a click on `target` would go to, or null when the browser should handle it. */
export function inAppDestination(event: MouseEvent, origin = window.location.origin): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, origin);
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * While `dirty`, asks before the page is left: the browser's own prompt on reload or close
 * (beforeunload), and for a click on an in-app link a question of ours (`pending` is where the
 * click would have gone; `leave()` goes there, `stay()` forgets it). The app uses the declarative
 * BrowserRouter, which has no useBlocker, so links are caught in the capture phase, before the
 * router's own click handler sees them.
 */
export function useLeaveGuard(dirty: boolean) {
  const navigate = useNavigate();
  const [pending, setPending] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      const destination = inAppDestination(event);
      if (destination === null) return;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      if (destination === here) return;
      event.preventDefault();
      event.stopPropagation();
      setPending(destination);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    window.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      window.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return {
    pending,
    leave() {
      if (pending === null) return;
      setPending(null);
      navigate(pending);
    },
    stay: () => setPending(null),
  };
}
