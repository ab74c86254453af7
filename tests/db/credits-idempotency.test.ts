import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { pgliteExecutor } from '../../local-backend/executors/pglite-executor';
import { localBootstrapSql, localMigrations } from '../../local-backend/migration-files';
import { applyMigrations } from '../../local-backend/migrations';
import type { SqlExecutor } from '../../local-backend/sql-executor';
import { dropDatabase, engines, openPostgres, type Engine } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { availableCredits as available } from '../support/payments-kit';

type User = Awaited<ReturnType<typeof signedInClient>>;

/** The migration that binds idempotency keys to their request and spender. */
const BINDING_MIGRATION = '20261124000100';

/** Amounts no money function may take: not finite, out of range, or finer than a hundredth. */
const BAD_AMOUNTS: (number | string)[] = ['NaN', 'Infinity', '-Infinity', 1e9, 0, -1, 0.001];

const CONFLICT = { code: '23505', hint: 'idempotency_conflict' };

let keyCounter = 0;
const uniqueKey = (label: string) => `${label}-${Date.now().toString(36)}-${(keyCounter += 1)}`;

describe.each(engines())('idempotency keys and amounts on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());

  const spend = (user: User, args: Record<string, unknown>) =>
    user.client.rpc('spend_credits', { p_description: 'Thumbnail', ...args });

  const serverSpend = (user: User, args: Record<string, unknown>) =>
    service.rpc('spend_credits_for', {
      p_user_id: user.userId,
      p_scope: 'voice',
      p_amount: 1,
      p_description: 'Voice generation',
      p_entity_type: 'voice',
      ...args,
    });

  const videoRequest = {
    p_script: 'Meet Creator OS.',
    p_prompt: 'Create a professional video based on this script: Meet Creator OS.',
    p_style: 'creative',
    p_duration: 30,
    p_aspect_ratio: '16:9',
    p_voice: 'Bella',
    p_quality: 'fast',
    p_mode: 'script',
    p_cost: 2,
  };
  const startJob = (user: User, args: Record<string, unknown>) =>
    service.rpc('start_video_job', { p_user_id: user.userId, ...videoRequest, ...args });

  async function keyedEntries(user: User) {
    const { data, error } = await service
      .from('credit_ledger')
      .select('amount, idempotency_scope, idempotency_key')
      .eq('user_id', user.userId)
      .not('idempotency_key', 'is', null)
      .order('created_at');
    if (error) throw error;
    return data;
  }

  describe('every spender has its own key scope, and a user writes only theirs', () => {
    test('a key a user spent with is not the voice’s or the video’s: each spends in full', async () => {
      const user = await signedInClient(backend);
      await service.rpc('grant_credits', {
        p_user_id: user.userId,
        p_amount: 20,
        p_type: 'grant',
        p_description: 'Test credits',
      });
      const key = uniqueKey('claimed');
      // What the attack tried: the server spenders' old prefixes, and the bare key.
      for (const userKey of [`voice:${key}`, `video:${key}`, key]) {
        expect((await spend(user, { p_amount: 0.01, p_idempotency_key: userKey })).error).toBeNull();
      }
      const voice = await serverSpend(user, { p_idempotency_key: key, p_request: { text: 'Hello' } });
      expect(voice.error).toBeNull();
      expect(voice.data).toMatchObject({ amount: -1, idempotency_scope: 'voice', idempotency_key: key });
      const job = await startJob(user, { p_idempotency_key: key });
      expect(job.error).toBeNull();
      expect(job.data).toMatchObject({ credits_spent: 2, status: 'queued' });
      expect(await available(user.client)).toBe(25 - 0.03 - 1 - 2);
      expect(await keyedEntries(user)).toEqual([
        { amount: 5, idempotency_scope: 'grant', idempotency_key: 'welcome' },
        { amount: -0.01, idempotency_scope: 'user', idempotency_key: `voice:${key}` },
        { amount: -0.01, idempotency_scope: 'user', idempotency_key: `video:${key}` },
        { amount: -0.01, idempotency_scope: 'user', idempotency_key: key },
        { amount: -1, idempotency_scope: 'voice', idempotency_key: key },
        { amount: -2, idempotency_scope: 'video', idempotency_key: key },
      ]);
    });

    test('spend_credits takes no scope, and users cannot write the ledger or the kept audio', async () => {
      const user = await signedInClient(backend);
      for (const scope of ['voice', 'video', 'grant']) {
        const { error } = await spend(user, { p_amount: 1, p_idempotency_key: 'k', p_scope: scope });
        expect(error, scope).not.toBeNull();
      }
      const forged = await user.client.from('credit_ledger').insert({
        user_id: user.userId,
        amount: -0.01,
        transaction_type: 'usage',
        description: 'Voice generation',
        idempotency_scope: 'voice',
        idempotency_key: 'k',
      });
      expect(forged.error?.code).toBe('42501');
      for (const client of [user.client, clientFor(backend)]) {
        const { data, error } = await client.from('voice_renders').select('*');
        expect(error ?? data).toMatchObject(error ? { code: '42501' } : []);
        const insert = await client.from('voice_renders').insert({
          usage_entry_id: '00000000-0000-4000-8000-000000000000',
          user_id: user.userId,
          source: 'sample',
          content_type: 'audio/wav',
        });
        expect(insert.error?.code).toMatch(/^42501$/);
      }
      expect(await available(user.client)).toBe(5);
    });

    test('the server spenders and the audio store are the service role’s, not a user’s or anon’s', async () => {
      const user = await signedInClient(backend);
      const { data: entry } = await spend(user, { p_amount: 1 });
      const entryId = (entry as { id: string }).id;
      const calls: [string, Record<string, unknown>][] = [
        [
          'spend_credits_for',
          {
            p_user_id: user.userId,
            p_scope: 'voice',
            p_amount: 1,
            p_description: 'Voice generation',
            p_idempotency_key: 'k',
            p_request: {},
          },
        ],
        ['start_video_job', { p_user_id: user.userId, ...videoRequest, p_idempotency_key: 'k' }],
        [
          'record_voice_render',
          {
            p_user_id: user.userId,
            p_usage_entry_id: entryId,
            p_render_id: 'r',
            p_source: 'sample',
            p_content_type: 'audio/wav',
            p_audio_base64: null,
          },
        ],
        ['voice_render_of', { p_user_id: user.userId, p_usage_entry_id: entryId }],
      ];
      for (const [fn, args] of calls) {
        expect((await user.client.rpc(fn, args)).error?.code, fn).toBe('42501');
        expect((await clientFor(backend).rpc(fn, args)).error?.code, `${fn} as anon`).toBe('42501');
      }
      for (const fn of [
        'public.replayed_entry(uuid, text, text, text)',
        'public.request_fingerprint(jsonb)',
        'public.spend_fingerprint(numeric, text, text, text, jsonb)',
        'public.video_job_request(text, text, text, integer, text, text, text, text)',
      ]) {
        for (const role of ['anon', 'authenticated']) {
          const { rows } = await backend.db.query<{ allowed: boolean }>(
            `select has_function_privilege($1, $2, 'execute') as allowed`,
            [role, fn],
          );
          expect(rows[0].allowed, `${role} on ${fn}`).toBe(false);
        }
      }
      expect(await available(user.client)).toBe(4);
    });

    test('spend_credits_for writes only a server spender’s scope', async () => {
      const user = await signedInClient(backend);
      for (const scope of ['user', 'video', 'grant', 'VOICE', '', null]) {
        const { error } = await serverSpend(user, { p_scope: scope, p_idempotency_key: uniqueKey('s') });
        expect(error?.code, String(scope)).toBe('22023');
      }
      expect(await available(user.client)).toBe(5);
    });
  });

  describe('a key is bound to the request that first used it', () => {
    test('spend_credits: the same spend replays; another amount, purpose or entity is refused', async () => {
      const user = await signedInClient(backend);
      const key = uniqueKey('spend');
      const request = { p_amount: 1, p_entity_type: 'thumbnail', p_entity_id: 't1', p_idempotency_key: key };
      const first = await spend(user, request);
      expect(first.error).toBeNull();
      expect(first.data).toMatchObject({
        idempotency_scope: 'user',
        request_fingerprint: expect.any(String),
      });
      const replay = await spend(user, { ...request, p_amount: 1.0 });
      expect(replay.data).toEqual(first.data);
      for (const other of [
        { p_amount: 2 },
        { p_amount: 0.99 },
        { p_description: 'Something else' },
        { p_entity_type: 'video' },
        { p_entity_type: null },
        { p_entity_id: 't2' },
      ]) {
        const refused = await spend(user, { ...request, ...other });
        expect(refused.error, JSON.stringify(other)).toMatchObject(CONFLICT);
        expect(refused.status).toBe(409);
      }
      expect(await available(user.client)).toBe(4);
    });

    test('spend_credits_for: the same request replays; another request or amount is refused', async () => {
      const user = await signedInClient(backend);
      const key = uniqueKey('voice');
      const request = { text: 'Hello there', voiceId: 'EXAVITQu4vr4xnSDxMaL' };
      const first = await serverSpend(user, {
        p_idempotency_key: key,
        p_request: request,
        p_entity_id: 'r1',
      });
      expect(first.error).toBeNull();
      const replay = await serverSpend(user, {
        p_idempotency_key: key,
        p_request: { voiceId: 'EXAVITQu4vr4xnSDxMaL', text: 'Hello there' },
        p_entity_id: 'r2',
      });
      expect(replay.error).toBeNull();
      // The first request's entry, and its entity: the caller knows it is a replay.
      expect(replay.data).toEqual(first.data);
      expect((replay.data as { entity_id: string }).entity_id).toBe('r1');
      for (const other of [
        { p_request: { ...request, text: 'Something else entirely' } },
        { p_request: { ...request, voiceId: 'ErXwobaYiN019PkySvjV' } },
        { p_request: null },
        { p_amount: 0.5 },
        { p_description: 'Voice clone' },
      ]) {
        const refused = await serverSpend(user, { p_idempotency_key: key, p_request: request, ...other });
        expect(refused.error, JSON.stringify(other)).toMatchObject(CONFLICT);
      }
      expect(await available(user.client)).toBe(4);
    });

    test('start_video_job: the same request returns its job; another request is refused', async () => {
      const user = await signedInClient(backend);
      const key = uniqueKey('video');
      const first = await startJob(user, { p_idempotency_key: key });
      const replay = await startJob(user, { p_idempotency_key: key, p_script: '  Meet Creator OS.  ' });
      expect(replay.error).toBeNull();
      expect((replay.data as { id: string }).id).toBe((first.data as { id: string }).id);
      for (const other of [
        { p_script: 'Another script' },
        { p_prompt: 'Another prompt' },
        { p_style: 'minimal', p_cost: 1 },
        { p_cost: 5 },
        { p_duration: 60 },
        { p_aspect_ratio: '9:16' },
        { p_voice: 'Antoni' },
        { p_quality: 'high' },
        { p_mode: 'video' },
      ]) {
        const refused = await startJob(user, { p_idempotency_key: key, ...other });
        expect(refused.error, JSON.stringify(other)).toMatchObject(CONFLICT);
      }
      expect(await available(user.client)).toBe(3);
      const { data: jobs } = await service.from('videos').select('id').eq('user_id', user.userId);
      expect(jobs).toHaveLength(1);
    });
  });

  describe('a payment event answers only its own user and request', () => {
    const purchase = (user: User, eventId: string, credits = 50, cost = 20) =>
      service.rpc('apply_credit_purchase', {
        p_provider: 'mock',
        p_event_id: eventId,
        p_user_id: user.userId,
        p_credits: credits,
        p_cost_amount: cost,
        p_description: `${credits} credits`,
      });

    const period = (
      user: User,
      subscriptionId: string,
      eventId: string,
      plan = 'creator',
      interval = 'month',
    ) =>
      service.rpc('apply_subscription_period', {
        p_user_id: user.userId,
        p_plan_id: plan,
        p_interval: interval,
        p_provider: 'mock',
        p_provider_subscription_id: subscriptionId,
        p_provider_customer_id: null,
        p_period_start: new Date().toISOString(),
        p_period_end: null,
        p_event_at: new Date().toISOString(),
        p_event_id: eventId,
      });

    async function subscriptionsOf(user: User) {
      const { data } = await service
        .from('subscriptions')
        .select('id, plan_id, billing_interval, status, current_period_end')
        .eq('user_id', user.userId);
      return data ?? [];
    }

    test('another user’s purchase event is refused: nothing for them, nothing changed for its owner', async () => {
      const alice = await signedInClient(backend);
      const bob = await signedInClient(backend);
      const event = uniqueKey('evt');
      const first = await purchase(alice, event);
      expect(first.error).toBeNull();
      for (const [credits, cost] of [
        [50, 20],
        [10, 5],
      ]) {
        const stolen = await purchase(bob, event, credits, cost);
        expect(stolen.error).toMatchObject(CONFLICT);
        expect(stolen.data).toBeNull();
      }
      const asSubscription = await period(bob, uniqueKey('sub'), event);
      expect(asSubscription.error).toMatchObject(CONFLICT);
      expect(await available(bob.client)).toBe(5);
      expect(await subscriptionsOf(bob)).toEqual([]);
      expect(await available(alice.client)).toBe(55);

      // Its owner replays it as it was; another pack under it is refused.
      expect((await purchase(alice, event)).data).toEqual(first.data);
      expect((await purchase(alice, event, 100, 35)).error).toMatchObject(CONFLICT);
      expect(await available(alice.client)).toBe(55);
    });

    test('another user’s subscription event or provider subscription is refused', async () => {
      const alice = await signedInClient(backend);
      const bob = await signedInClient(backend);
      const subscription = uniqueKey('mock_sub');
      const event = uniqueKey('evt');
      expect((await period(alice, subscription, event)).error).toBeNull();
      const before = await subscriptionsOf(alice);

      for (const [sub, evt] of [
        [subscription, event],
        [uniqueKey('mock_sub'), event],
        [subscription, uniqueKey('evt')],
      ]) {
        const stolen = await period(bob, sub, evt, 'pro');
        expect(stolen.error, `${sub} ${evt}`).toMatchObject(CONFLICT);
        expect(stolen.data).toBeNull();
      }
      expect(await subscriptionsOf(bob)).toEqual([]);
      expect(await available(bob.client)).toBe(5);
      expect(await subscriptionsOf(alice)).toEqual(before);
      expect(await available(alice.client)).toBe(155);

      // Alice's own replay answers her subscription; another plan or interval under it is refused.
      expect((await period(alice, subscription, event)).data).toMatchObject({ id: before[0].id });
      expect((await period(alice, subscription, event, 'pro')).error).toMatchObject(CONFLICT);
      expect((await period(alice, subscription, event, 'creator', 'year')).error).toMatchObject(CONFLICT);
      expect(await subscriptionsOf(alice)).toEqual(before);
    });
  });

  describe('amounts are finite, positive, in hundredths and bounded', () => {
    test('every spender refuses NaN, ±Infinity, 1e9, zero, negatives and fractions of a hundredth', async () => {
      const user = await signedInClient(backend);
      for (const amount of BAD_AMOUNTS) {
        const label = String(amount);
        expect((await spend(user, { p_amount: amount })).error?.code, `spend_credits ${label}`).toBe('22023');
        expect(
          (await serverSpend(user, { p_amount: amount, p_idempotency_key: uniqueKey('a') })).error?.code,
          `spend_credits_for ${label}`,
        ).toBe('22023');
        expect((await startJob(user, { p_cost: amount })).error?.code, `start_video_job ${label}`).toBe(
          '22023',
        );
      }
      expect(await available(user.client)).toBe(5);
      expect((await spend(user, { p_amount: 100000.01 })).error?.code).toBe('22023');
    });

    test('grants and purchases refuse NaN, ±Infinity, 1e9, zero, negatives and bad prices', async () => {
      const user = await signedInClient(backend);
      const grant = (amount: number | string, cost: number | string | null = null) =>
        service.rpc('grant_credits', {
          p_user_id: user.userId,
          p_amount: amount,
          p_type: 'grant',
          p_description: 'Test grant',
          p_cost_amount: cost,
        });
      for (const amount of BAD_AMOUNTS) {
        expect((await grant(amount)).error?.code, `grant ${amount}`).toBe('22023');
        const bought = await service.rpc('apply_credit_purchase', {
          p_provider: 'stripe',
          p_event_id: uniqueKey('cs'),
          p_user_id: user.userId,
          p_credits: amount,
          p_cost_amount: 5,
          p_description: 'Pack',
        });
        expect(bought.error?.code, `purchase ${amount}`).toBe('22023');
      }
      for (const cost of ['NaN', 'Infinity', '-Infinity', -1, 1e9, 0.001]) {
        expect((await grant(10, cost)).error?.code, `cost ${cost}`).toBe('22023');
        const bought = await service.rpc('apply_credit_purchase', {
          p_provider: 'stripe',
          p_event_id: uniqueKey('cs'),
          p_user_id: user.userId,
          p_credits: 10,
          p_cost_amount: cost,
          p_description: 'Pack',
        });
        expect(bought.error?.code, `purchase cost ${cost}`).toBe('22023');
      }
      expect(await available(user.client)).toBe(5);
      expect((await grant(1000000.01)).error?.code).toBe('22023');
      expect((await grant(1000000)).error).toBeNull();
      expect((await grant(0.01, 0)).error).toBeNull();
      expect(await available(user.client)).toBe(1000005.01);
    });

    test('the ledger itself refuses NaN, infinite and out-of-range amounts and prices', async () => {
      const user = await signedInClient(backend);
      const insert = (amount: string, cost: string | null = null) =>
        backend.db.query(
          `insert into public.credit_ledger (user_id, amount, transaction_type, cost_amount, description)
           values ($1, $2::numeric, 'grant', $3::numeric, 'Direct')`,
          [user.userId, amount, cost],
        );
      for (const amount of ['NaN', '1000000.01', '-1000000.01', '1e9']) {
        await expect(insert(amount), amount).rejects.toMatchObject({
          code: expect.stringMatching(/^(23514|22003)$/),
        });
      }
      await expect(insert('Infinity')).rejects.toMatchObject({ code: '22003' });
      for (const cost of ['NaN', '-1', '1000000.01']) {
        await expect(insert('1', cost), `cost ${cost}`).rejects.toMatchObject({ code: '23514' });
      }
      expect(await available(user.client)).toBe(5);
    });
  });
});

/** A database at every migration before the binding one, then upgraded: a deployed install. */
async function databaseBeforeBinding(
  engine: Engine,
): Promise<{ db: SqlExecutor; drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const db = pgliteExecutor(await PGlite.create({ extensions: { pgcrypto } }));
    return { db, drop: () => db.close() };
  }
  const name = `binding_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = openPostgres();
  await admin.exec(`create database ${name}`);
  await admin.close();
  const db = openPostgres(name);
  return {
    db,
    drop: async () => {
      await db.close();
      await dropDatabase(name);
    },
  };
}

describe.each(engines())('keys written before the binding, upgraded on %s', (engine) => {
  let db: SqlExecutor;
  let drop: () => Promise<void>;
  const userId = '3a6f0c9e-1b2d-4e5f-8a7b-9c0d1e2f3a4b';
  const job = {
    script: 'Meet Creator OS.',
    prompt: 'Create a professional video based on this script: Meet Creator OS.',
    style: 'creative',
  };
  let jobId: string;

  beforeAll(async () => {
    ({ db, drop } = await databaseBeforeBinding(engine));
    await applyMigrations(
      db,
      localBootstrapSql,
      localMigrations.filter((m) => m.version < BINDING_MIGRATION),
    );
    await db.query(`insert into auth.users (id, email) values ($1, 'legacy@example.com')`, [userId]);
    await db.query(
      `select public.grant_credits($1, 20, 'purchase', '20 credits', 5, 'payment', 'cs_1', 'purchase:stripe:cs_1')`,
      [userId],
    );
    const legacy: [number, string, string | null, string][] = [
      // A user's spend that claimed the voice-over's key, as the attack did.
      [0.01, 'Voice generation', 'voice', 'voice:K1'],
      // What text-to-speech wrote.
      [1, 'Voice generation', 'voice', 'voice:K2'],
      // A user's spend under a video-looking key (no job paid by it).
      [1, 'Video generation (creative)', 'video', 'video:K4'],
      [2, 'Thumbnail', 'thumbnail', 'job-1'],
    ];
    for (const [amount, description, entityType, key] of legacy) {
      await db.query(
        `insert into public.credit_ledger (user_id, amount, transaction_type, description, entity_type, idempotency_key)
         values ($1, $2, 'usage', $3, $4, $5)`,
        [userId, -amount, description, entityType, key],
      );
    }
    const { rows } = await db.query<{ id: string }>(
      `select (public.start_video_job($1, $2, $3, $4, 30, '16:9', 'Bella', 'fast', 'script', 2, 'K3')).id as id`,
      [userId, job.script, job.prompt, job.style],
    );
    jobId = rows[0].id;
    await applyMigrations(db, localBootstrapSql, localMigrations);
  });
  afterAll(() => drop());

  test('each existing key moves to the scope of the spender that wrote it', async () => {
    const { rows } = await db.query<{ scope: string; key: string; fingerprinted: boolean }>(
      `select idempotency_scope as scope, idempotency_key as key, request_fingerprint is not null as fingerprinted
         from public.credit_ledger where user_id = $1 and idempotency_key is not null order by created_at, id`,
      [userId],
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        { scope: 'grant', key: 'welcome', fingerprinted: false },
        { scope: 'grant', key: 'purchase:stripe:cs_1', fingerprinted: false },
        { scope: 'user', key: 'voice:K1', fingerprinted: true },
        { scope: 'voice', key: 'K2', fingerprinted: false },
        { scope: 'user', key: 'video:K4', fingerprinted: true },
        { scope: 'user', key: 'job-1', fingerprinted: true },
        { scope: 'video', key: 'K3', fingerprinted: true },
      ]),
    );
    expect(rows).toHaveLength(7);
  });

  test('an old job replays to itself; an old voice-over key is refused, never served again', async () => {
    const replay = await db.query<{ id: string }>(
      `select (public.start_video_job($1, $2, $3, $4, 30, '16:9', 'Bella', 'fast', 'script', 2, 'K3')).id as id`,
      [userId, job.script, job.prompt, job.style],
    );
    expect(replay.rows[0].id).toBe(jobId);
    await expect(
      db.query(
        `select public.start_video_job($1, 'Another script', 'Another', 'creative', 30, '16:9', 'Bella', 'fast', 'script', 2, 'K3')`,
        [userId],
      ),
    ).rejects.toMatchObject({ code: '23505' });
    const voiceOver = (key: string) =>
      db.query<{ entity_id: string }>(
        `select (public.spend_credits_for($1, 'voice', 1, 'Voice generation', 'voice', 'r-new', $2, '{"text":"A"}')).entity_id`,
        [userId, key],
      );
    await expect(voiceOver('K2')).rejects.toMatchObject({ code: '23505' });
    // The user's 'voice:K1' stayed theirs: K1 is a new voice-over, paid in full.
    expect((await voiceOver('K1')).rows).toEqual([{ entity_id: 'r-new' }]);
  });

  test('an old user spend replays to itself and refuses another spend under its key', async () => {
    const asUser = (sql: string) =>
      db.transaction(async (tx) => {
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [
          JSON.stringify({ sub: userId, role: 'authenticated' }),
        ]);
        return tx.query<{ amount: string }>(sql);
      });
    const replay = await asUser(
      `select (public.spend_credits(2, 'Thumbnail', 'thumbnail', null, 'job-1')).amount`,
    );
    expect(Number(replay.rows[0].amount)).toBe(-2);
    await expect(
      asUser(`select public.spend_credits(3, 'Thumbnail', 'thumbnail', null, 'job-1')`),
    ).rejects.toMatchObject({ code: '23505' });
  });
});
