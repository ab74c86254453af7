import { memberName, type WorkspaceMember } from '@/lib/workspaces/workspace-members-api';

/**
 * Who made an item, as the Library shows it: a member's name; "Deleted user" once the author's
 * account is gone (author_id set null); "Former member" when they left the workspace.
 */
export function authorName(authorId: string | null, members: readonly WorkspaceMember[] | undefined): string {
  if (authorId === null) return 'Deleted user';
  const member = members?.find((m) => m.user_id === authorId);
  if (member) return memberName(member);
  return members ? 'Former member' : '…';
}
