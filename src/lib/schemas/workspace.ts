import { z } from 'zod';
import { Constants, type Enums } from '../database.types';

/** The database's workspace_role type. */
export const WORKSPACE_ROLES = Constants.public.Enums.workspace_role;
export type WorkspaceRole = Enums<'workspace_role'>;
/** Roles an invitation can carry: a workspace has exactly one owner. */
export type InvitableRole = Exclude<WorkspaceRole, 'owner'>;
export const INVITABLE_ROLES: readonly InvitableRole[] = WORKSPACE_ROLES.filter(
  (role): role is InvitableRole => role !== 'owner',
);

export const CreateWorkspaceInput = z.object({
  name: z
    .string()
    .trim()
    .min(1, { message: 'Workspace name is required', abort: true })
    .max(80, 'Workspace name must be at most 80 characters'),
});
export type CreateWorkspaceInput = z.infer<typeof CreateWorkspaceInput>;

export const InviteMemberInput = z.object({
  email: z
    .string()
    .trim()
    .min(1, { message: 'Email is required', abort: true })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Invalid email address'),
  role: z.enum(INVITABLE_ROLES),
});
export type InviteMemberInput = z.infer<typeof InviteMemberInput>;

/** Roles that manage a workspace's members and invitations. */
export const MANAGING_ROLES = ['owner', 'admin'] as const;
export function canManageMembers(role: WorkspaceRole | null | undefined): boolean {
  return !!role && (MANAGING_ROLES as readonly string[]).includes(role);
}

/** How each role is named on screen. */
export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};
