import { createHash } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

type User = Awaited<ReturnType<typeof signedInClient>>;

interface GeneratedKey {
  id: string;
  api_key: string;
  key_prefix: string;
  name: string;
  created_at: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function generate(user: User, args: Record<string, unknown> = {}): Promise<GeneratedKey> {
  const { data, error } = await user.client.rpc('generate_api_key', { p_name: 'Payment partner', ...args });
  if (error) throw error;
  const rows = data as GeneratedKey[];
  expect(rows).toHaveLength(1);
  return rows[0];
}

const OVERVIEW_COLUMNS = [
  'created_at',
  'created_by',
  'creator_first_name',
  'creator_last_name',
  'description',
  'expires_at',
  'id',
  'is_active',
  'key_prefix',
  'last_used_at',
  'name',
  'permissions',
  'revoked_at',
  'revoked_by',
  'revoker_first_name',
  'revoker_last_name',
];

describe.each(engines())('partner API keys on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());

  test('a generated key is returned once and stored only as its SHA-256 hash and a 12-character prefix', async () => {
    const user = await signedInClient(backend);
    const key = await generate(user, { p_name: '  Payment partner  ', p_description: 'Production' });

    expect(key.api_key).toMatch(/^psf_live_[0-9a-f]{40}$/);
    expect(key.key_prefix).toBe(key.api_key.slice(0, 12));
    expect(key.name).toBe('Payment partner');

    const { data: stored, error } = await service.from('api_keys').select('*').eq('id', key.id).single();
    expect(error).toBeNull();
    expect(stored).toMatchObject({
      key_hash: sha256(key.api_key),
      key_prefix: key.api_key.slice(0, 12),
      name: 'Payment partner',
      description: 'Production',
      created_by: user.userId,
      is_active: true,
    });
    expect(JSON.stringify(stored)).not.toContain(key.api_key);

    const { data: listed } = await user.client.from('api_keys_overview').select('*');
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(key.api_key);
    expect(JSON.stringify(listed)).not.toContain(sha256(key.api_key));

    // Two keys never share a secret.
    const other = await generate(user);
    expect(other.api_key).not.toBe(key.api_key);
  });

  test('the overview lists exactly the key fields and the creator and revoker names, newest first', async () => {
    const user = await signedInClient(backend, { first_name: 'Grace', last_name: 'Hopper' });
    const first = await generate(user, { p_name: 'First' });
    const second = await generate(user, { p_name: 'Second' });
    const { error: revokeError } = await user.client.rpc('revoke_api_key', { p_api_key_id: first.id });
    expect(revokeError).toBeNull();

    const { data, error } = await user.client
      .from('api_keys_overview')
      .select('*')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((row: { id: string }) => row.id)).toEqual([second.id, first.id]);
    expect(Object.keys(data?.[0] as object).sort()).toEqual(OVERVIEW_COLUMNS);
    expect(data?.[0]).toMatchObject({
      name: 'Second',
      creator_first_name: 'Grace',
      creator_last_name: 'Hopper',
      revoker_first_name: null,
      revoked_at: null,
    });
    expect(data?.[1]).toMatchObject({
      name: 'First',
      is_active: false,
      revoked_by: user.userId,
      revoker_first_name: 'Grace',
      revoker_last_name: 'Hopper',
    });
  });

  test('the key hash and the rate-limit internals are not readable by users, and keys are not writable directly', async () => {
    const user = await signedInClient(backend);
    const key = await generate(user);

    const hash = await user.client.from('api_keys').select('key_hash').eq('id', key.id);
    expect(hash.error?.code).toBe('42501');
    const internals = await user.client.from('api_keys').select('rate_window_count').eq('id', key.id);
    expect(internals.error?.code).toBe('42501');
    const visible = await user.client.from('api_keys').select('id, name, key_prefix').eq('id', key.id);
    expect(visible.data).toEqual([{ id: key.id, name: 'Payment partner', key_prefix: key.key_prefix }]);

    const insert = await user.client.from('api_keys').insert({
      name: 'Forged',
      key_prefix: 'psf_live_000',
      key_hash: sha256('psf_live_forged'),
      created_by: user.userId,
    });
    expect(insert.error?.code).toBe('42501');
    const update = await user.client
      .from('api_keys')
      .update({ expires_at: null, name: 'Renamed' })
      .eq('id', key.id);
    expect(update.error?.code).toBe('42501');
    const anon = await clientFor(backend).rpc('generate_api_key', { p_name: 'Anonymous' });
    expect(anon.error).not.toBeNull();
  });

  test('permissions default to webhooks and payments on, analytics off, and are normalised to three booleans', async () => {
    const user = await signedInClient(backend);
    const read = async (id: string) =>
      (await user.client.from('api_keys_overview').select('permissions').eq('id', id).single()).data
        ?.permissions;

    expect(await read((await generate(user)).id)).toEqual({
      ps_faba: { webhooks: true, payments: true, analytics: false },
    });
    const chosen = await generate(user, {
      p_permissions: { ps_faba: { webhooks: false, payments: false, analytics: true }, extra: 1 },
    });
    expect(await read(chosen.id)).toEqual({ ps_faba: { webhooks: false, payments: false, analytics: true } });
    const partial = await generate(user, { p_permissions: { ps_faba: { analytics: true, admin: true } } });
    expect(await read(partial.id)).toEqual({ ps_faba: { webhooks: true, payments: true, analytics: true } });

    const wrongType = await user.client.rpc('generate_api_key', {
      p_name: 'Bad',
      p_permissions: { ps_faba: { payments: 'yes' } },
    });
    expect(wrongType.error).toMatchObject({
      code: '22023',
      message: 'The payments permission must be true or false',
    });
  });

  test('a name is required, and an expiry must lie in the future', async () => {
    const user = await signedInClient(backend);
    for (const name of ['', '   ', null]) {
      const { data, error } = await user.client.rpc('generate_api_key', { p_name: name });
      expect(data).toBeNull();
      expect(error).toMatchObject({ code: '22023', message: 'API key name is required' });
    }
    const past = await user.client.rpc('generate_api_key', {
      p_name: 'Old',
      p_expires_at: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.error).toMatchObject({ code: '22023', message: 'The expiry date must be in the future' });

    const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
    const key = await generate(user, { p_expires_at: expiresAt, p_description: '   ' });
    const { data } = await user.client
      .from('api_keys_overview')
      .select('expires_at, description')
      .eq('id', key.id)
      .single();
    expect(new Date(data?.expires_at as string).toISOString()).toBe(expiresAt);
    expect(data?.description).toBeNull();
  });

  test('revocation is immediate and irreversible, even for the service role', async () => {
    const user = await signedInClient(backend);
    const key = await generate(user);
    expect((await user.client.rpc('revoke_api_key', { p_api_key_id: key.id })).error).toBeNull();

    const { data: revoked } = await service
      .from('api_keys')
      .select('is_active, revoked_at, revoked_by')
      .eq('id', key.id)
      .single();
    expect(revoked).toMatchObject({ is_active: false, revoked_by: user.userId });
    expect(revoked?.revoked_at).not.toBeNull();

    for (const change of [
      { is_active: true },
      { revoked_at: null },
      { revoked_by: null },
      { revoked_at: new Date().toISOString() },
    ]) {
      const { error } = await service.from('api_keys').update(change).eq('id', key.id);
      expect(error, JSON.stringify(change)).toMatchObject({
        code: '42501',
        message: 'A revoked API key cannot be reactivated',
      });
    }
    // Revoking again changes nothing and is not an error.
    expect((await user.client.rpc('revoke_api_key', { p_api_key_id: key.id })).error).toBeNull();
    const { data: after } = await service
      .from('api_keys')
      .select('is_active, revoked_at')
      .eq('id', key.id)
      .single();
    expect(after).toEqual({ is_active: false, revoked_at: revoked?.revoked_at });
  });

  test("one user can neither list, revoke nor delete another user's keys", async () => {
    const owner = await signedInClient(backend);
    const intruder = await signedInClient(backend);
    const key = await generate(owner);

    expect((await intruder.client.from('api_keys_overview').select('*')).data).toEqual([]);
    expect((await intruder.client.from('api_keys').select('id').eq('id', key.id)).data).toEqual([]);

    const revoke = await intruder.client.rpc('revoke_api_key', { p_api_key_id: key.id });
    expect(revoke.error).toMatchObject({ code: 'P0002', message: 'API key not found' });
    const unknown = await owner.client.rpc('revoke_api_key', { p_api_key_id: crypto.randomUUID() });
    expect(unknown.error).toMatchObject({ code: 'P0002', message: 'API key not found' });

    // The delete the app issues: RLS hides the row, so nothing happens.
    const removed = await intruder.client.from('api_keys').delete().eq('id', key.id);
    expect(removed.error).toBeNull();

    const { data } = await owner.client.from('api_keys_overview').select('id, is_active');
    expect(data).toEqual([{ id: key.id, is_active: true }]);

    // The owner deletes it for good.
    const own = await owner.client.from('api_keys').delete().eq('id', key.id);
    expect(own.error).toBeNull();
    expect((await owner.client.from('api_keys_overview').select('id')).data).toEqual([]);
    expect((await service.from('api_keys').select('id').eq('id', key.id)).data).toEqual([]);
  });

  test('authenticate_partner_key is for the service role only and decides unknown, ok, limited, revoked, expired', async () => {
    const user = await signedInClient(backend);
    const key = await generate(user, { p_permissions: { ps_faba: { analytics: true } } });
    const hash = sha256(key.api_key);
    const authenticate = (keyHash: string, limit = 2) =>
      service.rpc('authenticate_partner_key', { p_key_hash: keyHash, p_limit: limit, p_window_seconds: 60 });

    const denied = await user.client.rpc('authenticate_partner_key', {
      p_key_hash: hash,
      p_limit: 10,
      p_window_seconds: 60,
    });
    expect(denied.error?.code).toBe('42501');

    expect((await authenticate(sha256('psf_live_nothing'))).data).toEqual([
      { key_id: null, owner_id: null, permissions: null, status: 'unknown', retry_after_seconds: null },
    ]);

    const first = await authenticate(hash);
    expect(first.data).toEqual([
      {
        key_id: key.id,
        owner_id: user.userId,
        permissions: { ps_faba: { webhooks: true, payments: true, analytics: true } },
        status: 'ok',
        retry_after_seconds: null,
      },
    ]);
    const used = await user.client.from('api_keys_overview').select('last_used_at').eq('id', key.id).single();
    expect(used.data?.last_used_at).not.toBeNull();

    expect((await authenticate(hash)).data?.[0].status).toBe('ok');
    const lastUsed = async () =>
      (await user.client.from('api_keys_overview').select('last_used_at').eq('id', key.id).single()).data
        ?.last_used_at as string;
    const beforeLimit = await lastUsed();
    expect(new Date(beforeLimit).getTime()).toBeGreaterThan(
      new Date(used.data?.last_used_at as string).getTime(),
    );
    const limited = (await authenticate(hash)).data?.[0];
    expect(limited.status).toBe('rate_limited');
    expect(limited.retry_after_seconds).toBeGreaterThanOrEqual(1);
    expect(limited.retry_after_seconds).toBeLessThanOrEqual(60);
    // A refused request is not a use.
    expect(await lastUsed()).toBe(beforeLimit);

    // A new window opens once the old one is over.
    await service
      .from('api_keys')
      .update({ rate_window_started_at: new Date(Date.now() - 61_000).toISOString() })
      .eq('id', key.id);
    expect((await authenticate(hash)).data?.[0].status).toBe('ok');

    await service
      .from('api_keys')
      .update({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .eq('id', key.id);
    expect((await authenticate(hash)).data?.[0].status).toBe('expired');

    await user.client.rpc('revoke_api_key', { p_api_key_id: key.id });
    expect((await authenticate(hash)).data?.[0].status).toBe('revoked');
  });

  test('webhook settings: created on demand with a fresh secret, own row only, https URLs', async () => {
    const owner = await signedInClient(backend);
    const other = await signedInClient(backend);

    const { data: created, error } = await owner.client.rpc('ensure_partner_webhook_settings');
    expect(error).toBeNull();
    expect(created).toMatchObject({ user_id: owner.userId, webhook_url: null, enabled: true });
    expect(created.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    const again = await owner.client.rpc('ensure_partner_webhook_settings');
    expect(again.data.secret).toBe(created.secret);

    const saved = await owner.client
      .from('partner_webhook_settings')
      .update({ webhook_url: ' https://partner.example.com/hooks ', enabled: false })
      .eq('user_id', owner.userId)
      .select('webhook_url, enabled')
      .single();
    expect(saved.data).toEqual({ webhook_url: 'https://partner.example.com/hooks', enabled: false });
    for (const url of ['http://partner.example.com/hooks', 'ftp://partner.example.com', 'not a url']) {
      const bad = await owner.client
        .from('partner_webhook_settings')
        .update({ webhook_url: url })
        .eq('user_id', owner.userId);
      expect(bad.error?.code, url).toBe('23514');
    }
    const local = await owner.client
      .from('partner_webhook_settings')
      .update({ webhook_url: 'http://127.0.0.1:4000/hook' })
      .eq('user_id', owner.userId);
    expect(local.error).toBeNull();

    const secret = await owner.client
      .from('partner_webhook_settings')
      .update({ secret: 'whsec_mine' })
      .eq('user_id', owner.userId);
    expect(secret.error?.code).toBe('42501');

    expect((await other.client.from('partner_webhook_settings').select('*')).data).toEqual([]);
    const hijack = await other.client
      .from('partner_webhook_settings')
      .update({ webhook_url: 'https://evil.example.com' })
      .eq('user_id', owner.userId)
      .select('user_id');
    expect(hijack.data).toEqual([]);

    const rotated = await owner.client.rpc('rotate_partner_webhook_secret');
    expect(rotated.data.secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(rotated.data.secret).not.toBe(created.secret);
    expect(rotated.data.webhook_url).toBe('http://127.0.0.1:4000/hook');
  });

  test('webhook deliveries are written by the service role only and read by their owner only', async () => {
    const owner = await signedInClient(backend);
    const other = await signedInClient(backend);
    const delivery = {
      user_id: owner.userId,
      event_type: 'payment.completed',
      event_id: 'evt_test',
      url: 'https://partner.example.com/hooks',
      payload: { event_type: 'payment.completed' },
      status_code: 200,
      ok: true,
    };
    const forged = await owner.client.from('partner_webhook_deliveries').insert(delivery);
    expect(forged.error?.code).toBe('42501');
    expect((await service.from('partner_webhook_deliveries').insert(delivery)).error).toBeNull();

    const own = await owner.client.from('partner_webhook_deliveries').select('event_id, status_code, ok');
    expect(own.data).toEqual([{ event_id: 'evt_test', status_code: 200, ok: true }]);
    expect((await other.client.from('partner_webhook_deliveries').select('*')).data).toEqual([]);
    const edit = await owner.client
      .from('partner_webhook_deliveries')
      .update({ ok: false })
      .eq('user_id', owner.userId);
    expect(edit.error?.code).toBe('42501');
    const bogus = await service
      .from('partner_webhook_deliveries')
      .insert({ ...delivery, event_type: 'payment.maybe' });
    expect(bogus.error?.code).toBe('22P02');
  });

  test('deleting a user removes their keys, revoked ones included', async () => {
    const user = await signedInClient(backend);
    const key = await generate(user);
    await generate(user);
    await user.client.rpc('revoke_api_key', { p_api_key_id: key.id });
    await user.client.rpc('ensure_partner_webhook_settings');

    await backend.db.query('delete from auth.users where id = $1', [user.userId]);
    const { rows } = await backend.db.query<{ n: number }>(
      `select (select count(*) from public.api_keys where created_by = $1)::int
            + (select count(*) from public.partner_webhook_settings where user_id = $1)::int as n`,
      [user.userId],
    );
    expect(rows[0].n).toBe(0);
  });
});
