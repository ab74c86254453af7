import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { reportFailure } from '@/lib/report-failure';

/** The sign-in and sign-up forms start the database on the first interaction (startOnInteraction). */
const startsOnInteraction = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');

/**
 * Every other screen of the session layout needs the local database at once: this starts it
 * while the screen's code is still loading (it sits outside the layout's Suspense boundary), not
 * after, and again on a later visit to such a screen. Renders nothing.
 */
export function LocalBackendHeadStart() {
  const startNow = !startsOnInteraction(useLocation().pathname);
  useEffect(() => {
    if (startNow)
      import('@/lib/supabase').then(({ warmLocalBackend }) => warmLocalBackend()).catch(reportFailure);
  }, [startNow]);
  return null;
}
