import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  authValue,
  creditsValue,
  fakePaymentService,
  mockOnlyStatus,
} from '@/components/credits/__tests__/credits-test-kit';
import { LocationProbe } from '@/components/credits/__tests__/location-probe';
import { fakeAdminClient } from '@/lib/admin/__tests__/platform-admin-test-kit';
import type { PlatformAdminRole } from '@/lib/admin/platform-admin';
import { PlatformAdminClientContext } from '@/lib/admin/platform-admin-context';
import { AuthContext } from '@/lib/auth/auth-context';
import { CreditsContext } from '@/lib/credits/credits-context';
import { FunctionError } from '@/lib/function-error';
import type { PaymentService } from '@/services/payments/payment-service';
import { PaymentServiceContext } from '@/services/payments/payment-service-context';
import type { PaymentOutcome, PaymentStatus } from '@/services/payments/payment-types';
import { TestQueryProvider } from '@/test/test-query-provider';
import { SettingsScreen } from '../settings-screen';
import { loadSettingsTabs } from './load-settings-tabs';

beforeAll(loadSettingsTabs, 60_000);

const stripeStatus: PaymentStatus = {
  stripe: { configured: true, publishableKey: 'pk_test_123' },
  paypal: { configured: false, clientId: null, environment: 'sandbox' },
  mock: { enabled: false },
  environment: 'production',
};
const paypalOnlyStatus: PaymentStatus = {
  stripe: { configured: false, publishableKey: null },
  paypal: { configured: true, clientId: 'client-id-1234567', environment: 'sandbox' },
  mock: { enabled: false },
  environment: 'production',
};

function renderSettings(
  path: string,
  {
    role = 'super_admin',
    pending = false,
    service = fakePaymentService(),
  }: { role?: PlatformAdminRole | null; pending?: boolean; service?: PaymentService } = {},
) {
  const credits = creditsValue();
  render(
    <MemoryRouter initialEntries={[path]}>
      <TestQueryProvider>
        <AuthContext.Provider value={authValue()}>
          <PlatformAdminClientContext.Provider value={fakeAdminClient(role, { pending })}>
            <PaymentServiceContext.Provider value={service}>
              <CreditsContext.Provider value={credits}>
                <Routes>
                  <Route path="/dashboard/settings" element={<SettingsScreen />} />
                </Routes>
                <LocationProbe />
                <Toaster />
              </CreditsContext.Provider>
            </PaymentServiceContext.Provider>
          </PlatformAdminClientContext.Provider>
        </AuthContext.Provider>
      </TestQueryProvider>
    </MemoryRouter>,
  );
  return { service, credits };
}

const tabNames = () =>
  within(screen.getByRole('tablist', { name: 'Settings' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

beforeEach(() => localStorage.clear());
// Typing through user-event is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  toast.remove();
  vi.useRealTimers();
});

describe('Payment set-up tabs are for platform admins only', () => {
  test('someone who is not a platform admin does not see the four tabs listed', async () => {
    renderSettings('/dashboard/settings', { role: null });
    await screen.findByRole('tab', { name: 'Billing & Plans' });
    // Wait for the check to answer: the list does not change afterwards.
    await act(async () => undefined);
    expect(tabNames()).toEqual([
      'Profile',
      'API Keys',
      'Tracking & Analytics',
      'Billing & Plans',
      'Credits & Usage',
      'Notifications',
      'Privacy & Security',
      'Data Export',
    ]);
  });

  test('opening ?tab=stripe-config without being an admin shows the admins-only message, not the content', async () => {
    const { service } = renderSettings('/dashboard/settings?tab=stripe-config', { role: null });
    expect(
      await screen.findByText('This tab is for platform admins. Ask an operator if you need access.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Fix Stripe Now' })).toBeInTheDocument();
    expect(screen.queryByText('Server configuration')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Fix Stripe Now' })).not.toBeInTheDocument();
    expect(service.getPaymentStatus).toHaveBeenCalledTimes(1); // the screen's own, not the tab's
  });

  test('while the check runs, the tab shows a spinner and no content', () => {
    renderSettings('/dashboard/settings?tab=payment-testing', { pending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
    expect(screen.queryByRole('button', { name: /Run Test/ })).not.toBeInTheDocument();
  });

  test('a platform admin sees all twelve tabs, the four payment tabs in place', async () => {
    renderSettings('/dashboard/settings?tab=stripe-config');
    expect(await screen.findByRole('tab', { name: 'Fix Stripe Now', selected: true })).toBeInTheDocument();
    expect(tabNames()).toHaveLength(12);
    expect(tabNames().slice(3, 7)).toEqual([
      'Fix Stripe Now',
      'Quick Stripe Setup',
      'Stripe Setup',
      'Payment Testing',
    ]);
    await screen.findByText('Server configuration');
    expect(screen.getByRole('tabpanel', { name: 'Fix Stripe Now' })).toHaveTextContent(
      'Server configuration',
    );
  });
});

describe('Walkthroughs', () => {
  test('Mark Complete advances steps 1 to 4; each tab keeps its own progress', async () => {
    const user = userEvent.setup();
    renderSettings('/dashboard/settings?tab=quick-stripe');
    await screen.findByRole('heading', { level: 2, name: 'Quick Stripe Setup' });
    // The heading shows while the admin check runs; the steps once it has answered.
    expect(await screen.findByText('Step 1 of 4')).toBeInTheDocument();
    const current = () => screen.getByRole('listitem', { current: 'step' });
    expect(current()).toHaveTextContent('Copy your Stripe test keys');

    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(current()).toHaveTextContent('Set the keys as server secrets');
    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(current()).toHaveTextContent('Add the Stripe webhook');
    expect(current()).toHaveTextContent('/functions/v1/stripe-webhook');
    expect(current()).toHaveTextContent('checkout.session.completed');

    await user.click(screen.getByRole('tab', { name: 'Stripe Setup' }));
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Quick Stripe Setup' }));
    expect(screen.getByText('Step 3 of 4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    await user.click(screen.getByRole('button', { name: 'Mark Complete' }));
    expect(screen.getByText('All steps complete.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Over' }));
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
  });

  test('copy buttons copy the value and say so', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    localStorage.setItem('creator-os:payment-setup:quick-stripe', '1');
    renderSettings('/dashboard/settings?tab=quick-stripe');
    await user.click(await screen.findByRole('button', { name: 'Copy Stripe secrets command' }));
    expect(writeText).toHaveBeenCalledWith(
      'npx supabase secrets set STRIPE_SECRET_KEY=sk_test_... STRIPE_PUBLISHABLE_KEY=pk_test_...',
    );
    expect(await screen.findByText('Stripe secrets command copied to clipboard!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Stripe secrets command' })).toHaveTextContent('Copied!');
  });
});

describe('Payment tests', () => {
  const resultOf = (key: string) => screen.getByTestId(`result-${key}`);

  test('the Stripe test goes idle → testing → success; in local mode the mock answers with 1 credit', async () => {
    let finish: (outcome: PaymentOutcome) => void = () => undefined;
    const service = fakePaymentService({
      getPaymentStatus: vi.fn(async () => mockOnlyStatus),
      purchaseCredits: vi.fn(
        (_pack, options) =>
          new Promise<PaymentOutcome>((resolve) => {
            options?.onRoute?.('mock');
            finish = resolve;
          }),
      ),
    });
    const { credits } = renderSettings('/dashboard/settings?tab=payment-testing', { service });
    const run = await screen.findByRole('button', { name: 'Run Test: Stripe test payment' });
    expect(resultOf('stripe:payment')).toHaveTextContent('Not run yet.');
    expect(await screen.findByText('Enabled (no money moves)')).toBeInTheDocument();

    // Two quick clicks: the second, while the first is processing, is ignored.
    fireEvent.click(run);
    fireEvent.click(run);
    expect(await screen.findByText('Testing…', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run Test: PayPal test payment' })).toBeDisabled();
    await vi.waitFor(() => expect(service.purchaseCredits).toHaveBeenCalledTimes(1));
    expect(vi.mocked(service.purchaseCredits).mock.calls[0][0]).toEqual({ credits: 1, price: 0.5 });
    expect(vi.mocked(service.purchaseCredits).mock.calls[0][1]).toMatchObject({ provider: 'stripe' });

    await act(async () =>
      finish({ route: 'mock', returnPath: '/dashboard/settings?tab=credits&payment=success' }),
    );
    expect(resultOf('stripe:payment')).toHaveTextContent(
      'Stripe is not configured here, so the mock payment answered: 1 credit was added.',
    );
    expect(credits.expectPayment).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Run Test: PayPal test payment' })).toBeEnabled();
  });

  test('the subscription test subscribes to Creator at $49 a month', async () => {
    const user = userEvent.setup();
    const service = fakePaymentService();
    renderSettings('/dashboard/settings?tab=payment-testing', { service });
    await user.click(await screen.findByRole('button', { name: 'Run Test: PayPal test subscription' }));
    await vi.waitFor(() => expect(service.subscribeToPlan).toHaveBeenCalledTimes(1));
    expect(vi.mocked(service.subscribeToPlan).mock.calls[0][0]).toEqual({
      id: 'creator',
      name: 'Creator',
      price_monthly: 49,
    });
    expect(
      await within(resultOf('paypal:subscription')).findByText(
        'PayPal is not configured here, so the mock payment answered: you are on the Creator plan.',
      ),
    ).toBeInTheDocument();
  });

  test('a 404 from create-payment-session reads as "edge functions need deployment"', async () => {
    const user = userEvent.setup();
    const service = fakePaymentService({
      getPaymentStatus: vi.fn(async () => stripeStatus),
      purchaseCredits: vi.fn(async () => {
        throw new Error('Payment setup failed: Failed to create payment session: 404 (Function not found)');
      }),
    });
    renderSettings('/dashboard/settings?tab=payment-testing', { service });
    await user.click(await screen.findByRole('button', { name: 'Run Test: Stripe test payment' }));
    expect(
      await within(resultOf('stripe:payment')).findByText(
        'Frontend configured, edge functions need deployment',
      ),
    ).toBeInTheDocument();
    expect(resultOf('stripe:payment')).toHaveTextContent('npx supabase functions deploy');
    expect(
      await screen.findByText('Payment failed: Frontend configured, edge functions need deployment'),
    ).toBeInTheDocument();
  });

  test('a missing STRIPE_SECRET_KEY in the answer tells the operator to add it', async () => {
    const user = userEvent.setup();
    const service = fakePaymentService({
      getPaymentStatus: vi.fn(async () => stripeStatus),
      purchaseCredits: vi.fn(async () => {
        throw new Error(
          'Payment setup failed: Failed to create payment session: 503 (Stripe is not configured)',
        );
      }),
    });
    renderSettings('/dashboard/settings?tab=payment-testing', { service });
    await user.click(await screen.findByRole('button', { name: 'Run Test: Stripe test payment' }));
    expect(await within(resultOf('stripe:payment')).findByText(/Add STRIPE_SECRET_KEY/)).toBeInTheDocument();
  });

  test('a Stripe test on a PayPal-only server fails at once and never goes to PayPal', async () => {
    const user = userEvent.setup();
    const service = fakePaymentService({ getPaymentStatus: vi.fn(async () => paypalOnlyStatus) });
    renderSettings('/dashboard/settings?tab=payment-testing', { service });
    await user.click(await screen.findByRole('button', { name: 'Run Test: Stripe test payment' }));
    expect(
      await within(resultOf('stripe:payment')).findByText(
        'Stripe publishable key not found in environment variables',
      ),
    ).toBeInTheDocument();
    expect(service.purchaseCredits).not.toHaveBeenCalled();
  });

  test('when payment-status cannot be reached, the status card says the functions need deployment', async () => {
    const service = fakePaymentService({
      getPaymentStatus: vi.fn(async () => {
        throw new FunctionError(null, null, 'Failed to send a request to the Edge Function');
      }),
    });
    renderSettings('/dashboard/settings?tab=stripe-config', { service });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Frontend configured, edge functions need deployment');
  });

  test('leaving the tab while a test runs clears the busy state', async () => {
    const user = userEvent.setup();
    const service = fakePaymentService({
      purchaseCredits: vi.fn(() => new Promise<PaymentOutcome>(() => undefined)),
    });
    renderSettings('/dashboard/settings?tab=payment-testing', { service });
    await user.click(await screen.findByRole('button', { name: 'Run Test: Stripe test payment' }));
    expect(await screen.findByRole('button', { name: 'Testing…: Stripe test payment' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Billing & Plans' }));
    await user.click(screen.getByRole('tab', { name: 'Payment Testing' }));
    await screen.findByTestId('result-stripe:payment');
    expect(resultOf('stripe:payment')).toHaveTextContent('Not run yet.');
    expect(screen.getByRole('button', { name: 'Run Test: PayPal test payment' })).toBeEnabled();
  });
});
