import { vi } from 'vitest';
import type { Workspace } from '@/lib/workspaces/workspace-api';
import type { WorkspaceContextValue } from '@/lib/workspaces/workspace-context';

/** A workspace context for tests: loaded, with no workspace unless given, every action a mock. */
export function workspacesValue(overrides: Partial<WorkspaceContextValue> = {}): WorkspaceContextValue {
  return {
    loading: false,
    error: null,
    workspaces: [],
    currentWorkspace: null,
    invitations: [],
    selectWorkspace: vi.fn(),
    createWorkspace: vi.fn(),
    inviteMember: vi.fn(),
    acceptInvitation: vi.fn(),
    declineInvitation: vi.fn(),
    ...overrides,
  };
}

/** A workspace as the context lists it: the id a test made, the rest any valid values. */
export function testWorkspace(id: string, overrides: Partial<Workspace> = {}): Workspace {
  return { id, name: 'Team', slug: 'team', owner_id: '', created_at: '', personal: false, ...overrides };
}

/** A loaded workspace context whose one workspace, `workspace`, is current. */
export function currentWorkspaceValue(workspace: Workspace): WorkspaceContextValue {
  return workspacesValue({ workspaces: [workspace], currentWorkspace: workspace });
}
