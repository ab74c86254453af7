import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { engines, openPostgres } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

type User = Awaited<ReturnType<typeof signedInClient>>;

interface Balance {
  total_credits: number;
  used_credits: number;
  bonus_credits: number;
  available_credits: number;
}

async function balanceOf(client: SupabaseClient): Promise<Balance> {
  const { data, error } = await client
    .from('credit_balances')
    .select('total_credits, used_credits, bonus_credits, available_credits')
    .single();
  if (error) throw error;
  return data as Balance;
}

function spend(user: User, amount: number, key?: string) {
  return user.client.rpc('spend_credits', {
    p_amount: amount,
    p_description: 'Video generation',
    p_entity_type: 'video',
    p_idempotency_key: key,
  });
}

let keyCounter = 0;
const uniqueKey = (label: string) => `${label}-${Date.now().toString(36)}-${(keyCounter += 1)}`;

describe.each(engines())('credits on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());

  test('the four plans, Free to Pro, are on sale at their listed prices and credits, to anyone', async () => {
    const { data, error } = await clientFor(backend)
      .from('plans')
      .select('id, name, price_monthly, price_yearly, credits_included, credit_price, is_popular')
      .order('sort_order');
    expect(error).toBeNull();
    expect(data).toEqual([
      {
        id: 'free',
        name: 'Free',
        price_monthly: 0,
        price_yearly: 0,
        credits_included: 5,
        credit_price: 0,
        is_popular: false,
      },
      {
        id: 'starter',
        name: 'Starter',
        price_monthly: 19,
        price_yearly: 190,
        credits_included: 50,
        credit_price: 0.38,
        is_popular: false,
      },
      {
        id: 'creator',
        name: 'Creator',
        price_monthly: 49,
        price_yearly: 490,
        credits_included: 150,
        credit_price: 0.33,
        is_popular: true,
      },
      {
        id: 'pro',
        name: 'Pro',
        price_monthly: 99,
        price_yearly: 990,
        credits_included: 400,
        credit_price: 0.25,
        is_popular: false,
      },
    ]);
  });

  test('a new user starts with 5 credits: 5 total, 0 used, 0 bonus, 5 available', async () => {
    const user = await signedInClient(backend);
    expect(await balanceOf(user.client)).toEqual({
      total_credits: 5,
      used_credits: 0,
      bonus_credits: 0,
      available_credits: 5,
    });
    const { data } = await user.client
      .from('recent_credit_transactions')
      .select('amount, transaction_type, description');
    expect(data).toEqual([{ amount: 5, transaction_type: 'grant', description: 'Welcome credits' }]);
  });

  test('the shared debit helpers are internal: no API role may call them', async () => {
    for (const fn of [
      'public.lock_credit_account(uuid)',
      'public.debit_locked_account(uuid, numeric, text, text, text, text, text, text)',
      'public.replayed_entry(uuid, text, text, text)',
      'public.check_credit_amount(numeric, numeric, text)',
      'public.check_price(numeric, text)',
      'public.record_payment_event(text, text, text, uuid, jsonb)',
    ]) {
      for (const role of ['anon', 'authenticated']) {
        const { rows } = await backend.db.query<{ allowed: boolean }>(
          `select has_function_privilege($1, $2, 'execute') as allowed`,
          [role, fn],
        );
        expect(rows[0].allowed, `${role} on ${fn}`).toBe(false);
      }
    }
  });

  test('spending takes credits off the balance and records the usage', async () => {
    const user = await signedInClient(backend);
    const { data, error } = await spend(user, 2);
    expect(error).toBeNull();
    expect(data).toMatchObject({ amount: -2, transaction_type: 'usage', description: 'Video generation' });
    expect(await balanceOf(user.client)).toMatchObject({
      total_credits: 5,
      used_credits: 2,
      available_credits: 3,
    });
  });

  test('fractional costs (image 0.5, script 0.2) are kept exactly', async () => {
    const user = await signedInClient(backend);
    await spend(user, 0.5);
    await spend(user, 0.2);
    expect(await balanceOf(user.client)).toMatchObject({ used_credits: 0.7, available_credits: 4.3 });
  });

  test('a spend beyond the balance is refused with "Insufficient credits" and changes nothing', async () => {
    const user = await signedInClient(backend);
    const { error } = await spend(user, 6);
    expect(error).toMatchObject({ message: 'Insufficient credits', hint: 'insufficient_credits' });
    expect(await balanceOf(user.client)).toMatchObject({ available_credits: 5 });
  });

  test('bad amounts and a missing description are refused', async () => {
    const user = await signedInClient(backend);
    for (const amount of [0, -3]) {
      const { error } = await spend(user, amount);
      expect(error?.code).toBe('22023');
    }
    const { error } = await user.client.rpc('spend_credits', { p_amount: 1, p_description: ' ' });
    expect(error?.code).toBe('22023');
    expect(await balanceOf(user.client)).toMatchObject({ available_credits: 5 });
  });

  test('a replayed idempotency key spends once and returns the first entry', async () => {
    const user = await signedInClient(backend);
    const key = uniqueKey('job');
    const first = await spend(user, 1, key);
    const replay = await spend(user, 1, key);
    expect(replay.data).toEqual(first.data);
    expect(await balanceOf(user.client)).toMatchObject({ available_credits: 4 });
  });

  test('concurrent spends of one user never overspend (as far as one connection allows)', async () => {
    const user = await signedInClient(backend);
    const results = await Promise.all(Array.from({ length: 12 }, () => spend(user, 1)));
    expect(results.filter((r) => r.error === null)).toHaveLength(5);
    expect(await balanceOf(user.client)).toMatchObject({ available_credits: 0, used_credits: 5 });
  });

  test('users cannot grant, refund or change subscriptions, and cannot write the ledger', async () => {
    const user = await signedInClient(backend);
    const grant = await user.client.rpc('grant_credits', {
      p_user_id: user.userId,
      p_amount: 100,
      p_type: 'purchase',
      p_description: 'free money',
    });
    expect(grant.error?.code).toBe('42501');
    const insert = await user.client
      .from('credit_ledger')
      .insert({ user_id: user.userId, amount: 100, transaction_type: 'grant', description: 'free money' });
    expect(insert.error?.code).toBe('42501');
    const subscribe = await user.client.rpc('apply_subscription_period', {
      p_user_id: user.userId,
      p_plan_id: 'pro',
      p_interval: 'month',
      p_provider: 'mock',
      p_provider_subscription_id: 'sub_self',
      p_provider_customer_id: null,
      p_period_start: new Date().toISOString(),
      p_period_end: null,
      p_event_at: new Date().toISOString(),
    });
    expect(subscribe.error?.code).toBe('42501');
    const { data: spent } = await spend(user, 1);
    const refund = await user.client.rpc('refund_credits', {
      p_usage_entry_id: (spent as { id: string }).id,
      p_description: 'please',
    });
    expect(refund.error?.code).toBe('42501');
    expect(await balanceOf(user.client)).toMatchObject({ available_credits: 4 });
  });

  test('one user cannot read or spend another user’s credits', async () => {
    const alice = await signedInClient(backend);
    const bob = await signedInClient(backend);
    await spend(alice, 1);
    const { data: rows } = await bob.client.from('credit_ledger').select('user_id');
    expect(new Set((rows ?? []).map((r) => r.user_id))).toEqual(new Set([bob.userId]));
    const { data: balances } = await bob.client.from('credit_balances').select('user_id');
    expect(balances).toEqual([{ user_id: bob.userId }]);
    // spend_credits takes no user argument: it can only spend the caller's own credits.
    const { error } = await bob.client.rpc('spend_credits', {
      p_user_id: alice.userId,
      p_amount: 1,
      p_description: 'x',
    });
    expect(error).not.toBeNull();
    expect(await balanceOf(alice.client)).toMatchObject({ available_credits: 4 });
  });

  test('the anon role can read plans and nothing else', async () => {
    const user = await signedInClient(backend);
    const anon = clientFor(backend);
    for (const table of [
      'credit_ledger',
      'credit_balances',
      'credit_accounts',
      'subscriptions',
      'payment_events',
    ]) {
      const { data, error } = await anon.from(table).select('*');
      expect(error ?? data, table).toMatchObject(error ? { code: '42501' } : []);
    }
    expect((await anon.rpc('spend_credits', { p_amount: 1, p_description: 'x' })).error?.code).toBe('42501');
    expect(
      (
        await anon.rpc('grant_credits', {
          p_user_id: user.userId,
          p_amount: 1,
          p_type: 'grant',
          p_description: 'x',
        })
      ).error?.code,
    ).toBe('42501');
  });

  test('the ledger is append-only, for the service role too', async () => {
    const user = await signedInClient(backend);
    const update = await service.from('credit_ledger').update({ amount: 500 }).eq('user_id', user.userId);
    expect(update.error?.code).toBe('42501');
    const remove = await service.from('credit_ledger').delete().eq('user_id', user.userId);
    expect(remove.error?.code).toBe('42501');
    expect(await balanceOf(user.client)).toMatchObject({ available_credits: 5 });
  });

  test('a purchase applied twice for the same payment grants once', async () => {
    const user = await signedInClient(backend);
    const event = uniqueKey('cs_test');
    const args = {
      p_provider: 'stripe',
      p_event_id: event,
      p_user_id: user.userId,
      p_credits: 50,
      p_cost_amount: 20,
      p_description: '50 credits',
    };
    const first = await service.rpc('apply_credit_purchase', args);
    expect(first.error).toBeNull();
    const second = await service.rpc('apply_credit_purchase', args);
    expect(second.data).toEqual(first.data);
    expect(await balanceOf(user.client)).toMatchObject({ total_credits: 55, available_credits: 55 });
    const { data } = await user.client
      .from('recent_credit_transactions')
      .select('amount, cost_amount, transaction_type')
      .limit(1);
    expect(data).toEqual([{ amount: 50, cost_amount: 20, transaction_type: 'purchase' }]);
  });

  test('bonus grants count as bonus credits; refunds give usage back once', async () => {
    const user = await signedInClient(backend);
    await service.rpc('grant_credits', {
      p_user_id: user.userId,
      p_amount: 3,
      p_type: 'grant',
      p_description: 'Launch bonus',
      p_entity_type: 'bonus',
    });
    const { data: usage } = await spend(user, 2);
    const id = (usage as { id: string }).id;
    await service.rpc('refund_credits', { p_usage_entry_id: id, p_description: 'Video generation failed' });
    await service.rpc('refund_credits', { p_usage_entry_id: id, p_description: 'Video generation failed' });
    expect(await balanceOf(user.client)).toEqual({
      total_credits: 5,
      used_credits: 0,
      bonus_credits: 3,
      available_credits: 8,
    });
  });

  describe('subscriptions', () => {
    const day = 24 * 60 * 60 * 1000;
    // Day 0 is five days ago (midnight UTC): a first period (days 0 to 30) and its renewal are current.
    const base = Math.floor(Date.now() / day) * day - 5 * day;
    const at = (offsetDays: number) => new Date(base + offsetDays * day).toISOString();

    function period(
      user: User,
      subscriptionId: string,
      startDay: number,
      eventDay: number,
      plan = 'creator',
      eventId?: string,
    ) {
      return service.rpc('apply_subscription_period', {
        p_user_id: user.userId,
        p_plan_id: plan,
        p_interval: 'month',
        p_provider: 'stripe',
        p_provider_subscription_id: subscriptionId,
        p_provider_customer_id: 'cus_1',
        p_period_start: at(startDay),
        p_period_end: null,
        p_event_at: at(eventDay),
        p_event_id: eventId,
      });
    }

    async function current(user: User) {
      const { data } = await user.client
        .from('current_subscriptions')
        .select('plan_name, current_period_start, current_period_end, status');
      return data ?? [];
    }

    test('starting a plan makes it current for 30 days and grants its month of credits', async () => {
      const user = await signedInClient(backend);
      const sub = uniqueKey('sub');
      expect((await period(user, sub, 0, 0)).error).toBeNull();
      const [row] = await current(user);
      expect(row.plan_name).toBe('Creator');
      expect(new Date(row.current_period_end).getTime() - new Date(row.current_period_start).getTime()).toBe(
        30 * day,
      );
      expect(await balanceOf(user.client)).toMatchObject({ available_credits: 155 });
    });

    test('the same event delivered again, or the same period from another event, grants once', async () => {
      const user = await signedInClient(backend);
      const sub = uniqueKey('sub');
      const event = uniqueKey('evt');
      await period(user, sub, 0, 0, 'creator', event);
      await period(user, sub, 0, 0, 'creator', event);
      await period(user, sub, 0, 1, 'creator', uniqueKey('evt'));
      expect(await balanceOf(user.client)).toMatchObject({ available_credits: 155 });
      await period(user, sub, 30, 30);
      expect(await balanceOf(user.client)).toMatchObject({ available_credits: 305 });
    });

    test('an older event arriving late never moves the subscription backwards', async () => {
      const user = await signedInClient(backend);
      const sub = uniqueKey('sub');
      await period(user, sub, 0, 0);
      await period(user, sub, 30, 31);
      await period(user, sub, 0, 2, 'starter');
      const [row] = await current(user);
      expect(row).toMatchObject({
        plan_name: 'Creator',
        current_period_start: expect.stringContaining(at(30).slice(0, 10)),
      });

      const cancelledLate = await service.rpc('cancel_subscription', {
        p_provider: 'stripe',
        p_provider_subscription_id: sub,
        p_event_at: at(5),
      });
      expect(cancelledLate.data).toMatchObject({ status: 'active' });
      await service.rpc('cancel_subscription', {
        p_provider: 'stripe',
        p_provider_subscription_id: sub,
        p_event_at: at(40),
      });
      expect(await current(user)).toEqual([]);
      // A renewal event from before the cancellation does not bring it back.
      await period(user, sub, 30, 35);
      expect(await current(user)).toEqual([]);
    });

    test('a period nobody renewed is current for three more days, then the user is on Free', async () => {
      const user = await signedInClient(backend);
      const daysAgo = (days: number) => (Date.now() - days * day) / day - base / day;
      // Ended two days ago: still current (a renewal may be on its way).
      await period(user, uniqueKey('sub'), daysAgo(32), daysAgo(32), 'starter');
      expect((await current(user)).map((r) => r.plan_name)).toEqual(['Starter']);

      // Ended four days ago: lapsed. The row is unchanged; only the current plan is Free again.
      const lapsed = await signedInClient(backend);
      const sub = uniqueKey('sub');
      await period(lapsed, sub, daysAgo(34), daysAgo(34));
      expect(await current(lapsed)).toEqual([]);
      const { data: rows } = await lapsed.client.from('subscriptions').select('status');
      expect(rows).toEqual([{ status: 'active' }]);
      expect(await balanceOf(lapsed.client)).toMatchObject({ available_credits: 155 });

      // The renewal arrives after all: current again, with the new period's credits.
      await period(lapsed, sub, daysAgo(4), daysAgo(1));
      expect((await current(lapsed)).map((r) => r.plan_name)).toEqual(['Creator']);
      expect(await balanceOf(lapsed.client)).toMatchObject({ available_credits: 305 });
    });

    test('a new plan replaces the active one: one active subscription per user', async () => {
      const user = await signedInClient(backend);
      await period(user, uniqueKey('sub'), 0, 0, 'starter');
      await period(user, uniqueKey('sub'), 1, 1, 'pro');
      const rows = await current(user);
      expect(rows.map((r) => r.plan_name)).toEqual(['Pro']);
      const { data: all } = await user.client.from('subscriptions').select('status').order('created_at');
      expect(all?.map((r) => r.status)).toEqual(['cancelled', 'active']);
    });

    test('the Free plan and unknown plans cannot be subscribed to', async () => {
      const user = await signedInClient(backend);
      expect((await period(user, uniqueKey('sub'), 0, 0, 'free')).error?.code).toBe('22023');
      expect((await period(user, uniqueKey('sub'), 0, 0, 'platinum')).error?.code).toBe('22023');
    });

    test('another user cannot see a subscription', async () => {
      const alice = await signedInClient(backend);
      const bob = await signedInClient(backend);
      await period(alice, uniqueKey('sub'), 0, 0);
      expect(await current(bob)).toEqual([]);
      const { data } = await bob.client.from('subscriptions').select('id');
      expect(data).toEqual([]);
    });
  });

  test('deleting a user removes their ledger with them', async () => {
    const user = await signedInClient(backend);
    await spend(user, 1);
    // As the account deletion will: the auth user goes, and everything of theirs with it.
    await backend.db.query('delete from auth.users where id = $1', [user.userId]);
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.credit_ledger where user_id = $1',
      [user.userId],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe.runIf(engines().includes('postgres'))('credits under real concurrency on PostgreSQL', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await createTestBackend('postgres', openPostgres(undefined, { maxConnections: 60 }));
  });
  afterAll(() => backend.close());

  test('200 concurrent spends of 1 against a balance of 5 spend exactly 5 and leave 0', async () => {
    const user = await signedInClient(backend);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        user.client.rpc('spend_credits', { p_amount: 1, p_description: `Spend ${i}` }),
      ),
    );
    const spent = results.filter((r) => r.error === null);
    const refused = results.filter((r) => r.error !== null);
    expect(spent).toHaveLength(5);
    expect(new Set(refused.map((r) => r.error?.message))).toEqual(new Set(['Insufficient credits']));
    expect(await balanceOf(user.client)).toMatchObject({ used_credits: 5, available_credits: 0 });
  });

  test('the same idempotency key sent 50 times at once spends once', async () => {
    const user = await signedInClient(backend);
    const key = uniqueKey('race');
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        user.client.rpc('spend_credits', { p_amount: 1, p_description: 'Once', p_idempotency_key: key }),
      ),
    );
    expect(results.every((r) => r.error === null)).toBe(true);
    expect(new Set(results.map((r) => (r.data as { id: string }).id)).size).toBe(1);
    expect(await balanceOf(user.client)).toMatchObject({ available_credits: 4 });
  });
});
