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
