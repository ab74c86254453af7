import { memberName, type WorkspaceMember } from './workspace-members-api';

/**
 * Who made or did something in a workspace, as a screen names them: "You" for the viewer (when
 * given); a member's name; "Deleted user" once the account is gone (its id set null); "Former
 * member" when they left; `whileLoading` until the members are known.
 */
export function nameInWorkspace(
  userId: string | null,
  members: readonly WorkspaceMember[] | undefined,
  { viewerId = null, whileLoading = '…' }: { viewerId?: string | null; whileLoading?: string } = {},
): string {
  if (userId === null) return 'Deleted user';
  if (userId === viewerId) return 'You';
  const member = members?.find((m) => m.user_id === userId);
  if (member) return memberName(member);
  return members ? 'Former member' : whileLoading;
}
