import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { dashboardTitleOf } from '../dashboard-route-table';

const APP_NAME = 'Creator OS';

/** The browser tab names the dashboard page (from the route table) while it is open. */
export function usePageTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    const title = dashboardTitleOf(pathname);
    if (!title) return;
    const previous = document.title;
    document.title = `${title} – ${APP_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [pathname]);
}
