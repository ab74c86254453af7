import { Outlet } from 'react-router-dom';
import { LocalBackendNotice } from '@/components/local-backend-notice';
import { env } from '@/lib/env';
import { startLocalBackend } from '@/lib/supabase';
import { AuthProvider } from '../providers/auth-provider';
import { WorkspaceProvider } from '../providers/workspace-provider';

// Screens that talk to the backend start the local one right away, so the first click is not the wait.
if (env.mode === 'local') void startLocalBackend().catch(() => undefined);

/** Everything below needs the data client: the auth state, the workspaces, the local database notice. */
export function SessionLayout() {
  return (
    <AuthProvider>
      <WorkspaceProvider>
        {env.mode === 'local' && (
          <LocalBackendNotice onRetry={() => void startLocalBackend().catch(() => undefined)} />
        )}
        <Outlet />
      </WorkspaceProvider>
    </AuthProvider>
  );
}
