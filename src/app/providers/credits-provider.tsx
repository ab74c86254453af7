import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import toast from 'react-hot-toast';
import { useAuth } from '@/lib/auth/auth-context';
import { LOW_CREDITS_THRESHOLD } from '@/lib/credits/credit-constants';
import {
  fetchBalance,
  fetchCurrentSubscription,
  fetchPlans,
  fetchRecentTransactions,
  InsufficientCreditsError,
  spendCredits,
  type CreditBalance,
  type CreditTransaction,
  type CurrentSubscription,
  type Plan,
} from '@/lib/credits/credits-api';
import { CreditsContext, type CreditsContextValue } from '@/lib/credits/credits-context';
import { hasOwnProviderKey, subscribeToOwnProviderKeys } from '@/lib/credits/own-provider-keys';
import { getErrorMessage } from '@/lib/get-error-message';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';

interface Loaded {
  userId: string;
  balance: CreditBalance | null;
  subscription: CurrentSubscription | null;
  transactions: CreditTransaction[];
  plans: Plan[];
  error: string | null;
}

type Fetched = Omit<Loaded, 'userId' | 'error'>;

async function fetchCredits(client: AppSupabaseClient): Promise<Fetched | { error: unknown }> {
  try {
    const [balance, subscription, transactions, plans] = await Promise.all([
      fetchBalance(client),
      fetchCurrentSubscription(client),
      fetchRecentTransactions(client),
      fetchPlans(client),
    ]);
    return { balance, subscription, transactions, plans };
  } catch (error) {
    return { error };
  }
}

/**
 * The signed-in user's balance, plan and latest transactions (loaded when a user is present and
 * cleared on sign-out), spending through the database, and the upgrade modal's open state.
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
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // What was loaded for another user (or before sign-out) is never shown.
  const state = loaded && loaded.userId === userId ? loaded : null;
  const loading = userId !== null && state === null;
  const unlimited = useSyncExternalStore(subscribeToOwnProviderKeys, hasOwnProviderKey, () => false);
  // The modal belongs to the user it was opened for: signing out closes it.
  const [modalFor, setModalFor] = useState<string | null>(null);
  const upgradeModalOpen = modalFor !== null && modalFor === userId;
  // Only the newest load may write, so a slow early answer never replaces a later one.
  const latestLoad = useRef(0);

  const apply = useCallback((owner: string, ticket: number, result: Fetched | { error: unknown }) => {
    if (ticket !== latestLoad.current) return;
    if ('error' in result) {
      const message = getErrorMessage(result.error);
      setLoaded((previous) =>
        previous?.userId === owner
          ? { ...previous, error: message }
          : { userId: owner, balance: null, subscription: null, transactions: [], plans: [], error: message },
      );
      return;
    }
    setLoaded({ userId: owner, ...result, error: null });
  }, []);

  const load = useCallback(async () => {
    if (!userId) return;
    const ticket = ++latestLoad.current;
    apply(userId, ticket, await fetchCredits(client));
  }, [apply, client, userId]);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    const ticket = ++latestLoad.current;
    fetchCredits(client).then((result) => {
      if (active) apply(userId, ticket, result);
    });
    return () => {
      active = false;
    };
  }, [apply, client, userId]);

  const value = useMemo<CreditsContextValue>(() => {
    const balance = state?.balance ?? null;
    const available = balance?.available_credits ?? 0;
    const openUpgradeModal = () => setModalFor(userId);
    return {
      loading,
      error: state?.error ?? null,
      balance,
      subscription: state?.subscription ?? null,
      transactions: state?.transactions ?? [],
      plans: state?.plans ?? [],
      unlimited,
      lowCredits: !unlimited && balance !== null && available < LOW_CREDITS_THRESHOLD,
      async spend(amount, description, options) {
        if (unlimited) return { status: 'unlimited' };
        if (!userId) throw new Error('Sign in to spend credits');
        try {
          const entry = await spendCredits(client, amount, description, options);
          await load();
          return { status: 'charged', entry };
        } catch (error) {
          if (!(error instanceof InsufficientCreditsError)) throw error;
          toast.error('Insufficient credits', { id: 'insufficient-credits' });
          openUpgradeModal();
          await load();
          return { status: 'insufficient' };
        }
      },
      requireCredits(amount) {
        // Before the balance is known the spend itself decides.
        if (unlimited || balance === null || available >= amount) return true;
        openUpgradeModal();
        return false;
      },
      refresh: load,
      upgradeModalOpen,
      openUpgradeModal,
      closeUpgradeModal: () => setModalFor(null),
    };
  }, [client, load, loading, state, unlimited, upgradeModalOpen, userId]);

  return <CreditsContext.Provider value={value}>{children}</CreditsContext.Provider>;
}
