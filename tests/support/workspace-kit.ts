import type { signedInClient } from './test-backend';

// Workspaces for database tests, made the way the app makes them: an insert by the owner, and
// members added through a real invitation they accept.

type User = Awaited<ReturnType<typeof signedInClient>>;

let slugCounter = 0;

/** A new workspace owned by `owner`; its id. */
export async function createWorkspace(owner: User, name = 'Team'): Promise<string> {
  slugCounter += 1;
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}-${slugCounter}`;
  const { data, error } = await owner.client
    .from('workspaces')
    .insert({ name, slug, owner_id: owner.userId })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** Makes `member` a member of the owner's workspace with `role`, through a real invitation. */
export async function joinWorkspace(owner: User, member: User, workspaceId: string, role: string) {
  const sent = await owner.client
    .from('workspace_invitations')
    .insert({ workspace_id: workspaceId, email: member.email, role });
  if (sent.error) throw sent.error;
  const { data, error } = await member.client.rpc('list_my_workspace_invitations');
  if (error) throw error;
  const invitation = (data as { id: string; workspace_id: string }[]).find(
    (i) => i.workspace_id === workspaceId,
  );
  const accepted = await member.client.rpc('respond_to_workspace_invitation', {
    invitation_id: invitation?.id,
    accept: true,
  });
  if (accepted.error) throw accepted.error;
}

/** A workspace with one user in every role, and an outsider: the cast of the role × action tests. */
export interface TeamWithEveryRole {
  owner: User;
  admin: User;
  /** A member: the one who makes what a test changes. */
  author: User;
  otherMember: User;
  viewer: User;
  outsider: User;
  workspace: string;
}

/** Six new users; the first owns a new workspace named `name`, where the next four join by invitation. */
export async function teamWithEveryRole(
  signUp: () => Promise<User>,
  name: string,
): Promise<TeamWithEveryRole> {
  const [owner, admin, author, otherMember, viewer, outsider] = await Promise.all(
    Array.from({ length: 6 }, () => signUp()),
  );
  const workspace = await createWorkspace(owner, name);
  await joinWorkspace(owner, admin, workspace, 'admin');
  await joinWorkspace(owner, author, workspace, 'member');
  await joinWorkspace(owner, otherMember, workspace, 'member');
  await joinWorkspace(owner, viewer, workspace, 'viewer');
  return { owner, admin, author, otherMember, viewer, outsider, workspace };
}

/** The cast by the names the tests report outcomes under. */
export const byRole = (team: Omit<TeamWithEveryRole, 'workspace'>): Record<string, User> => ({
  owner: team.owner,
  admin: team.admin,
  'member-author': team.author,
  'member-other': team.otherMember,
  viewer: team.viewer,
  outsider: team.outsider,
});
