import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { authValue, creditsValue, fakePaymentService } from '@/components/credits/__tests__/credits-test-kit';
import { LocationProbe } from '@/components/credits/__tests__/location-probe';
import { fakeAdminClient } from '@/lib/admin/__tests__/platform-admin-test-kit';
import { PlatformAdminClientContext } from '@/lib/admin/platform-admin-context';
import { AuthContext, type AuthContextValue } from '@/lib/auth/auth-context';
import { CreditsContext, type CreditsContextValue } from '@/lib/credits/credits-context';
import { PaymentServiceContext } from '@/services/payments/payment-service-context';
import type { PaymentService } from '@/services/payments/payment-service';
import type { PaymentOutcome } from '@/services/payments/payment-types';
import { TestQueryProvider } from '@/test/test-query-provider';
import { SettingsScreen } from '../settings-screen';
import { loadSettingsTabs } from './load-settings-tabs';

beforeAll(loadSettingsTabs, 60_000);

function renderSettings(
  path: string,
  {
    credits = creditsValue(),
    service = fakePaymentService(),
    auth = authValue(),
  }: { credits?: CreditsContextValue; service?: PaymentService; auth?: AuthContextValue } = {},
) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestQueryProvider>
        <AuthContext.Provider value={auth}>
          <PlatformAdminClientContext.Provider value={fakeAdminClient('super_admin')}>
            <PaymentServiceContext.Provider value={service}>
              <CreditsContext.Provider value={credits}>
                <Routes>
                  <Route path="/dashboard/settings" element={<SettingsScreen />} />
                  <Route path="/auth/login" element={<h1>Sign-in screen</h1>} />
                </Routes>
                <LocationProbe />
              </CreditsContext.Provider>
            </PaymentServiceContext.Provider>
          </PlatformAdminClientContext.Provider>
        </AuthContext.Provider>
      </TestQueryProvider>
    </MemoryRouter>,
  );
  return { credits, service, auth, location: () => screen.getByTestId('location').textContent };
}

const selectedTab = () =>
  within(screen.getByRole('tablist', { name: 'Settings' })).getByRole('tab', { selected: true });

describe('Settings tabs', () => {
  test('the twelve tabs are listed from Profile to Data Export (to a platform admin); Profile is the default', async () => {
    renderSettings('/dashboard/settings');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Fix Stripe Now' });
    const tabs = within(screen.getByRole('tablist', { name: 'Settings' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Profile',
      'API Keys',
      'Tracking & Analytics',
      'Fix Stripe Now',
      'Quick Stripe Setup',
      'Stripe Setup',
      'Payment Testing',
      'Billing & Plans',
      'Credits & Usage',
      'Notifications',
      'Privacy & Security',
      'Data Export',
    ]);
    expect(selectedTab()).toHaveTextContent('Profile');
    expect(await screen.findByText('Account Summary')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Profile' })).toHaveTextContent('Account Summary');
  });

  test('?tab= selects a valid tab; an unknown one falls back to Profile', async () => {
    renderSettings('/dashboard/settings?tab=tracking');
    expect(selectedTab()).toHaveTextContent('Tracking & Analytics');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Tracking & Analytics' }),
    ).toBeInTheDocument();
  });

  test('an unknown tab id shows Profile', () => {
    renderSettings('/dashboard/settings?tab=nope');
    expect(selectedTab()).toHaveTextContent('Profile');
  });

  test('choosing a tab puts it in the address; arrow keys move along the tabs', async () => {
    const user = userEvent.setup();
    const view = renderSettings('/dashboard/settings?tab=billing');
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(view.location()).toBe('/dashboard/settings?tab=notifications');
    expect(screen.getByRole('tabpanel', { name: 'Notifications' })).toHaveTextContent(
      'This section is under development.',
    );
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Privacy & Security');
    expect(selectedTab()).toHaveFocus();
    expect(view.location()).toBe('/dashboard/settings?tab=privacy');
    // Privacy & Security is a lazy tab (its storage card): its content comes a moment later.
    await waitFor(() =>
      expect(screen.getByRole('tabpanel')).toHaveTextContent('This section is under development.'),
    );
  });
});

describe('Returning from a payment', () => {
  test('payment=success shows Payment Successful, waits for the credits and cleans the address', async () => {
    const view = renderSettings('/dashboard/settings?tab=credits&payment=success');
    await screen.findByRole('heading', { level: 2, name: 'Credits & Usage' });
    expect(screen.getByRole('status')).toHaveTextContent('Payment Successful');
    await waitFor(() => expect(view.location()).toBe('/dashboard/settings?tab=credits'));
    expect(view.credits.expectPayment).toHaveBeenCalled();
    expect(selectedTab()).toHaveTextContent('Credits & Usage');
    expect(screen.getByText('Payment Successful')).toBeInTheDocument();
  });

  test('payment=cancelled says so and cleans the address too', async () => {
    const view = renderSettings('/dashboard/settings?tab=billing&payment=cancelled');
    await screen.findByRole('heading', { level: 2, name: 'Billing & Plans' });
    expect(screen.getByRole('status')).toHaveTextContent('Payment cancelled');
    await waitFor(() => expect(view.location()).toBe('/dashboard/settings?tab=billing'));
    expect(screen.queryByText('Payment Successful')).not.toBeInTheDocument();
  });

  test('back from PayPal, the approved order is captured once, then the success shows', async () => {
    let finish: () => void = () => undefined;
    const service = fakePaymentService({
      capturePayPalOrder: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    });
    const view = renderSettings(
      '/dashboard/settings?tab=credits&payment=success&provider=paypal&token=ORDER-7&PayerID=P1',
      { service },
    );
    await screen.findByRole('heading', { level: 2, name: 'Credits & Usage' });
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your PayPal payment');
    await waitFor(() => expect(view.location()).toBe('/dashboard/settings?tab=credits'));
    finish();
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    expect(service.capturePayPalOrder).toHaveBeenCalledTimes(1);
    expect(service.capturePayPalOrder).toHaveBeenCalledWith('ORDER-7');
    expect(view.credits.expectPayment).toHaveBeenCalled();
  });
});

describe('Sign Out', () => {
  test('asks first; Cancel keeps the user signed in, Sign Out signs out and goes to sign-in', async () => {
    const user = userEvent.setup();
    const view = renderSettings('/dashboard/settings');
    const button = screen.getByRole('button', { name: 'Sign Out' });
    await user.click(button);
    const dialog = screen.getByRole('alertdialog', { name: 'Sign Out' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to sign out?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(view.auth.signOut).not.toHaveBeenCalled();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign Out' }));
    expect(view.auth.signOut).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
  });
});

describe('Billing & Plans', () => {
  test('a Free user sees Creator OS Free and a subscribe button on each paid plan, none on Free', async () => {
    const user = userEvent.setup();
    const view = renderSettings('/dashboard/settings?tab=billing');
    expect(await screen.findByRole('heading', { level: 2, name: 'Billing & Plans' })).toBeInTheDocument();
    expect(screen.getByText('Creator OS Free')).toBeInTheDocument();
    expect(await screen.findByText('No card on file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Card' })).toBeEnabled();
    expect(
      await screen.findByText('Test mode: payments are simulated and no card is charged.'),
    ).toBeInTheDocument();
    const plans = screen.getByRole('region', { name: 'Available Plans' });
    expect(within(plans).getByText('Most Popular')).toBeInTheDocument();
    expect(within(plans).queryByRole('button', { name: /Free/ })).not.toBeInTheDocument();
    expect(
      within(plans)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Subscribe to Starter', 'Subscribe to Creator', 'Subscribe to Pro']);
    await user.click(within(plans).getByRole('button', { name: 'Subscribe to Creator' }));
    await waitFor(() => expect(view.service.subscribeToPlan).toHaveBeenCalledTimes(1));
    expect(vi.mocked(view.service.subscribeToPlan).mock.calls[0][0]).toMatchObject({ id: 'creator' });
  });

  test('a subscriber sees the plan, its price and next billing date, and Current Plan disabled', async () => {
    const credits = creditsValue({
      subscription: {
        plan_id: 'creator',
        plan_name: 'Creator',
        price_monthly: 49,
        price_yearly: 490,
        credits_included: 150,
        credit_price: 0.33,
        status: 'active',
        billing_interval: 'month',
        current_period_start: '2026-11-01T12:00:00Z',
        current_period_end: '2026-12-01T12:00:00Z',
        provider: 'mock',
      },
    });
    const service = fakePaymentService({
      loadPaymentMethods: vi.fn(async () => [
        { id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 4, expYear: 2030 },
      ]),
    });
    renderSettings('/dashboard/settings?tab=billing', { credits, service });
    const current = await screen.findByRole('region', { name: 'Current Plan' });
    expect(within(current).getByText('Creator')).toBeInTheDocument();
    expect(within(current).getByText('$49.00/month')).toBeInTheDocument();
    expect(
      within(current).getByText(
        new Date('2026-12-01T12:00:00Z').toLocaleDateString(undefined, {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
        }),
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/•••• 4242/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });
});

/** The <dd> paired with the <dt> that reads `term`, in a description list inside `container`. */
function definitionOf(container: HTMLElement, term: string) {
  const index = within(container)
    .getAllByRole('term')
    .findIndex((dt) => dt.textContent === term);
  return within(container).getAllByRole('definition')[index];
}

describe('Account Summary', () => {
  test('shows a placeholder for the plan until the credits load, never Free to a paying user', async () => {
    renderSettings('/dashboard/settings', {
      credits: creditsValue({ loading: true, balance: null, subscription: null }),
    });
    const summary = await screen.findByRole('region', { name: 'Account Summary' });
    expect(definitionOf(summary, 'Plan')).toHaveTextContent('…');
    expect(summary).not.toHaveTextContent('Creator OS Free');
  });

  test('names the plan once it is known', async () => {
    renderSettings('/dashboard/settings');
    const summary = await screen.findByRole('region', { name: 'Account Summary' });
    expect(definitionOf(summary, 'Plan')).toHaveTextContent('Creator OS Free');
  });
});

describe('Credits & Usage', () => {
  test('shows the balance, the three packs with their savings, the usage guide and the transactions', async () => {
    const user = userEvent.setup();
    const credits = creditsValue({
      balance: {
        total_credits: 55,
        used_credits: 31,
        bonus_credits: 0,
        available_credits: 24,
        used_this_period: 1,
        period_start: '2026-11-01T00:00:00Z',
      },
      transactions: [
        {
          id: 't2',
          amount: -1,
          transaction_type: 'usage',
          cost_amount: null,
          description: 'Voice generation',
          entity_type: 'voice',
          created_at: '2026-11-23T10:00:00Z',
        },
        {
          id: 't1',
          amount: 50,
          transaction_type: 'purchase',
          cost_amount: 20,
          description: '50 credits (mock payment)',
          entity_type: 'payment',
          created_at: '2026-11-23T09:00:00Z',
        },
      ],
    });
    const view = renderSettings('/dashboard/settings?tab=credits', { credits });
    expect(await screen.findByTestId('available-credits')).toHaveTextContent('24');
    expect(screen.getByRole('progressbar', { name: 'Credits used' })).toHaveAttribute('aria-valuenow', '31');
    // Used This Month is this period's use (1), not the all-time 31.
    const balance = screen.getByRole('region', { name: 'Credit Balance' });
    expect(definitionOf(balance, 'Used This Month')).toHaveTextContent(/^1$/);
    expect(screen.getByRole('progressbar', { name: 'Credits used' })).toHaveAttribute('aria-valuemax', '55');

    const packs = screen.getByRole('region', { name: 'Buy Credits' });
    expect(within(packs).getByText('$5.00')).toBeInTheDocument();
    expect(within(packs).getByText('$20.00')).toBeInTheDocument();
    expect(within(packs).getByText('$35.00')).toBeInTheDocument();
    expect(within(packs).getByText('Save $5.00')).toBeInTheDocument();
    expect(within(packs).getByText('Save $15.00')).toBeInTheDocument();
    expect(within(packs).getAllByText('BEST VALUE')).toHaveLength(1);

    const guide = screen.getByRole('region', { name: 'Usage Guide' });
    for (const [label, cost] of [
      ['Voice generation', '1 credit'],
      ['Video: Professional style', '1 credit'],
      ['Video: Minimal style', '1 credit'],
      ['Video: Creative style', '2 credits'],
      ['Video: Energetic style', '5 credits'],
      ['Image generation', '0.5 credits'],
      ['Script generation', '0.2 credits'],
    ]) {
      const row = within(guide)
        .getAllByRole('listitem')
        .find((item) => within(item).queryByText(label));
      expect(row).toHaveTextContent(cost);
    }

    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Voice generation', '-1', '—'],
      ['50 credits (mock payment)', '+50', '$20.00'],
    ]);

    await user.click(within(packs).getByRole('button', { name: 'Buy 50 Credits' }));
    await waitFor(() => expect(view.service.purchaseCredits).toHaveBeenCalledTimes(1));
    expect(vi.mocked(view.service.purchaseCredits).mock.calls[0][0]).toMatchObject({
      credits: 50,
      price: 20,
    });
    // The mock completes after the click's handler: the success shows when it has.
    expect(await screen.findByText('Payment Successful')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/dashboard/settings?tab=credits'));
  });

  test('a second click while a purchase is in progress is ignored', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const service = fakePaymentService({
      purchaseCredits: vi.fn(
        () =>
          new Promise<PaymentOutcome>((resolve) => {
            finish = () =>
              resolve({
                route: 'mock' as const,
                returnPath: '/dashboard/settings?tab=credits&payment=success',
              });
          }),
      ),
    });
    renderSettings('/dashboard/settings?tab=credits', { service });
    const buy = await screen.findByRole('button', { name: 'Buy 10 Credits' });
    await user.click(buy);
    expect(buy).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Buy 100 Credits' }));
    expect(service.purchaseCredits).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(buy).toBeEnabled());
  });
});
