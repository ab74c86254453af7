import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from '../database.types';
import { TRANSACTIONS_SHOWN } from './credit-constants';

type Client = SupabaseClient<Database>;

/** The signed-in user's credits, derived by the database from their ledger. */
export interface CreditBalance {
  total_credits: number;
  used_credits: number;
  bonus_credits: number;
  available_credits: number;
  /** Used since period_start: the current paid period, or the calendar month on Free. */
  used_this_period: number;
  period_start: string | null;
}

export type CreditTransaction = Pick<
  Tables<'recent_credit_transactions'>,
  'id' | 'amount' | 'transaction_type' | 'cost_amount' | 'description' | 'entity_type' | 'created_at'
>;

export type CurrentSubscription = Pick<
  Tables<'current_subscriptions'>,
  | 'plan_id'
  | 'plan_name'
  | 'price_monthly'
  | 'price_yearly'
  | 'credits_included'
  | 'credit_price'
  | 'status'
  | 'billing_interval'
  | 'current_period_start'
  | 'current_period_end'
  | 'provider'
>;

export type Plan = Pick<
  Tables<'plans'>,
  | 'id'
  | 'name'
  | 'price_monthly'
  | 'price_yearly'
  | 'credits_included'
  | 'credit_price'
  | 'features'
  | 'is_popular'
>;

/** A ledger entry as spend_credits returns it. */
export type CreditLedgerEntry = Database['public']['Functions']['spend_credits']['Returns'];

export interface SpendOptions {
  entityType?: string;
  entityId?: string;
  /** The same key spends once, however often the call is repeated. */
  idempotencyKey?: string;
}

/** Thrown when a spend would take the balance below zero. */
export class InsufficientCreditsError extends Error {
  constructor() {
    super('Insufficient credits');
    this.name = 'InsufficientCreditsError';
  }
}

/** True for spend_credits' refusal to go below zero, as PostgREST reports it. */
export function isInsufficientCredits(error: unknown): boolean {
  if (error instanceof InsufficientCreditsError) return true;
  if (typeof error !== 'object' || error === null) return false;
  const { hint, message } = error as { hint?: unknown; message?: unknown };
  return hint === 'insufficient_credits' || message === 'Insufficient credits';
}

const EMPTY_BALANCE: CreditBalance = {
  total_credits: 0,
  used_credits: 0,
  bonus_credits: 0,
  available_credits: 0,
  used_this_period: 0,
  period_start: null,
};

export async function fetchBalance(client: Client): Promise<CreditBalance> {
  const { data, error } = await client
    .from('credit_balances')
    .select('total_credits, used_credits, bonus_credits, available_credits, used_this_period, period_start')
    .maybeSingle();
  if (error) throw error;
  if (!data) return EMPTY_BALANCE;
  return {
    total_credits: Number(data.total_credits ?? 0),
    used_credits: Number(data.used_credits ?? 0),
    bonus_credits: Number(data.bonus_credits ?? 0),
    available_credits: Number(data.available_credits ?? 0),
    used_this_period: Number(data.used_this_period ?? 0),
    period_start: data.period_start ?? null,
  };
}

/** The latest transactions, newest first. */
export async function fetchRecentTransactions(
  client: Client,
  limit = TRANSACTIONS_SHOWN,
): Promise<CreditTransaction[]> {
  const { data, error } = await client
    .from('recent_credit_transactions')
    .select('id, amount, transaction_type, cost_amount, description, entity_type, created_at')
    .order('created_at', { ascending: false })
    .limit(limit);
  if (error) throw error;
  return data.map((row) => ({
    ...row,
    amount: Number(row.amount),
    cost_amount: row.cost_amount === null ? null : Number(row.cost_amount),
  }));
}

/** The user's active paid subscription, or null on the Free plan. */
export async function fetchCurrentSubscription(client: Client): Promise<CurrentSubscription | null> {
  const { data, error } = await client
    .from('current_subscriptions')
    .select(
      'plan_id, plan_name, price_monthly, price_yearly, credits_included, credit_price, status, billing_interval, current_period_start, current_period_end, provider',
    )
    .limit(1);
  if (error) throw error;
  const row = data[0];
  if (!row) return null;
  return {
    ...row,
    price_monthly: Number(row.price_monthly),
    price_yearly: Number(row.price_yearly),
    credits_included: Number(row.credits_included),
    credit_price: Number(row.credit_price),
  };
}

/** The plans on sale, in their listed order (docs/product-rules.md#plans). */
export async function fetchPlans(client: Client): Promise<Plan[]> {
  const { data, error } = await client
    .from('plans')
    .select('id, name, price_monthly, price_yearly, credits_included, credit_price, features, is_popular')
    .order('sort_order');
  if (error) throw error;
  return data.map((row) => ({
    ...row,
    price_monthly: Number(row.price_monthly),
    price_yearly: Number(row.price_yearly),
    credits_included: Number(row.credits_included),
    credit_price: Number(row.credit_price),
    features: row.features ?? [],
  }));
}

/**
 * Spends the caller's credits through the database (atomic, never below zero). Throws
 * InsufficientCreditsError when the balance is short, the backend's error otherwise.
 */
export async function spendCredits(
  client: Client,
  amount: number,
  description: string,
  { entityType, entityId, idempotencyKey }: SpendOptions = {},
): Promise<CreditLedgerEntry> {
  const { data, error } = await client.rpc('spend_credits', {
    p_amount: amount,
    p_description: description,
    p_entity_type: entityType,
    p_entity_id: entityId,
    p_idempotency_key: idempotencyKey,
  });
  if (error) {
    if (isInsufficientCredits(error)) throw new InsufficientCreditsError();
    throw error;
  }
  return data;
}
