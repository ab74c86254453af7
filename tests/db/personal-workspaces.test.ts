import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { applyMigrations } from '../../local-backend/migrations';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import type { SqlExecutor } from '../../local-backend/sql-executor';
import { engines, openEmptyDatabase, type Engine } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// A personal workspace for every user (20261124000800_personal_workspaces.sql): made at sign-up,
// made for existing users by the upgrade, never deleted while its owner exists.

type User = Awaited<ReturnType<typeof signedInClient>>;
type WorkspaceRow = { id: string; name: string; owner_id: string; personal: boolean };

const PERSONAL_MIGRATION = '20261124000800';

async function workspacesOf(user: User): Promise<WorkspaceRow[]> {
  const { data, error } = await user.client
    .from('workspaces')
    .select('id, name, owner_id, personal')
    .order('created_at');
  if (error) throw error;
  return data as WorkspaceRow[];
}

async function personalOf(user: User): Promise<WorkspaceRow> {
  const personal = (await workspacesOf(user)).filter((w) => w.personal && w.owner_id === user.userId);
  expect(personal).toHaveLength(1);
  return personal[0];
}

describe.each(engines())('personal workspaces on %s', (engine) => {
  let backend: LocalBackend;
  let anon: SupabaseClient;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    anon = clientFor(backend);
  });
  afterAll(() => backend.close());

  test('a new user starts with one workspace of their own, named after them, as its owner', async () => {
    const ada = await signedInClient(backend);
    const workspaces = await workspacesOf(ada);
    expect(workspaces).toEqual([
      { id: expect.any(String), name: "Ada's workspace", owner_id: ada.userId, personal: true },
    ]);
    const { data: role } = await ada.client.rpc('workspace_role_of_caller', {
      target_workspace: workspaces[0].id,
    });
    expect(role).toBe('owner');
  });

  test('the name fits whatever first name sign-up gave, or none', async () => {
    const nameless = await signedInClient(backend, {});
    expect((await personalOf(nameless)).name).toBe('My workspace');
    const blank = await signedInClient(backend, { first_name: '   ' });
    expect((await personalOf(blank)).name).toBe('My workspace');
    const long = await signedInClient(backend, { first_name: `  ${'Maximiliana'.repeat(10)}  ` });
    const name = (await personalOf(long)).name;
    expect(name).toHaveLength(80);
    expect(name).toBe(`${'Maximiliana'.repeat(6)}Ma's workspace`);
  });

  test('it cannot be deleted while its owner exists; other workspaces still can', async () => {
    const owner = await signedInClient(backend);
    const personal = await personalOf(owner);
    const refused = await owner.client.from('workspaces').delete().eq('id', personal.id);
    expect(refused.error?.message).toBe(
      "Your personal workspace can't be deleted; it goes only with your account",
    );
    expect((await workspacesOf(owner)).map((w) => w.id)).toContain(personal.id);

    const team = await createWorkspace(owner, 'Deletable Team');
    const removed = await owner.client.from('workspaces').delete().eq('id', team).select('id');
    expect(removed.data).toEqual([{ id: team }]);
  });

  test('a user cannot make a workspace personal, nor a second one, nor take another user’s', async () => {
    const owner = await signedInClient(backend);
    const marked = await owner.client
      .from('workspaces')
      .insert({ name: 'Sneaky', slug: `sneaky-${Date.now()}`, owner_id: owner.userId, personal: true });
    expect(marked.error?.code).toBe('42501');
    const flipped = await owner.client
      .from('workspaces')
      .update({ personal: false })
      .eq('id', (await personalOf(owner)).id);
    expect(flipped.error?.code).toBe('42501');
    expect(await workspacesOf(owner)).toHaveLength(1);

    const stranger = await signedInClient(backend);
    const seen = await stranger.client
      .from('workspaces')
      .select('id')
      .eq('id', (await personalOf(owner)).id);
    expect(seen.data).toEqual([]);
  });

  test('it is renamed and shared like any workspace', async () => {
    const owner = await signedInClient(backend);
    const member = await signedInClient(backend);
    const personal = await personalOf(owner);
    const renamed = await owner.client
      .from('workspaces')
      .update({ name: 'Ada Makes Videos' })
      .eq('id', personal.id)
      .select('name, personal');
    expect(renamed.data).toEqual([{ name: 'Ada Makes Videos', personal: true }]);
    await joinWorkspace(owner, member, personal.id, 'member');
    expect((await workspacesOf(member)).map((w) => w.name).sort()).toEqual([
      'Ada Makes Videos',
      "Ada's workspace",
    ]);
  });

  test('deleting the account takes the personal workspace with it; a workspace they joined stays', async () => {
    const owner = await signedInClient(backend);
    const leaver = await signedInClient(backend, { first_name: 'Grace' });
    const personal = await personalOf(leaver);
    await joinWorkspace(owner, leaver, (await personalOf(owner)).id, 'member');
    const { error } = await leaver.client.rpc('delete_own_account');
    expect(error).toBeNull();
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.workspaces where id = $1',
      [personal.id],
    );
    expect(rows).toEqual([{ n: 0 }]);
    expect((await workspacesOf(owner)).map((w) => w.name)).toEqual(["Ada's workspace"]);
  });

  test('nobody signed out sees or makes one', async () => {
    const { data, error } = await anon.from('workspaces').select('id');
    expect(data ?? []).toEqual([]);
    expect(error === null || error.code === '42501').toBe(true);
  });
});

describe.each(engines())('the upgrade to personal workspaces on %s', (engine: Engine) => {
  let db: SqlExecutor;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await openEmptyDatabase(engine, 'personal_upgrade'));
  });
  afterAll(() => drop());

  test('gives every existing user one personal workspace, named from their profile, and keeps the rest', async () => {
    await applyMigrations(
      db,
      localBootstrapSql,
      localMigrations.filter((m) => m.version < PERSONAL_MIGRATION),
    );
    const teamOwner = '7c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    const loner = '8d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';
    await db.query(
      `insert into auth.users (id, email, raw_user_meta_data) values
         ($1, 'team-owner@example.com', '{"first_name": "Sign-up Name"}'),
         ($2, 'loner@example.com', '{}')`,
      [teamOwner, loner],
    );
    // The profile's name is the one the user kept (edited after sign-up).
    await db.query(`update public.profiles set first_name = 'Katherine' where id = $1`, [teamOwner]);
    await db.query(
      `insert into public.workspaces (id, name, slug, owner_id)
         values ('9e4f5a6b-7c8d-4e9f-8a1b-2c3d4e5f6a7b', 'Existing Team', 'existing-team', $1)`,
      [teamOwner],
    );

    const report = await applyMigrations(db, localBootstrapSql, localMigrations);
    expect(report.applied[0]).toBe(PERSONAL_MIGRATION);
    const { rows } = await db.query<{ owner: string; name: string; personal: boolean; role: string }>(
      `select u.email as owner, w.name, w.personal, m.role::text as role
         from public.workspaces w
         join auth.users u on u.id = w.owner_id
         join public.workspace_members m on m.workspace_id = w.id and m.user_id = w.owner_id
        order by u.email, w.personal, w.name`,
    );
    expect(rows).toEqual([
      { owner: 'loner@example.com', name: 'My workspace', personal: true, role: 'owner' },
      { owner: 'team-owner@example.com', name: 'Existing Team', personal: false, role: 'owner' },
      { owner: 'team-owner@example.com', name: "Katherine's workspace", personal: true, role: 'owner' },
    ]);

    // Running it again (a second device, a retried deploy) adds nothing.
    await db.exec(`select public.ensure_personal_workspace(id, 'Again') from auth.users`);
    const { rows: count } = await db.query<{ n: number }>('select count(*)::int as n from public.workspaces');
    expect(count).toEqual([{ n: 3 }]);
  });
});
