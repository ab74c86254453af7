import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

describe.each(engines())('profiles on %s', (engine) => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
  });
  afterAll(() => backend.close());

  test('sign-up metadata lands in the new user’s profile, readable by that user', async () => {
    const { client, userId, email } = await signedInClient(backend, {
      first_name: ' Ada ',
      last_name: 'Lovelace',
      company_name: 'Analytical Engines',
    });
    const { data, error } = await client.from('profiles').select('*').eq('id', userId).single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: userId,
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      company_name: 'Analytical Engines',
    });
  });

  test('a user sees and changes only their own profile', async () => {
    const alice = await signedInClient(backend);
    const bob = await signedInClient(backend);

    const seen = await bob.client.from('profiles').select('id');
    expect(seen.error).toBeNull();
    expect(seen.data).toEqual([{ id: bob.userId }]);

    const hijack = await bob.client
      .from('profiles')
      .update({ bio: 'hacked' })
      .eq('id', alice.userId)
      .select();
    expect(hijack.error).toBeNull();
    expect(hijack.data).toEqual([]);
    const { rows } = await backend.db.query<{ bio: string | null }>(
      'select bio from public.profiles where id = $1',
      [alice.userId],
    );
    expect(rows[0].bio).toBeNull();

    const own = await alice.client
      .from('profiles')
      .update({ bio: 'Creator of engines' })
      .eq('id', alice.userId)
      .select('bio');
    expect(own.error).toBeNull();
    expect(own.data).toEqual([{ bio: 'Creator of engines' }]);
  });

  test('nobody inserts or deletes profiles through the API, and the email is not the user’s to change', async () => {
    const alice = await signedInClient(backend);
    const insert = await alice.client
      .from('profiles')
      .insert({ id: crypto.randomUUID(), first_name: 'Ghost' });
    expect(insert.error?.code).toBe('42501');
    expect(insert.status).toBe(403);

    const remove = await alice.client.from('profiles').delete().eq('id', alice.userId);
    expect(remove.error?.code).toBe('42501');

    const email = await alice.client
      .from('profiles')
      .update({ email: 'other@example.com' })
      .eq('id', alice.userId);
    expect(email.error?.code).toBe('42501');
  });

  test('the profile email follows a change of the sign-in email', async () => {
    const alice = await signedInClient(backend);
    const bob = await signedInClient(backend);
    const changed = `changed-${alice.userId}@example.com`;
    await backend.db.query('update auth.users set email = $1 where id = $2', [changed, alice.userId]);

    const { rows } = await backend.db.query<{ id: string; email: string }>(
      'select id, email from public.profiles where id = any($1::uuid[])',
      [[alice.userId, bob.userId]],
    );
    expect(rows.find((r) => r.id === alice.userId)?.email).toBe(changed);
    expect(rows.find((r) => r.id === bob.userId)?.email).toBe(bob.email);
  });

  test('an anonymous caller sees no profile at all', async () => {
    await signedInClient(backend);
    const anon = await clientFor(backend).from('profiles').select('id');
    expect(anon.error?.code).toBe('42501');
    expect(anon.status).toBe(401);
  });
});
