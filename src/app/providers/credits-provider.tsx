import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '@/lib/auth/auth-context';
import { LOW_CREDITS_THRESHOLD } from '@/lib/credits/credit-constants';
import { InsufficientCreditsError, spendCredits, type SpendOptions } from '@/lib/credits/credits-api';
import { CreditsContext, type CreditsContextValue, type SpendResult } from '@/lib/credits/credits-context';
import {
  balanceQuery,
  creditsKeys,
  plansQuery,
  subscriptionQuery,
  transactionsQuery,
} from '@/lib/credits/credits-queries';
import { hasOwnProviderKey, subscribeToOwnProviderKeys } from '@/lib/credits/own-provider-keys';
import { getErrorMessage } from '@/lib/get-error-message';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';

/** How often, and how long, the credits are fetched again while a payment is expected. */
const PAYMENT_POLL_MS = 2_000;
const PAYMENT_WAIT_MS = 30_000;

/** A payment the user made and the balance it was made from. */
interface ExpectedPayment {
  userId: string;
  until: number;
  balanceBefore: number | null;
}

interface SpendRequest {
  amount: number;
  description: string;
  options?: SpendOptions;
}

/**
 * The signed-in user's balance, plan and latest transactions (TanStack Query, keyed by user, so
 * nothing of another user is ever shown), spending through the database, and what is client
 * state: the upgrade modal and a payment being awaited.
 */
export function CreditsProvider({
  children,
  client = supabase,
}: {
  children: ReactNode;
  client?: AppSupabaseClient;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const [expected, setExpected] = useState<ExpectedPayment | null>(null);
  // While a payment is expected, the credits poll until the balance moves or the wait is over.
  const refetchInterval = () => {
    if (!userId || expected?.userId !== userId || Date.now() > expected.until) return false;
    const now = queryClient.getQueryData(balanceQuery(client, userId).queryKey)?.available_credits ?? null;
    // Back from a provider on a fresh page, the balance before is unknown: wait out the window.
    return expected.balanceBefore === null || now === expected.balanceBefore ? PAYMENT_POLL_MS : false;
  };
  const signedIn = { enabled: userId !== null, refetchInterval };
  const balance = useQuery({ ...balanceQuery(client, userId ?? ''), ...signedIn });
  const subscription = useQuery({ ...subscriptionQuery(client, userId ?? ''), ...signedIn });
  const transactions = useQuery({ ...transactionsQuery(client, userId ?? ''), ...signedIn });
  // The plans on sale do not change with a payment: they are never polled.
  const plans = useQuery({ ...plansQuery(client), enabled: userId !== null });
  const unlimited = useSyncExternalStore(subscribeToOwnProviderKeys, hasOwnProviderKey, () => false);
  // The modal belongs to the user it was opened for: signing out closes it.
  const [modalFor, setModalFor] = useState<string | null>(null);
  const upgradeModalOpen = modalFor !== null && modalFor === userId;

  const spendMutation = useMutation({
    mutationFn: ({ amount, description, options }: SpendRequest) =>
      spendCredits(client, amount, description, options),
    onSettled: () =>
      userId ? queryClient.invalidateQueries({ queryKey: creditsKeys.all(userId) }) : undefined,
  });
  const { mutateAsync: runSpend } = spendMutation;

  const reads = [balance, subscription, transactions, plans];
  const loading = userId !== null && reads.some((read) => read.isPending);
  const failed = reads.find((read) => read.error)?.error;
  const balanceData = balance.data ?? null;
  const subscriptionData = subscription.data ?? null;
  const transactionsData = transactions.data;
  const plansData = plans.data;

  const value = useMemo<CreditsContextValue>(() => {
    const available = balanceData?.available_credits ?? 0;
    const openUpgradeModal = () => setModalFor(userId);
    return {
      loading,
      error: failed ? getErrorMessage(failed) : null,
      balance: balanceData,
      subscription: subscriptionData,
      transactions: transactionsData ?? [],
      plans: plansData ?? [],
      unlimited,
      lowCredits: !unlimited && balanceData !== null && available < LOW_CREDITS_THRESHOLD,
      async spend(amount, description, options): Promise<SpendResult> {
        if (unlimited) return { status: 'unlimited' };
        if (!userId) throw new Error('Sign in to spend credits');
        try {
          return { status: 'charged', entry: await runSpend({ amount, description, options }) };
        } catch (error) {
          if (!(error instanceof InsufficientCreditsError)) throw error;
          toast.error('Insufficient credits', { id: 'insufficient-credits' });
          openUpgradeModal();
          return { status: 'insufficient' };
        }
      },
      requireCredits(amount) {
        // Before the balance is known the spend itself decides.
        if (unlimited || balanceData === null || available >= amount) return true;
        openUpgradeModal();
        return false;
      },
      async expectPayment() {
        if (!userId) return;
        setExpected({
          userId,
          until: Date.now() + PAYMENT_WAIT_MS,
          balanceBefore: balanceData?.available_credits ?? null,
        });
        await queryClient.invalidateQueries({ queryKey: creditsKeys.all(userId) });
      },
      upgradeModalOpen,
      openUpgradeModal,
      closeUpgradeModal: () => setModalFor(null),
    };
  }, [
    balanceData,
    failed,
    loading,
    plansData,
    queryClient,
    runSpend,
    subscriptionData,
    transactionsData,
    unlimited,
    upgradeModalOpen,
    userId,
  ]);

  return <CreditsContext.Provider value={value}>{children}</CreditsContext.Provider>;
}
