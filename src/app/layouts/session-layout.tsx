import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { LocalBackendNotice } from '@/components/local-backend-notice';
import { env } from '@/lib/env';
import { RestoredQueries } from '@/lib/query/persistence/restored-queries';
import { queryClient } from '@/lib/query/query-client';
import { startLocalBackend } from '@/lib/supabase';
import { AuthProvider } from '../providers/auth-provider';
import { WorkspaceProvider } from '../providers/workspace-provider';

// The local backend starts from LocalBackendHeadStart (router.tsx) on every screen here but the
// sign-in forms, which start it on the first interaction: see start-on-interaction.ts.

/**
 * Everything below needs the data client: the server-state cache (with the signed-in user's
 * last-known queries restored from IndexedDB), the auth state, the workspaces, the local database
 * notice. (Here, not at the root: the landing page loads none of it.)
 */
export function SessionLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RestoredQueries>
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
        </RestoredQueries>
      </AuthProvider>
    </QueryClientProvider>
  );
}
