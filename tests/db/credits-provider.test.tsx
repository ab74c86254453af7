// @vitest-environment jsdom
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { CreditsProvider } from '../../src/app/providers/credits-provider';
import { AuthContext } from '../../src/lib/auth/auth-context';
import { useCredits, type CreditsContextValue } from '../../src/lib/credits/credits-context';
import { OWN_PROVIDER_KEYS_STORAGE_KEY, writeOwnProviderKeys } from '../../src/lib/credits/own-provider-keys';
import type { LocalBackend } from '../../local-backend/backend';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { fakeAuth } from '../../src/test/fake-auth';
import { TestQueryProvider } from '../../src/test/test-query-provider';

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

const authFor = (person: SignedIn | null) => fakeAuth(person && { id: person.userId, email: person.email });

/** The real provider over the real local backend, signed in as `person`. */
function renderCredits(person: SignedIn | null) {
  let auth = authFor(person);
  let client = person?.client as AppSupabaseClient | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestQueryProvider>
      <AuthContext.Provider value={auth}>
        <CreditsProvider client={client}>{children}</CreditsProvider>
      </AuthContext.Provider>
    </TestQueryProvider>
  );
  const { result, rerender, unmount } = renderHook(() => useCredits(), { wrapper });
  return {
    current: () => result.current as CreditsContextValue,
    switchUser(next: SignedIn | null) {
      auth = authFor(next);
      client = next?.client as AppSupabaseClient | undefined;
      rerender();
    },
    unmount,
  };
}

let keyCounter = 0;
const uniqueKey = () => `spend-${Date.now().toString(36)}-${(keyCounter += 1)}`;

describe('CreditsProvider over the local backend', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    // Every test client shares jsdom's storage key; supabase-js warns about it each time.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
    });
    backend = await createTestBackend('pglite');
  });
  afterAll(() => backend.close());
  afterEach(() => localStorage.removeItem(OWN_PROVIDER_KEYS_STORAGE_KEY));

  test('a new user has the 5 welcome credits, the Free plan and the four plans on sale', async () => {
    const view = renderCredits(await signedInClient(backend));
    await waitFor(() => expect(view.current().loading).toBe(false));
    expect(view.current().error).toBeNull();
    expect(view.current().balance).toEqual({
      total_credits: 5,
      used_credits: 0,
      bonus_credits: 0,
      available_credits: 5,
      used_this_period: 0,
      period_start: expect.any(String),
    });
    expect(view.current().lowCredits).toBe(false);
    expect(view.current().unlimited).toBe(false);
    expect(view.current().subscription).toBeNull();
    expect(view.current().plans.map((p) => p.id)).toEqual(['free', 'starter', 'creator', 'pro']);
    expect(view.current().transactions).toMatchObject([{ amount: 5, description: 'Welcome credits' }]);
    view.unmount();
  });

  test('spending reduces the balance, lists the usage and turns on the low-credits warning', async () => {
    const view = renderCredits(await signedInClient(backend));
    await waitFor(() => expect(view.current().loading).toBe(false));
    const key = uniqueKey();
    let result: Awaited<ReturnType<CreditsContextValue['spend']>> | undefined;
    await act(async () => {
      result = await view
        .current()
        .spend(1, 'Voice generation', { entityType: 'voice', idempotencyKey: key });
    });
    expect(result).toMatchObject({ status: 'charged', entry: { amount: -1, transaction_type: 'usage' } });
    // The spend invalidated the credits: the balance refetches without a hand-made refresh.
    await waitFor(() =>
      expect(view.current().balance).toMatchObject({ available_credits: 4, used_credits: 1 }),
    );
    expect(view.current().lowCredits).toBe(true);
    expect(view.current().transactions[0]).toMatchObject({ amount: -1, description: 'Voice generation' });

    // The same idempotency key spends once.
    await act(async () => {
      await view.current().spend(1, 'Voice generation', { entityType: 'voice', idempotencyKey: key });
    });
    expect(view.current().balance?.available_credits).toBe(4);
    view.unmount();
  });

  test("spending more than the balance toasts 'Insufficient credits' and opens the upgrade modal", async () => {
    const toastError = vi.spyOn(toast, 'error');
    const view = renderCredits(await signedInClient(backend));
    await waitFor(() => expect(view.current().loading).toBe(false));
    expect(view.current().upgradeModalOpen).toBe(false);
    let result: Awaited<ReturnType<CreditsContextValue['spend']>> | undefined;
    await act(async () => {
      result = await view.current().spend(5, 'Video generation (energetic)', { entityType: 'video' });
    });
    expect(result).toEqual({ status: 'charged', entry: expect.objectContaining({ amount: -5 }) });
    await act(async () => {
      result = await view.current().spend(1, 'Voice generation');
    });
    expect(result).toEqual({ status: 'insufficient' });
    expect(toastError).toHaveBeenCalledWith('Insufficient credits', expect.anything());
    expect(view.current().upgradeModalOpen).toBe(true);
    await waitFor(() => expect(view.current().balance?.available_credits).toBe(0));
    expect(view.current().requireCredits(1)).toBe(false);

    act(() => view.current().closeUpgradeModal());
    expect(view.current().upgradeModalOpen).toBe(false);
    toastError.mockRestore();
    view.unmount();
  });

  test('a user with their own provider key is unlimited: nothing is checked or charged', async () => {
    const view = renderCredits(await signedInClient(backend));
    await waitFor(() => expect(view.current().loading).toBe(false));
    act(() => writeOwnProviderKeys({ wavespeed: 'ws-own-key' }));
    expect(view.current().unlimited).toBe(true);
    let result: Awaited<ReturnType<CreditsContextValue['spend']>> | undefined;
    await act(async () => {
      result = await view.current().spend(50, 'Video generation');
    });
    expect(result).toEqual({ status: 'unlimited' });
    expect(view.current().requireCredits(1000)).toBe(true);
    await act(() => view.current().expectPayment());
    expect(view.current().balance?.available_credits).toBe(5);
    view.unmount();
  });

  test('signing out clears the credits and closes the modal; the next user sees only their own', async () => {
    const alice = await signedInClient(backend);
    const bob = await signedInClient(backend);
    const view = renderCredits(alice);
    await waitFor(() => expect(view.current().loading).toBe(false));
    await act(async () => {
      await view.current().spend(2, 'Video generation (creative)');
    });
    act(() => view.current().openUpgradeModal());
    view.switchUser(null);
    expect(view.current().balance).toBeNull();
    expect(view.current().transactions).toEqual([]);
    expect(view.current().upgradeModalOpen).toBe(false);

    view.switchUser(bob);
    await waitFor(() => expect(view.current().loading).toBe(false));
    expect(view.current().balance?.available_credits).toBe(5);
    expect(view.current().transactions.map((t) => t.description)).toEqual(['Welcome credits']);
    view.unmount();
  });

  test('a payment whose webhook lands after the buyer is back shows without a reload', async () => {
    const buyer = await signedInClient(backend);
    const view = renderCredits(buyer);
    await waitFor(() => expect(view.current().loading).toBe(false));
    await act(() => view.current().expectPayment());
    expect(view.current().balance?.available_credits).toBe(5);

    // The provider's webhook arrives a moment later; nobody clicks anything.
    const service = clientFor(backend, backend.serviceRoleKey);
    const granted = await service.rpc('grant_credits', {
      p_user_id: buyer.userId,
      p_amount: 50,
      p_type: 'purchase',
      p_description: '50 credits',
    });
    expect(granted.error).toBeNull();
    await waitFor(() => expect(view.current().balance?.available_credits).toBe(55), { timeout: 10_000 });
    await waitFor(() =>
      expect(view.current().transactions[0]).toMatchObject({ amount: 50, description: '50 credits' }),
    );
    view.unmount();
  });

  test('the hook says clearly when it is used outside its provider', () => {
    function Orphan() {
      useCredits();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useCredits must be used within a CreditsProvider');
  });
});
