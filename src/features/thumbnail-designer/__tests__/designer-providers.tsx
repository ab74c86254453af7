import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { WorkspaceContext, type WorkspaceContextValue } from '@/lib/workspaces/workspace-context';
import { TestQueryProvider } from '@/test/test-query-provider';

/** No workspace yet (still loading): the designer draws and exports; saving waits for one. */
const noWorkspace: WorkspaceContextValue = {
  loading: true,
  error: null,
  workspaces: [],
  currentWorkspace: null,
  invitations: [],
  selectWorkspace: vi.fn(),
  createWorkspace: vi.fn(),
  inviteMember: vi.fn(),
  acceptInvitation: vi.fn(),
  declineInvitation: vi.fn(),
};

/** What the designer's screen needs around it: a router, a query client and the workspace context. */
export function DesignerProviders({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <TestQueryProvider>
        <WorkspaceContext.Provider value={noWorkspace}>{children}</WorkspaceContext.Provider>
      </TestQueryProvider>
    </MemoryRouter>
  );
}
