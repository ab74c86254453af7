import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import {
  grantLocalPlatformAdmins,
  parseLocalPlatformAdmins,
  withLocalPlatformAdmins,
} from '../../local-backend/platform-admins';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient, uniqueEmail } from '../support/test-backend';

type User = Awaited<ReturnType<typeof signedInClient>>;

async function roleOf(user: User): Promise<unknown> {
  const { data, error } = await user.client.rpc('platform_admin_role');
  if (error) throw error;
  return data;
}

async function isAdmin(user: User): Promise<unknown> {
  const { data, error } = await user.client.rpc('is_platform_admin');
  if (error) throw error;
  return data;
}

async function visibleAdminIds(user: User): Promise<string[]> {
  const { data, error } = await user.client.from('platform_admins').select('user_id');
  if (error) throw error;
  return (data as { user_id: string }[]).map((row) => row.user_id);
}

describe.each(engines())('platform admins on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());

  async function makeAdmin(user: User, role: string) {
    const { error } = await service.from('platform_admins').insert({ user_id: user.userId, role });
    if (error) throw error;
  }

  test('nobody is an admin by default: the role is null and the check false', async () => {
    const user = await signedInClient(backend);
    expect(await roleOf(user)).toBeNull();
    expect(await isAdmin(user)).toBe(false);
    expect(await visibleAdminIds(user)).toEqual([]);
  });

  test('a user cannot make themself an admin, change a role or remove a row', async () => {
    const user = await signedInClient(backend);
    const inserted = await user.client
      .from('platform_admins')
      .insert({ user_id: user.userId, role: 'super_admin' });
    expect(inserted.error?.code).toBe('42501');

    await makeAdmin(user, 'support');
    const updated = await user.client
      .from('platform_admins')
      .update({ role: 'super_admin' })
      .eq('user_id', user.userId);
    expect(updated.error?.code).toBe('42501');
    const deleted = await user.client.from('platform_admins').delete().eq('user_id', user.userId);
    expect(deleted.error?.code).toBe('42501');
    expect(await roleOf(user)).toBe('support');
  });

  test('the service role grants a role; the rpcs answer it for that user only', async () => {
    const admin = await signedInClient(backend);
    const other = await signedInClient(backend);
    await makeAdmin(admin, 'moderator');
    expect(await roleOf(admin)).toBe('moderator');
    expect(await isAdmin(admin)).toBe(true);
    expect(await roleOf(other)).toBeNull();
    expect(await isAdmin(other)).toBe(false);
  });

  test('a non-admin reads only their own row (none); an admin reads every row', async () => {
    const admin = await signedInClient(backend);
    const second = await signedInClient(backend);
    const plain = await signedInClient(backend);
    await makeAdmin(admin, 'admin');
    await makeAdmin(second, 'support');

    expect(await visibleAdminIds(plain)).toEqual([]);
    const seenByAdmin = await visibleAdminIds(admin);
    expect(seenByAdmin).toEqual(expect.arrayContaining([admin.userId, second.userId]));
    expect(seenByAdmin).not.toContain(plain.userId);
  });

  test('anon can neither read the table nor call the rpcs', async () => {
    const anon = clientFor(backend);
    const read = await anon.from('platform_admins').select('user_id');
    expect(read.error?.code).toBe('42501');
    const rpc = await anon.rpc('is_platform_admin');
    expect(rpc.error?.code).toBe('42501');
  });

  test('the local grant makes exactly the listed emails admins, with their roles', async () => {
    const first = await signedInClient(backend);
    const second = await signedInClient(backend);
    const unlisted = await signedInClient(backend);
    const admins = parseLocalPlatformAdmins(
      `${first.email.toUpperCase()},${second.email}:support,nobody.${uniqueEmail()}`,
    );

    expect(await grantLocalPlatformAdmins(backend.db, admins)).toBe(2);
    expect(await roleOf(first)).toBe('super_admin');
    expect(await roleOf(second)).toBe('support');
    expect(await roleOf(unlisted)).toBeNull();

    // Running again (the next start) changes nothing; a changed role in the list is applied.
    expect(await grantLocalPlatformAdmins(backend.db, admins)).toBe(2);
    await grantLocalPlatformAdmins(backend.db, parseLocalPlatformAdmins(`${second.email}:moderator`));
    expect(await roleOf(second)).toBe('moderator');
    expect(await grantLocalPlatformAdmins(backend.db, [])).toBe(0);
  });

  test('a listed email that signs up later is an admin from its first request', async () => {
    const email = uniqueEmail('listed');
    const granting = withLocalPlatformAdmins(backend, parseLocalPlatformAdmins(`${email}:admin`));
    const listed = clientFor(granting);
    const signUp = await listed.auth.signUp({ email, password: 'correct-horse-battery' });
    expect(signUp.error).toBeNull();
    expect((await listed.rpc('platform_admin_role')).data).toBe('admin');

    const other = clientFor(granting);
    const otherSignUp = await other.auth.signUp({ email: uniqueEmail(), password: 'correct-horse-battery' });
    expect(otherSignUp.error).toBeNull();
    expect((await other.rpc('platform_admin_role')).data).toBeNull();
  });
});
