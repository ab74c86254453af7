import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { paths } from '@/lib/paths';

/**
 * Signed-out visitors go to sign-in, and come back here afterwards. A stored session shows its
 * screens while it is checked (see AuthProvider); only a visit without one waits for the check.
 */
export function ProtectedRoute() {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (!user && loading) return <FullPageSpinner label="Checking your session…" />;
  if (!user) {
    const redirectTo = location.pathname + location.search;
    return <Navigate to={`${paths.login}?redirectTo=${encodeURIComponent(redirectTo)}`} replace />;
  }
  return <Outlet />;
}
