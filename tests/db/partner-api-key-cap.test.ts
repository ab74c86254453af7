import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generateApiKey } from '../../src/features/ps-faba/lib/api-keys-api';
import { getErrorMessage } from '../../src/lib/get-error-message';
import type { LocalBackend } from '../../local-backend/backend';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { engines, openPostgres } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

type User = Awaited<ReturnType<typeof signedInClient>>;

const MAX_ACTIVE_KEYS = 10;
const LIMIT_REFUSAL = {
  code: 'P0001',
  message: 'You can have at most 10 active API keys. Revoke one to create another.',
  hint: 'api_key_limit_reached',
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function generate(user: User, args: Record<string, unknown> = {}) {
  return user.client.rpc('generate_api_key', { p_name: 'Payment partner', ...args });
}

/** Issues `count` keys to the user, failing the test on any refusal; returns their ids. */
async function issue(user: User, count: number, args: Record<string, unknown> = {}): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const { data, error } = await generate(user, { p_name: `Key ${i + 1}`, ...args });
    if (error) throw error;
    ids.push((data as { id: string }[])[0].id);
  }
  return ids;
}

describe.each(engines())('the cap on active partner API keys on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    // Enough connections on PostgreSQL for requests to really run side by side.
    backend = await createTestBackend(
      engine,
      engine === 'postgres' ? openPostgres(undefined, { maxConnections: 12 }) : undefined,
    );
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());

  /** The owner's keys that count: active, unrevoked, unexpired. */
  async function activeKeysOf(user: User): Promise<number> {
    const { rows } = await backend.db.query<{ n: number }>(
      `select count(*)::int as n from public.api_keys
        where created_by = $1 and is_active and revoked_at is null
          and (expires_at is null or expires_at > now())`,
      [user.userId],
    );
    return rows[0].n;
  }

  test('an owner gets ten active keys; any further request is refused with a clear message', async () => {
    const owner = await signedInClient(backend);
    await issue(owner, MAX_ACTIVE_KEYS);

    for (const variant of [
      {},
      { p_name: 'Short-lived', p_expires_at: inDays(1) },
      {
        p_name: 'Analytics only',
        p_permissions: { ps_faba: { webhooks: false, payments: false, analytics: true } },
      },
      { p_name: 'With a description', p_description: 'One more' },
    ]) {
      const { data, error } = await generate(owner, variant);
      expect(data, JSON.stringify(variant)).toBeNull();
      expect(error, JSON.stringify(variant)).toMatchObject(LIMIT_REFUSAL);
    }
    expect(await activeKeysOf(owner)).toBe(MAX_ACTIVE_KEYS);
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.api_keys where created_by = $1',
      [owner.userId],
    );
    expect(rows[0].n).toBe(MAX_ACTIVE_KEYS);
  });

  test('the integration page shows the refusal as that message', async () => {
    const owner = await signedInClient(backend);
    await issue(owner, MAX_ACTIVE_KEYS);
    const refused = await generateApiKey(owner.client as AppSupabaseClient, {
      name: 'Eleventh',
      description: '',
      permissions: { webhooks: true, payments: true, analytics: false },
      expiresAt: null,
    }).catch((error: unknown) => error);
    // The page's toast reads "Failed to generate API key: <this>".
    expect(getErrorMessage(refused)).toBe(LIMIT_REFUSAL.message);
  });

  test('revoking or deleting a key frees exactly one place', async () => {
    const owner = await signedInClient(backend);
    const [first, second] = await issue(owner, MAX_ACTIVE_KEYS);

    expect((await owner.client.rpc('revoke_api_key', { p_api_key_id: first })).error).toBeNull();
    await issue(owner, 1);
    expect((await generate(owner)).error).toMatchObject(LIMIT_REFUSAL);

    expect((await owner.client.from('api_keys').delete().eq('id', second)).error).toBeNull();
    await issue(owner, 1);
    expect((await generate(owner)).error).toMatchObject(LIMIT_REFUSAL);
    expect(await activeKeysOf(owner)).toBe(MAX_ACTIVE_KEYS);
  });

  test('expired keys do not count, and an expired key cannot be revived past the cap', async () => {
    const owner = await signedInClient(backend);
    const ids = await issue(owner, MAX_ACTIVE_KEYS, { p_expires_at: inDays(30) });
    const expired = ids.slice(0, 3);
    const { error: expireError } = await service
      .from('api_keys')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .in('id', expired);
    expect(expireError).toBeNull();
    expect(await activeKeysOf(owner)).toBe(MAX_ACTIVE_KEYS - 3);

    await issue(owner, 3);
    expect((await generate(owner)).error).toMatchObject(LIMIT_REFUSAL);

    // Giving an expired key a later expiry would make it count again: refused, even for the service role.
    const revive = await service
      .from('api_keys')
      .update({ expires_at: inDays(30) })
      .eq('id', expired[0]);
    expect(revive.error).toMatchObject(LIMIT_REFUSAL);
    expect(await activeKeysOf(owner)).toBe(MAX_ACTIVE_KEYS);
  });

  test("one owner's keys never limit another owner", async () => {
    const full = await signedInClient(backend);
    const other = await signedInClient(backend);
    await issue(full, MAX_ACTIVE_KEYS);

    await issue(other, MAX_ACTIVE_KEYS);
    expect((await generate(full)).error).toMatchObject(LIMIT_REFUSAL);
    expect((await generate(other)).error).toMatchObject(LIMIT_REFUSAL);
    expect(await activeKeysOf(full)).toBe(MAX_ACTIVE_KEYS);
    expect(await activeKeysOf(other)).toBe(MAX_ACTIVE_KEYS);
  });

  test('parallel requests never make more than ten active keys', async () => {
    for (const [alreadyActive, parallel] of [
      [0, 24],
      [9, 8],
    ]) {
      const owner = await signedInClient(backend);
      await issue(owner, alreadyActive);
      const answers = await Promise.all(
        Array.from({ length: parallel }, (_, i) => generate(owner, { p_name: `Parallel ${i + 1}` })),
      );
      const accepted = answers.filter((a) => a.error === null);
      const refused = answers.filter((a) => a.error !== null);
      expect(accepted).toHaveLength(MAX_ACTIVE_KEYS - alreadyActive);
      for (const answer of refused) expect(answer.error).toMatchObject(LIMIT_REFUSAL);
      expect(await activeKeysOf(owner)).toBe(MAX_ACTIVE_KEYS);
    }
  });
});
