import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

type User = Awaited<ReturnType<typeof signedInClient>>;

let slugCounter = 0;
async function createWorkspace(user: User, name = 'Channel Team') {
  slugCounter += 1;
  const slug = `team-${Date.now().toString(36)}-${slugCounter}`;
  const { data, error } = await user.client
    .from('workspaces')
    .insert({ name, slug, owner_id: user.userId })
    .select('id, name, slug, owner_id')
    .single();
  if (error) throw error;
  return data as { id: string; name: string; slug: string; owner_id: string };
}

async function invite(by: SupabaseClient, workspaceId: string, email: string, role: string) {
  return by
    .from('workspace_invitations')
    .insert({ workspace_id: workspaceId, email, role })
    .select('id')
    .single();
}

async function pendingInvitationId(user: User, workspaceId: string): Promise<string> {
  const { data, error } = await user.client.rpc('list_my_workspace_invitations');
  if (error) throw error;
  const found = (data as { id: string; workspace_id: string }[]).find((i) => i.workspace_id === workspaceId);
  if (!found) throw new Error('No pending invitation');
  return found.id;
}

/** Makes `member` a member of the owner's workspace with `role`, through a real invitation. */
async function join(owner: User, member: User, workspaceId: string, role: string) {
  const sent = await invite(owner.client, workspaceId, member.email, role);
  if (sent.error) throw sent.error;
  const accepted = await member.client.rpc('respond_to_workspace_invitation', {
    invitation_id: await pendingInvitationId(member, workspaceId),
    accept: true,
  });
  if (accepted.error) throw accepted.error;
}

describe.each(engines())('workspaces on %s', (engine) => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
  });
  afterAll(() => backend.close());

  test('the creator owns the new workspace and is its owner member', async () => {
    const owner = await signedInClient(backend);
    const workspace = await createWorkspace(owner);
    expect(workspace.owner_id).toBe(owner.userId);
    const { data } = await owner.client
      .from('workspace_members')
      .select('user_id, role')
      .eq('workspace_id', workspace.id);
    expect(data).toEqual([{ user_id: owner.userId, role: 'owner' }]);
  });

  test('nobody creates a workspace in someone else’s name', async () => {
    const alice = await signedInClient(backend);
    const bob = await signedInClient(backend);
    const { error, status } = await bob.client
      .from('workspaces')
      .insert({ name: 'Stolen', slug: `stolen-${Date.now()}`, owner_id: alice.userId });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
  });

  test('a second user cannot see, rename, delete or join the first user’s workspace', async () => {
    const alice = await signedInClient(backend);
    const bob = await signedInClient(backend);
    const workspace = await createWorkspace(alice);

    expect((await bob.client.from('workspaces').select('id').eq('id', workspace.id)).data).toEqual([]);
    expect(
      (await bob.client.from('workspace_members').select('user_id').eq('workspace_id', workspace.id)).data,
    ).toEqual([]);
    const renamed = await bob.client
      .from('workspaces')
      .update({ name: 'Mine now' })
      .eq('id', workspace.id)
      .select();
    expect(renamed.data).toEqual([]);
    const removed = await bob.client.from('workspaces').delete().eq('id', workspace.id).select();
    expect(removed.data).toEqual([]);
    const selfInvite = await invite(bob.client, workspace.id, bob.email, 'admin');
    expect(selfInvite.error?.code).toBe('42501');
    const selfJoin = await bob.client
      .from('workspace_members')
      .insert({ workspace_id: workspace.id, user_id: bob.userId, role: 'member' });
    expect(selfJoin.error?.code).toBe('42501');

    const { rows } = await backend.db.query<{ name: string }>(
      'select name from public.workspaces where id = $1',
      [workspace.id],
    );
    expect(rows).toEqual([{ name: 'Channel Team' }]);
  });

  test('an invited user sees the invitation with the workspace name, accepts it and joins with that role', async () => {
    const owner = await signedInClient(backend);
    const invitee = await signedInClient(backend);
    const workspace = await createWorkspace(owner, 'Launch Crew');

    const sent = await invite(owner.client, workspace.id, `  ${invitee.email.toUpperCase()} `, 'member');
    expect(sent.error).toBeNull();

    const { data: invitations } = await invitee.client.rpc('list_my_workspace_invitations');
    expect(invitations).toEqual([
      expect.objectContaining({
        workspace_id: workspace.id,
        workspace_name: 'Launch Crew',
        role: 'member',
        invited_by_email: owner.email,
      }),
    ]);

    const accepted = await invitee.client.rpc('respond_to_workspace_invitation', {
      invitation_id: (invitations as { id: string }[])[0].id,
      accept: true,
    });
    expect(accepted.error).toBeNull();
    expect(accepted.data).toBe(workspace.id);

    expect((await invitee.client.from('workspaces').select('name').eq('id', workspace.id)).data).toEqual([
      { name: 'Launch Crew' },
    ]);
    const members = await invitee.client
      .from('workspace_members')
      .select('user_id, role')
      .eq('workspace_id', workspace.id)
      .order('role');
    expect(members.data).toEqual([
      { user_id: invitee.userId, role: 'member' },
      { user_id: owner.userId, role: 'owner' },
    ]);
    expect((await invitee.client.rpc('list_my_workspace_invitations')).data).toEqual([]);
  });

  test('a declined invitation adds nobody, and an answered one cannot be answered again', async () => {
    const owner = await signedInClient(backend);
    const invitee = await signedInClient(backend);
    const workspace = await createWorkspace(owner);
    await invite(owner.client, workspace.id, invitee.email, 'viewer');
    const invitationId = await pendingInvitationId(invitee, workspace.id);

    const declined = await invitee.client.rpc('respond_to_workspace_invitation', {
      invitation_id: invitationId,
      accept: false,
    });
    expect(declined.error).toBeNull();
    expect((await invitee.client.from('workspaces').select('id').eq('id', workspace.id)).data).toEqual([]);

    const again = await invitee.client.rpc('respond_to_workspace_invitation', {
      invitation_id: invitationId,
      accept: true,
    });
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe('This invitation does not exist or was already answered');
  });

  test('an invitation addressed to someone else cannot be seen or accepted', async () => {
    const owner = await signedInClient(backend);
    const intended = await signedInClient(backend);
    const intruder = await signedInClient(backend);
    const workspace = await createWorkspace(owner);
    await invite(owner.client, workspace.id, intended.email, 'admin');
    const invitationId = await pendingInvitationId(intended, workspace.id);

    expect(
      (await intruder.client.from('workspace_invitations').select('id').eq('id', invitationId)).data,
    ).toEqual([]);
    const stolen = await intruder.client.rpc('respond_to_workspace_invitation', {
      invitation_id: invitationId,
      accept: true,
    });
    expect(stolen.error?.message).toBe('This invitation does not exist or was already answered');
    expect((await intruder.client.from('workspaces').select('id').eq('id', workspace.id)).data).toEqual([]);
  });

  test('roles: owners and admins invite, rename and manage; members and viewers only look', async () => {
    const owner = await signedInClient(backend);
    const admin = await signedInClient(backend);
    const member = await signedInClient(backend);
    const viewer = await signedInClient(backend);
    const outsider = await signedInClient(backend);
    const workspace = await createWorkspace(owner);
    await join(owner, admin, workspace.id, 'admin');
    await join(admin, member, workspace.id, 'member');
    await join(owner, viewer, workspace.id, 'viewer');

    for (const lowly of [member, viewer]) {
      const sent = await invite(lowly.client, workspace.id, outsider.email, 'member');
      expect(sent.error?.code).toBe('42501');
      const renamed = await lowly.client
        .from('workspaces')
        .update({ name: 'Nope' })
        .eq('id', workspace.id)
        .select();
      expect(renamed.data).toEqual([]);
      const promoted = await lowly.client
        .from('workspace_members')
        .update({ role: 'admin' })
        .eq('workspace_id', workspace.id)
        .eq('user_id', lowly.userId)
        .select();
      expect(promoted.data).toEqual([]);
      // Their own (answered) invitation is theirs to see; nobody else's is.
      const seen = await lowly.client
        .from('workspace_invitations')
        .select('email')
        .eq('workspace_id', workspace.id);
      expect(seen.data).toEqual([{ email: lowly.email }]);
    }

    const renamed = await admin.client
      .from('workspaces')
      .update({ name: 'Renamed by admin' })
      .eq('id', workspace.id)
      .select('name');
    expect(renamed.data).toEqual([{ name: 'Renamed by admin' }]);
    const adminDelete = await admin.client.from('workspaces').delete().eq('id', workspace.id).select();
    expect(adminDelete.data).toEqual([]);

    const demoted = await owner.client
      .from('workspace_members')
      .update({ role: 'viewer' })
      .eq('workspace_id', workspace.id)
      .eq('user_id', member.userId)
      .select('role');
    expect(demoted.data).toEqual([{ role: 'viewer' }]);

    const ownerInvite = await invite(owner.client, workspace.id, outsider.email, 'owner');
    expect(ownerInvite.error?.code).toBe('23514');
    const ownerTaken = await admin.client
      .from('workspace_members')
      .update({ role: 'admin' })
      .eq('workspace_id', workspace.id)
      .eq('user_id', owner.userId);
    expect(ownerTaken.error?.code).toBe('42501');
    const ownerRemoved = await admin.client
      .from('workspace_members')
      .delete()
      .eq('workspace_id', workspace.id)
      .eq('user_id', owner.userId);
    expect(ownerRemoved.error?.code).toBe('42501');

    const left = await viewer.client
      .from('workspace_members')
      .delete()
      .eq('workspace_id', workspace.id)
      .eq('user_id', viewer.userId)
      .select();
    expect(left.data).toHaveLength(1);
    expect((await viewer.client.from('workspaces').select('id').eq('id', workspace.id)).data).toEqual([]);

    const ownerDelete = await owner.client.from('workspaces').delete().eq('id', workspace.id).select('id');
    expect(ownerDelete.data).toEqual([{ id: workspace.id }]);
  });

  test('an anonymous caller sees no workspace, member or invitation', async () => {
    const owner = await signedInClient(backend);
    await createWorkspace(owner);
    const anon = clientFor(backend);
    for (const table of ['workspaces', 'workspace_members', 'workspace_invitations']) {
      const { error, status } = await anon.from(table).select('*');
      expect(status).toBe(401);
      expect(error?.code).toBe('42501');
    }
    expect((await anon.rpc('list_my_workspace_invitations')).status).toBe(401);
  });
});
