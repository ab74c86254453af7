import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import {
  changeMemberRole,
  leaveWorkspace,
  listMembers,
  listWorkspaceInvitations,
  removeMember,
  revokeInvitation,
} from '../../src/lib/workspaces/workspace-members-api';
import { readLocalMail } from '../../local-backend/auth/local-mail';
import { createJwtService, loadJwtSecret } from '../../local-backend/jwt';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient, uniqueEmail } from '../support/test-backend';

type User = Awaited<ReturnType<typeof signedInClient>>;

const api = (user: User) => user.client as unknown as AppSupabaseClient;

let slugCounter = 0;
async function createWorkspace(user: User, name = 'Members Team') {
  slugCounter += 1;
  const { data, error } = await user.client
    .from('workspaces')
    .insert({ name, slug: `members-${Date.now().toString(36)}-${slugCounter}`, owner_id: user.userId })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

async function invite(by: SupabaseClient, workspaceId: string, email: string, role: string) {
  const { data, error } = await by
    .from('workspace_invitations')
    .insert({ workspace_id: workspaceId, email, role })
    .select('id')
    .single();
  if (error) throw error;
  return (data as { id: string }).id;
}

/** Makes `member` a member of the workspace with `role`, through a real invitation. */
async function join(inviter: User, member: User, workspaceId: string, role: string) {
  const invitationId = await invite(inviter.client, workspaceId, member.email, role);
  const { error } = await member.client.rpc('respond_to_workspace_invitation', {
    invitation_id: invitationId,
    accept: true,
  });
  if (error) throw error;
}

const person = (first: string, last: string) => ({ first_name: first, last_name: last, company_name: '' });

describe.each(engines())('workspace members on %s', (engine) => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
  });
  afterAll(() => backend.close());

  /** A team of four (owner, admin, member, viewer) in a new workspace. */
  async function team() {
    const owner = await signedInClient(backend, person('Olivia', 'Owner'));
    const admin = await signedInClient(backend, person('Adam', 'Admin'));
    const member = await signedInClient(backend, person('Mia', 'Member'));
    const viewer = await signedInClient(backend, person('Victor', 'Viewer'));
    const workspaceId = await createWorkspace(owner);
    await join(owner, admin, workspaceId, 'admin');
    await join(admin, member, workspaceId, 'member');
    await join(owner, viewer, workspaceId, 'viewer');
    return { owner, admin, member, viewer, workspaceId };
  }

  /** The stored role, read past row level security; null when not a member. */
  async function storedRole(workspaceId: string, userId: string): Promise<string | null> {
    const { rows } = await backend.db.query<{ role: string }>(
      'select role from public.workspace_members where workspace_id = $1 and user_id = $2',
      [workspaceId, userId],
    );
    return rows[0]?.role ?? null;
  }

  async function storedInvitation(id: string) {
    const { rows } = await backend.db.query<{ status: string; responded_at: string | null }>(
      'select status, responded_at from public.workspace_invitations where id = $1',
      [id],
    );
    return rows[0];
  }

  test('every member, whatever their role, sees the names, emails and roles of all members, owner first', async () => {
    const { owner, admin, member, viewer, workspaceId } = await team();
    const expected = [
      { user_id: owner.userId, email: owner.email, first_name: 'Olivia', last_name: 'Owner', role: 'owner' },
      { user_id: admin.userId, email: admin.email, first_name: 'Adam', last_name: 'Admin', role: 'admin' },
      { user_id: member.userId, email: member.email, first_name: 'Mia', last_name: 'Member', role: 'member' },
      {
        user_id: viewer.userId,
        email: viewer.email,
        first_name: 'Victor',
        last_name: 'Viewer',
        role: 'viewer',
      },
    ];
    for (const caller of [owner, admin, member, viewer]) {
      const members = await listMembers(api(caller), workspaceId);
      expect(members).toEqual(expected.map((m) => ({ ...m, joined_at: expect.any(String) })));
    }
    // Profiles themselves stay private: the directory is the only way to see the others' names.
    const profiles = await member.client.from('profiles').select('id');
    expect(profiles.data).toEqual([{ id: member.userId }]);
  });

  test('someone outside the workspace gets no member rows, and an anonymous caller is refused', async () => {
    const { workspaceId } = await team();
    const outsider = await signedInClient(backend);
    const ownWorkspace = await createWorkspace(outsider, 'Elsewhere');

    expect(await listMembers(api(outsider), workspaceId)).toEqual([]);
    expect((await listMembers(api(outsider), ownWorkspace)).map((m) => m.role)).toEqual(['owner']);

    const anonymous = await clientFor(backend).rpc('list_workspace_members', {
      target_workspace: workspaceId,
    });
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.code).toBe('42501');
  });

  test('a removed member no longer sees the directory', async () => {
    const { owner, member, workspaceId } = await team();
    expect(await removeMember(api(owner), workspaceId, member.userId)).toBe(true);
    expect(await listMembers(api(member), workspaceId)).toEqual([]);
  });

  test('owners and admins change roles; members and viewers cannot, not even their own', async () => {
    const { owner, admin, member, viewer, workspaceId } = await team();

    expect(await changeMemberRole(api(owner), workspaceId, member.userId, 'viewer')).toBe(true);
    expect(await storedRole(workspaceId, member.userId)).toBe('viewer');
    expect(await changeMemberRole(api(admin), workspaceId, member.userId, 'admin')).toBe(true);
    expect(await storedRole(workspaceId, member.userId)).toBe('admin');
    expect(await changeMemberRole(api(owner), workspaceId, member.userId, 'member')).toBe(true);

    for (const lowly of [member, viewer]) {
      const other = lowly === member ? viewer : member;
      const before = await storedRole(workspaceId, other.userId);
      expect(await changeMemberRole(api(lowly), workspaceId, other.userId, 'admin')).toBe(false);
      expect(await storedRole(workspaceId, other.userId)).toBe(before);
      expect(await changeMemberRole(api(lowly), workspaceId, lowly.userId, 'admin')).toBe(false);
      expect(await storedRole(workspaceId, lowly.userId)).toBe(lowly === member ? 'member' : 'viewer');
    }
  });

  test('an admin cannot make an owner, nor change or remove the owner; the owner cannot hand over ownership', async () => {
    const { owner, admin, member, workspaceId } = await team();

    await expect(
      changeMemberRole(api(admin), workspaceId, member.userId, 'owner' as 'admin'),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await storedRole(workspaceId, member.userId)).toBe('member');
    await expect(
      changeMemberRole(api(owner), workspaceId, member.userId, 'owner' as 'admin'),
    ).rejects.toMatchObject({ code: '42501' });
    expect(await storedRole(workspaceId, member.userId)).toBe('member');

    await expect(changeMemberRole(api(admin), workspaceId, owner.userId, 'viewer')).rejects.toMatchObject({
      code: '42501',
    });
    await expect(removeMember(api(admin), workspaceId, owner.userId)).rejects.toMatchObject({
      code: '42501',
    });
    expect(await storedRole(workspaceId, owner.userId)).toBe('owner');
  });

  test('nobody changes their own role, not even an admin or the owner', async () => {
    const { owner, admin, workspaceId } = await team();

    await expect(changeMemberRole(api(admin), workspaceId, admin.userId, 'viewer')).rejects.toMatchObject({
      code: '42501',
      message: 'You cannot change your own role in a workspace',
    });
    expect(await storedRole(workspaceId, admin.userId)).toBe('admin');
    await expect(changeMemberRole(api(owner), workspaceId, owner.userId, 'admin')).rejects.toMatchObject({
      code: '42501',
    });
    expect(await storedRole(workspaceId, owner.userId)).toBe('owner');

    // The same admin's role can still be changed by the owner.
    expect(await changeMemberRole(api(owner), workspaceId, admin.userId, 'member')).toBe(true);
    expect(await storedRole(workspaceId, admin.userId)).toBe('member');
  });

  test('owners and admins remove members; members and viewers cannot remove anyone else', async () => {
    const { owner, admin, member, viewer, workspaceId } = await team();

    expect(await removeMember(api(member), workspaceId, viewer.userId)).toBe(false);
    expect(await removeMember(api(viewer), workspaceId, member.userId)).toBe(false);
    expect(await removeMember(api(member), workspaceId, admin.userId)).toBe(false);
    expect(await storedRole(workspaceId, viewer.userId)).toBe('viewer');
    expect(await storedRole(workspaceId, member.userId)).toBe('member');
    expect(await storedRole(workspaceId, admin.userId)).toBe('admin');

    expect(await removeMember(api(admin), workspaceId, viewer.userId)).toBe(true);
    expect(await storedRole(workspaceId, viewer.userId)).toBeNull();
    expect(await removeMember(api(owner), workspaceId, member.userId)).toBe(true);
    expect(await storedRole(workspaceId, member.userId)).toBeNull();
    expect((await member.client.from('workspaces').select('id').eq('id', workspaceId)).data).toEqual([]);
    expect((await listMembers(api(owner), workspaceId)).map((m) => m.user_id)).toEqual([
      owner.userId,
      admin.userId,
    ]);
  });

  test('any member but the owner can leave; the owner, the only one, cannot', async () => {
    const { owner, admin, member, viewer, workspaceId } = await team();

    for (const leaver of [viewer, member, admin]) {
      expect(await leaveWorkspace(api(leaver), workspaceId, leaver.userId)).toBe(true);
      expect(await storedRole(workspaceId, leaver.userId)).toBeNull();
    }
    await expect(leaveWorkspace(api(owner), workspaceId, owner.userId)).rejects.toMatchObject({
      code: '42501',
    });
    expect(await listMembers(api(owner), workspaceId)).toEqual([
      expect.objectContaining({ user_id: owner.userId, role: 'owner' }),
    ]);
  });

  test('owners and admins see and revoke pending invitations; the invitee then cannot accept', async () => {
    const { owner, admin, member, viewer, workspaceId } = await team();
    const invitee = await signedInClient(backend);
    const other = await signedInClient(backend);
    const first = await invite(owner.client, workspaceId, invitee.email, 'viewer');
    const second = await invite(admin.client, workspaceId, other.email, 'member');

    for (const manager of [owner, admin]) {
      const pending = await listWorkspaceInvitations(api(manager), workspaceId);
      expect(pending.map((i) => [i.id, i.email, i.role]).sort()).toEqual(
        [
          [first, invitee.email, 'viewer'],
          [second, other.email, 'member'],
        ].sort(),
      );
    }
    for (const lowly of [member, viewer]) {
      expect(await listWorkspaceInvitations(api(lowly), workspaceId)).toEqual([]);
      expect(await revokeInvitation(api(lowly), first)).toBe(false);
    }
    expect(await storedInvitation(first)).toEqual({ status: 'pending', responded_at: null });

    expect(await revokeInvitation(api(admin), first)).toBe(true);
    expect(await storedInvitation(first)).toEqual({ status: 'revoked', responded_at: expect.anything() });
    expect(await revokeInvitation(api(owner), second)).toBe(true);
    expect(await listWorkspaceInvitations(api(owner), workspaceId)).toEqual([]);

    expect((await invitee.client.rpc('list_my_workspace_invitations')).data).toEqual([]);
    const accepted = await invitee.client.rpc('respond_to_workspace_invitation', {
      invitation_id: first,
      accept: true,
    });
    expect(accepted.error?.message).toBe('This invitation does not exist or was already answered');
    expect(await storedRole(workspaceId, invitee.userId)).toBeNull();
  });

  test('an answered invitation cannot be revoked, and a revoked one cannot be reopened', async () => {
    const { owner, workspaceId } = await team();
    const invitee = await signedInClient(backend);
    const invitationId = await invite(owner.client, workspaceId, invitee.email, 'member');
    await invitee.client.rpc('respond_to_workspace_invitation', {
      invitation_id: invitationId,
      accept: true,
    });

    expect(await revokeInvitation(api(owner), invitationId)).toBe(false);
    expect((await storedInvitation(invitationId)).status).toBe('accepted');
    expect(await storedRole(workspaceId, invitee.userId)).toBe('member');

    const later = await signedInClient(backend);
    const revokedId = await invite(owner.client, workspaceId, later.email, 'member');
    expect(await revokeInvitation(api(owner), revokedId)).toBe(true);
    const reopened = await owner.client
      .from('workspace_invitations')
      .update({ status: 'pending' })
      .eq('id', revokedId)
      .select('id');
    expect(reopened.data ?? []).toEqual([]);
    expect((await storedInvitation(revokedId)).status).toBe('revoked');
  });

  test('a workspace’s members cannot be managed from another workspace', async () => {
    const { member, workspaceId } = await team();
    const rival = await signedInClient(backend);
    await createWorkspace(rival, 'Rival');

    expect(await changeMemberRole(api(rival), workspaceId, member.userId, 'viewer')).toBe(false);
    expect(await removeMember(api(rival), workspaceId, member.userId)).toBe(false);
    expect(await storedRole(workspaceId, member.userId)).toBe('member');
  });
  describe('invitations follow only a confirmed email', () => {
    const NOT_YOURS = 'This invitation does not exist or was already answered';

    /** Whether `client` sees the invitation and can accept it; leaves it pending when not. */
    async function canTake(client: SupabaseClient, invitationId: string) {
      const listed = (await client.rpc('list_my_workspace_invitations')).data as { id: string }[] | null;
      const visible = (await client.from('workspace_invitations').select('id').eq('id', invitationId)).data;
      const accepted = await client.rpc('respond_to_workspace_invitation', {
        invitation_id: invitationId,
        accept: true,
      });
      if (accepted.error) expect(accepted.error.message).toBe(NOT_YOURS);
      return {
        listed: (listed ?? []).some((i) => i.id === invitationId),
        visible: (visible ?? []).length > 0,
        accepted: !accepted.error,
      };
    }
    const nothing = { listed: false, visible: false, accepted: false };

    /** A token this install signs, with whatever claims a forger would want. */
    async function tokenFor(userId: string, email: string) {
      const jwt = createJwtService(await loadJwtSecret(backend.db));
      return jwt.sign({ role: 'authenticated', aud: 'authenticated', sub: userId, email }, 3600);
    }

    test("changing one's email to an invited address takes no invitation until the change is confirmed", async () => {
      const owner = await signedInClient(backend);
      const workspaceId = await createWorkspace(owner, 'Invited Team');
      const invited = uniqueEmail('invited');
      const invitationId = await invite(owner.client, workspaceId, invited, 'admin');

      const taker = await signedInClient(backend);
      const { error } = await taker.client.auth.updateUser({ email: invited });
      expect(error).toBeNull();
      expect(await canTake(taker.client, invitationId)).toEqual(nothing);
      // A fresh token changes nothing: its email is still the confirmed one.
      expect((await taker.client.auth.refreshSession()).error).toBeNull();
      expect(await canTake(taker.client, invitationId)).toEqual(nothing);
      expect(await storedInvitation(invitationId)).toEqual({ status: 'pending', responded_at: null });
      expect(await storedRole(workspaceId, taker.userId)).toBeNull();

      // Whoever reads the invited inbox confirms the change; only then is the invitation theirs.
      const [mail] = await readLocalMail(backend.db, invited);
      const code = /\b(\d{6})\b/.exec(mail.body)![1];
      const confirmed = clientFor(backend);
      const verified = await confirmed.auth.verifyOtp({ email: invited, token: code, type: 'email_change' });
      expect(verified.error).toBeNull();
      expect(verified.data.user?.id).toBe(taker.userId);
      expect(await canTake(confirmed, invitationId)).toEqual({ listed: true, visible: true, accepted: true });
      expect(await storedRole(workspaceId, taker.userId)).toBe('admin');
    });

    test('the email claim of a token is not trusted: only the confirmed address in auth.users counts', async () => {
      const owner = await signedInClient(backend);
      const workspaceId = await createWorkspace(owner, 'Claimed Team');
      const invited = uniqueEmail('claimed');
      const invitationId = await invite(owner.client, workspaceId, invited, 'member');

      // A signed token whose email claim names the invited address, for a user who is someone else.
      const intruder = await signedInClient(backend);
      const forged = clientFor(backend, await tokenFor(intruder.userId, invited));
      expect(await canTake(forged, invitationId)).toEqual(nothing);

      // A user who holds the address but never confirmed it, with a matching claim.
      const { rows } = await backend.db.query<{ id: string }>(
        'insert into auth.users (email) values ($1) returning id::text',
        [invited],
      );
      const unconfirmed = clientFor(backend, await tokenFor(rows[0].id, invited));
      expect(await canTake(unconfirmed, invitationId)).toEqual(nothing);
      expect(await storedInvitation(invitationId)).toEqual({ status: 'pending', responded_at: null });

      // Once the address is confirmed, the same token takes it.
      await backend.db.query('update auth.users set email_confirmed_at = now() where id = $1', [rows[0].id]);
      expect(await canTake(unconfirmed, invitationId)).toEqual({
        listed: true,
        visible: true,
        accepted: true,
      });
      expect(await storedRole(workspaceId, rows[0].id)).toBe('member');
      expect(await storedRole(workspaceId, intruder.userId)).toBeNull();
    });

    test('a token signed before an email change does not take invitations to the old address', async () => {
      const owner = await signedInClient(backend);
      const workspaceId = await createWorkspace(owner, 'Stale Team');
      const mover = await signedInClient(backend);
      const staleToken = await tokenFor(mover.userId, mover.email);

      // The mover's address moves on (confirmed); the old one is then invited for someone else.
      const moved = uniqueEmail('moved');
      await backend.db.query(`update auth.users set email = $2, email_confirmed_at = now() where id = $1`, [
        mover.userId,
        moved,
      ]);
      const invitationId = await invite(owner.client, workspaceId, mover.email, 'member');
      expect(await canTake(clientFor(backend, staleToken), invitationId)).toEqual(nothing);
      expect(await storedRole(workspaceId, mover.userId)).toBeNull();
    });
  });
});
