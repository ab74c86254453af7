import type { SupabaseClient } from '@supabase/supabase-js';
import type { Enums, Tables } from '../database.types.ts';
import { PartnerError } from './partner-error.ts';

/**
 * What the partner API serves, always of the key's owner only: every query below is filtered by
 * the owner's id (the service-role client bypasses row level security).
 */

export interface Page {
  limit: number;
  offset: number;
}

function failed(what: string, message: string): never {
  throw new Error(`Loading ${what} failed: ${message}`);
}

/** A page of rows fetched with one extra row, to tell whether more follow. */
function paged<Row>(rows: Row[], page: Page) {
  return {
    data: rows.slice(0, page.limit),
    pagination: { limit: page.limit, offset: page.offset, has_more: rows.length > page.limit },
  };
}

/** GET /users: the key owner's profile. */
export async function ownerProfile(admin: SupabaseClient, ownerId: string) {
  const { data, error } = await admin
    .from('profiles')
    .select('id, email, first_name, last_name, company_name, created_at')
    .eq('id', ownerId)
    .maybeSingle();
  if (error) failed('the profile', error.message);
  if (!data) throw new PartnerError(404, 'The owner of this API key has no profile');
  const profile = data as Pick<
    Tables<'profiles'>,
    'id' | 'email' | 'first_name' | 'last_name' | 'company_name' | 'created_at'
  >;
  return {
    data: {
      id: profile.id,
      email: profile.email,
      first_name: profile.first_name,
      last_name: profile.last_name,
      company: profile.company_name,
      created_at: profile.created_at,
    },
  };
}

type PurchaseRow = Pick<
  Tables<'credit_ledger'>,
  'id' | 'amount' | 'cost_amount' | 'description' | 'entity_id' | 'idempotency_key' | 'created_at'
>;

/** The provider a purchase was paid with, from its ledger key `purchase:<provider>:<payment id>`. */
function providerOf(key: string | null): string | null {
  const match = /^purchase:([a-z]+):/.exec(key ?? '');
  return match ? match[1] : null;
}

/** GET /payments: the owner's completed credit purchases, newest first. */
export async function ownerPayments(admin: SupabaseClient, ownerId: string, page: Page) {
  const { data, error } = await admin
    .from('credit_ledger')
    .select('id, amount, cost_amount, description, entity_id, idempotency_key, created_at')
    .eq('user_id', ownerId)
    .eq('transaction_type', 'purchase')
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(page.offset, page.offset + page.limit);
  if (error) failed('the payments', error.message);
  const rows = ((data ?? []) as PurchaseRow[]).map((row) => ({
    id: row.id,
    payment_id: row.entity_id,
    provider: providerOf(row.idempotency_key),
    type: 'credits' as const,
    credits: Number(row.amount),
    amount: row.cost_amount === null ? null : Number(row.cost_amount),
    currency: 'USD',
    status: 'completed' as const,
    description: row.description,
    created_at: row.created_at,
  }));
  return paged(rows, page);
}

type SubscriptionRow = Pick<
  Tables<'subscriptions'>,
  | 'id'
  | 'plan_id'
  | 'status'
  | 'billing_interval'
  | 'current_period_start'
  | 'current_period_end'
  | 'provider'
  | 'cancelled_at'
  | 'created_at'
>;

type PlanRow = Pick<Tables<'plans'>, 'id' | 'name' | 'price_monthly' | 'price_yearly' | 'credits_included'>;

/** GET /subscriptions: the owner's subscriptions with their plan, newest first. */
export async function ownerSubscriptions(
  admin: SupabaseClient,
  ownerId: string,
  query: Page & { status?: Enums<'subscription_status'> },
) {
  let request = admin
    .from('subscriptions')
    .select(
      'id, plan_id, status, billing_interval, current_period_start, current_period_end, provider, cancelled_at, created_at',
    )
    .eq('user_id', ownerId);
  if (query.status) request = request.eq('status', query.status);
  const { data, error } = await request
    .order('created_at', { ascending: false })
    .order('id', { ascending: true })
    .range(query.offset, query.offset + query.limit);
  if (error) failed('the subscriptions', error.message);
  const subscriptions = (data ?? []) as SubscriptionRow[];

  const plans = new Map<string, PlanRow>();
  const planIds = [...new Set(subscriptions.map((row) => row.plan_id))];
  if (planIds.length > 0) {
    const { data: planRows, error: planError } = await admin
      .from('plans')
      .select('id, name, price_monthly, price_yearly, credits_included')
      .in('id', planIds);
    if (planError) failed('the plans', planError.message);
    for (const plan of (planRows ?? []) as PlanRow[]) plans.set(plan.id, plan);
  }

  const rows = subscriptions.map((row) => {
    const plan = plans.get(row.plan_id);
    return {
      id: row.id,
      plan_id: row.plan_id,
      plan_name: plan?.name ?? null,
      status: row.status,
      billing_interval: row.billing_interval,
      price: plan ? Number(row.billing_interval === 'year' ? plan.price_yearly : plan.price_monthly) : null,
      currency: 'USD',
      credits_per_period: plan ? plan.credits_included * (row.billing_interval === 'year' ? 12 : 1) : null,
      current_period_start: row.current_period_start,
      current_period_end: row.current_period_end,
      provider: row.provider,
      cancelled_at: row.cancelled_at,
      created_at: row.created_at,
    };
  });
  return paged(rows, query);
}

/** GET /analytics: the owner's credits, videos, purchases and plan, all time and for the period. */
export async function ownerAnalytics(admin: SupabaseClient, ownerId: string, days: number) {
  const since = new Date(Date.now() - days * 86_400_000).toISOString();
  const { data, error } = await admin.rpc('partner_analytics', { p_user_id: ownerId, p_since: since });
  if (error) failed('the analytics', error.message);
  return { data: { period_days: days, ...(data as Record<string, unknown>) } };
}
