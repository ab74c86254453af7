import { createContext, useContext } from 'react';
import type {
  CreditBalance,
  CreditLedgerEntry,
  CreditTransaction,
  CurrentSubscription,
  Plan,
  SpendOptions,
} from './credits-api';

/** What a spend came to: charged, skipped for an unlimited user, or refused for lack of credits. */
export type SpendResult =
  { status: 'charged'; entry: CreditLedgerEntry } | { status: 'unlimited' } | { status: 'insufficient' };

export interface CreditsContextValue {
  /** True until the first load for the signed-in user has answered. */
  loading: boolean;
  /** Why the credits could not be loaded, if they could not. */
  error: string | null;
  balance: CreditBalance | null;
  /** The active paid subscription; null on the Free plan. */
  subscription: CurrentSubscription | null;
  /** The latest transactions, newest first. */
  transactions: CreditTransaction[];
  /** The plans on sale, in order. */
  plans: Plan[];
  /** The user has their own provider key: no checks, no charges. */
  unlimited: boolean;
  /** Fewer than 5 credits are available (never for unlimited users). */
  lowCredits: boolean;
  /**
   * Spends credits. On a short balance it toasts 'Insufficient credits', opens the upgrade
   * modal and resolves with status 'insufficient'; other failures reject.
   */
  spend(amount: number, description: string, options?: SpendOptions): Promise<SpendResult>;
  /** True when `amount` can be spent; otherwise opens the upgrade modal and returns false. */
  requireCredits(amount: number): boolean;
  /**
   * A payment was made (the mock, or a return from Stripe or PayPal): the credits are fetched
   * again now (the promise settles then) and, until the balance changes, every 2 s for 30 s,
   * because a provider's webhook may land after the buyer is back.
   */
  expectPayment(): Promise<void>;
  upgradeModalOpen: boolean;
  openUpgradeModal(): void;
  closeUpgradeModal(): void;
}

export const CreditsContext = createContext<CreditsContextValue | null>(null);

/** The signed-in user's credits, plan and spending; only inside CreditsProvider. */
export function useCredits(): CreditsContextValue {
  const value = useContext(CreditsContext);
  if (!value) throw new Error('useCredits must be used within a CreditsProvider');
  return value;
}
