import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { LocalBackendNotice } from '@/components/local-backend-notice';
import { env } from '@/lib/env';
import { queryClient } from '@/lib/query/query-client';
import { startLocalBackend } from '@/lib/supabase';
import { AuthProvider } from '../providers/auth-provider';
import { WorkspaceProvider } from '../providers/workspace-provider';

// Screens that talk to the backend start the local one right away, so the first click is not the wait.
if (env.mode === 'local') startLocalBackend().catch(() => undefined);

/**
 * Everything below needs the data client: the server-state cache, the auth state, the
 * workspaces, the local database notice. (Here, not at the root: the landing page loads none of it.)
 */
export function SessionLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <WorkspaceProvider>
          {env.mode === 'local' && (
            <LocalBackendNotice
              onRetry={() => {
                startLocalBackend().catch(() => undefined);
              }}
            />
          )}
          <Outlet />
        </WorkspaceProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
