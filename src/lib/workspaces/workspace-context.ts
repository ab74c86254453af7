import { createContext, useContext } from 'react';
import type { InviteMemberInput } from '../schemas/workspace';
import type { Workspace, WorkspaceInvitation } from './workspace-api';

export interface WorkspaceContextValue {
  loading: boolean;
  /** Why the workspaces could not be loaded, if they could not. */
  error: string | null;
  workspaces: Workspace[];
  currentWorkspace: Workspace | null;
  /** Invitations addressed to the signed-in user's email, waiting for an answer. */
  invitations: WorkspaceInvitation[];
  selectWorkspace(id: string): void;
  createWorkspace(name: string): Promise<Workspace>;
  inviteMember(input: InviteMemberInput): Promise<void>;
  acceptInvitation(id: string): Promise<void>;
  declineInvitation(id: string): Promise<void>;
}

export const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

/** The user's workspaces and the current one; only inside WorkspaceProvider. */
export function useWorkspaces(): WorkspaceContextValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error('useWorkspaces must be used within a WorkspaceProvider');
  return value;
}
