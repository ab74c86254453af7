import { vi } from 'vitest';
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
