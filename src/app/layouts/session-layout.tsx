import { Outlet } from 'react-router-dom';
import { LocalBackendNotice } from '@/components/local-backend-notice';
import { env } from '@/lib/env';
import { startLocalBackend } from '@/lib/supabase';
import { AuthProvider } from '../providers/auth-provider';

// Screens that talk to the backend start the local one right away, so the first click is not the wait.
if (env.mode === 'local') void startLocalBackend().catch(() => undefined);

/** Everything below needs the data client: the auth state, and the local database notice. */
export function SessionLayout() {
  return (
    <AuthProvider>
      {env.mode === 'local' && (
        <LocalBackendNotice onRetry={() => void startLocalBackend().catch(() => undefined)} />
      )}
      <Outlet />
    </AuthProvider>
  );
}
