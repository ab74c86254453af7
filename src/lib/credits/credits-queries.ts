import { queryOptions } from '@tanstack/react-query';
import type { AppSupabaseClient } from '../supabase';
import { fetchBalance, fetchCurrentSubscription, fetchPlans, fetchRecentTransactions } from './credits-api';

/**
 * Query keys of a user's credits, hierarchical so that invalidating `all(userId)` after any
 * spend, payment or generation refreshes the balance, plan and transactions on every screen.
 */
export const creditsKeys = {
  all: (userId: string) => ['credits', userId] as const,
  balance: (userId: string) => [...creditsKeys.all(userId), 'balance'] as const,
  subscription: (userId: string) => [...creditsKeys.all(userId), 'subscription'] as const,
  transactions: (userId: string) => [...creditsKeys.all(userId), 'transactions'] as const,
};

export const balanceQuery = (client: AppSupabaseClient, userId: string) =>
  queryOptions({ queryKey: creditsKeys.balance(userId), queryFn: () => fetchBalance(client) });

export const subscriptionQuery = (client: AppSupabaseClient, userId: string) =>
  queryOptions({
    queryKey: creditsKeys.subscription(userId),
    queryFn: () => fetchCurrentSubscription(client),
  });

export const transactionsQuery = (client: AppSupabaseClient, userId: string) =>
  queryOptions({
    queryKey: creditsKeys.transactions(userId),
    queryFn: () => fetchRecentTransactions(client),
  });

/** The plans on sale are the same for everyone and change with a deploy, not a click. */
export const plansQuery = (client: AppSupabaseClient) =>
  queryOptions({ queryKey: ['plans'] as const, queryFn: () => fetchPlans(client), staleTime: 60 * 60_000 });
