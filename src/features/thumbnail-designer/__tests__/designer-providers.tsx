import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { WorkspaceContext } from '@/lib/workspaces/workspace-context';
import { workspacesValue } from '@/test/workspaces-value';
import { TestQueryProvider } from '@/test/test-query-provider';

/** No workspace yet (still loading): the designer draws and exports; saving waits for one. */
const noWorkspace = workspacesValue({ loading: true });

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
