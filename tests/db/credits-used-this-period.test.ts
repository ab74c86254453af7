import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { engines } from '../support/engines';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';

type User = Awaited<ReturnType<typeof signedInClient>>;

interface PeriodUse {
  used_credits: number;
  used_this_period: number;
  period_start: string;
}

async function periodUseOf(client: SupabaseClient): Promise<PeriodUse> {
  const { data, error } = await client
    .from('credit_balances')
    .select('used_credits, used_this_period, period_start')
    .single();
  if (error) throw error;
  return data as PeriodUse;
}

const day = 24 * 60 * 60 * 1000;

describe.each(engines())('credits used this period on %s', (engine) => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  beforeAll(async () => {
    backend = await createTestBackend(engine);
    service = clientFor(backend, backend.serviceRoleKey);
  });
  afterAll(() => backend.close());

  /** A ledger entry written at a chosen time, as the owner (the ledger's API never backdates). */
  async function entryAt(
    user: User,
    at: string,
    amount: number,
    type: 'usage' | 'refund',
    refunds?: string,
  ): Promise<string> {
    const { rows } = await backend.db.query<{ id: string }>(
      `insert into public.credit_ledger (user_id, amount, transaction_type, description, refunded_entry_id, created_at)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [user.userId, amount, type, type === 'usage' ? 'Earlier use' : 'Refund', refunds ?? null, at],
    );
    return rows[0].id;
  }

  async function startOfMonth(): Promise<string> {
    const { rows } = await backend.db.query<{ start: string }>(
      `select date_trunc('month', now())::timestamptz::text as start`,
    );
    return rows[0].start;
  }

  test('on Free, Used This Month counts only this calendar month; Used stays all-time', async () => {
    const user = await signedInClient(backend);
    const monthStart = await startOfMonth();
    await entryAt(user, new Date(new Date(monthStart).getTime() - day).toISOString(), -1, 'usage');
    const { error } = await user.client.rpc('spend_credits', {
      p_amount: 2,
      p_description: 'Video generation',
    });
    expect(error).toBeNull();

    const use = await periodUseOf(user.client);
    expect(use).toMatchObject({ used_credits: 3, used_this_period: 2 });
    expect(new Date(use.period_start).getTime()).toBe(new Date(monthStart).getTime());
  });

  test('with a paid subscription, the period is the subscription period', async () => {
    const user = await signedInClient(backend);
    const periodStart = new Date(Math.floor(Date.now() / day) * day - 5 * day).toISOString();
    const subscribed = await service.rpc('apply_subscription_period', {
      p_user_id: user.userId,
      p_plan_id: 'creator',
      p_interval: 'month',
      p_provider: 'stripe',
      p_provider_subscription_id: `sub_${user.userId}`,
      p_provider_customer_id: 'cus_1',
      p_period_start: periodStart,
      p_period_end: null,
      p_event_at: periodStart,
    });
    expect(subscribed.error).toBeNull();
    await entryAt(user, new Date(Date.parse(periodStart) - day).toISOString(), -4, 'usage');
    await entryAt(user, new Date(Date.parse(periodStart) + day).toISOString(), -1.5, 'usage');

    const use = await periodUseOf(user.client);
    expect(use).toMatchObject({ used_credits: 5.5, used_this_period: 1.5 });
    expect(new Date(use.period_start).getTime()).toBe(Date.parse(periodStart));
  });

  test('a refund this month of an earlier month’s spend never makes this month negative', async () => {
    const user = await signedInClient(backend);
    const monthStart = await startOfMonth();
    const earlier = await entryAt(
      user,
      new Date(Date.parse(monthStart) - 2 * day).toISOString(),
      -2,
      'usage',
    );
    await entryAt(user, new Date().toISOString(), 2, 'refund', earlier);

    expect(await periodUseOf(user.client)).toMatchObject({ used_credits: 0, used_this_period: 0 });
  });

  test('another user’s spending is not counted, and anon sees no balance', async () => {
    const alice = await signedInClient(backend);
    const bob = await signedInClient(backend);
    await bob.client.rpc('spend_credits', { p_amount: 3, p_description: 'Video generation' });

    expect(await periodUseOf(alice.client)).toMatchObject({ used_this_period: 0 });
    const anon = await clientFor(backend).from('credit_balances').select('used_this_period');
    expect(anon.data ?? []).toEqual([]);
  });
});
