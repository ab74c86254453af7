import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { CreditsContext, type CreditsContextValue } from '@/lib/credits/credits-context';
import { PaymentServiceContext } from '@/services/payments/payment-service-context';
import type { PaymentService } from '@/services/payments/payment-service';
import { TestQueryProvider } from '@/test/test-query-provider';
import { AppUpgradeModal, UpgradeModal } from '../upgrade-modal';
import { creditsValue, fakePaymentService, samplePlans } from './credits-test-kit';
import { LocationProbe } from './location-probe';

/** A page with a button that opens the modal, as a screen would. */
function Opener({ onUpgrade = vi.fn(), onViewPlans = vi.fn() }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Generate video
      </button>
      {open && (
        <UpgradeModal
          plans={samplePlans}
          availableCredits={0}
          upgrading={false}
          onUpgrade={onUpgrade}
          onViewPlans={onViewPlans}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

describe('UpgradeModal', () => {
  test('is a labelled modal dialog with the paid plans, the buttons and the reassurances', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Generate video' }));
    const dialog = screen.getByRole('dialog', { name: 'Upgrade to Pro' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const plans = within(dialog).getByRole('list', { name: 'Paid plans' });
    expect(
      within(plans)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Starter', 'Creator', 'Pro']);
    expect(within(plans).getByText('Most Popular')).toBeInTheDocument();
    for (const name of ['Upgrade to Creator Plan', 'View All Plans', 'Continue with Free Plan']) {
      expect(within(dialog).getByRole('button', { name })).toBeEnabled();
    }
    expect(within(dialog).getByText('4.9/5 rating')).toBeInTheDocument();
    expect(within(dialog).getByText('50K+ creators')).toBeInTheDocument();
    expect(within(dialog).getByText('Cancel anytime')).toBeInTheDocument();
    expect(within(dialog).getByText(/You are out of credits/)).toBeInTheDocument();
  });

  test('focus moves in; Escape closes it and focus returns to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Generate video' });
    await user.click(opener);
    expect(screen.getByRole('button', { name: 'Upgrade to Creator Plan' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  test('Tab stays inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Generate video' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  test('Continue with Free Plan closes it; Upgrade offers the Creator plan', async () => {
    const user = userEvent.setup();
    const onUpgrade = vi.fn();
    render(<Opener onUpgrade={onUpgrade} />);
    await user.click(screen.getByRole('button', { name: 'Generate video' }));
    await user.click(screen.getByRole('button', { name: 'Upgrade to Creator Plan' }));
    expect(onUpgrade).toHaveBeenCalledWith(expect.objectContaining({ id: 'creator', price_monthly: 49 }));
    await user.click(screen.getByRole('button', { name: 'Continue with Free Plan' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('AppUpgradeModal', () => {
  function renderApp(credits: CreditsContextValue, service: PaymentService) {
    // The modal lives under the session layout, which holds the query client.
    return render(
      <TestQueryProvider>
        <MemoryRouter initialEntries={['/dashboard/video-creator']}>
          <PaymentServiceContext.Provider value={service}>
            <CreditsContext.Provider value={credits}>
              <Routes>
                <Route path="*" element={<LocationProbe />} />
              </Routes>
              <AppUpgradeModal />
            </CreditsContext.Provider>
          </PaymentServiceContext.Provider>
        </MemoryRouter>
      </TestQueryProvider>,
    );
  }

  test('renders nothing until the credits provider opens it', () => {
    renderApp(creditsValue(), fakePaymentService());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Upgrade to Creator Plan starts the Creator subscription; the mock completes and closes it', async () => {
    const user = userEvent.setup();
    const credits = creditsValue({ upgradeModalOpen: true });
    const service = fakePaymentService();
    renderApp(credits, service);
    await user.click(screen.getByRole('button', { name: 'Upgrade to Creator Plan' }));
    await waitFor(() => expect(credits.closeUpgradeModal).toHaveBeenCalled());
    expect(service.subscribeToPlan).toHaveBeenCalledTimes(1);
    expect(vi.mocked(service.subscribeToPlan).mock.calls[0][0]).toMatchObject({
      id: 'creator',
      name: 'Creator',
    });
    // The modal closes as the payment starts; the mock's completion follows.
    await waitFor(() => expect(credits.expectPayment).toHaveBeenCalled());
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/dashboard/settings?tab=billing&payment=success',
      ),
    );
  });

  test('View All Plans goes to the Billing & Plans tab and closes it', async () => {
    const user = userEvent.setup();
    const credits = creditsValue({ upgradeModalOpen: true });
    renderApp(credits, fakePaymentService());
    await user.click(screen.getByRole('button', { name: 'View All Plans' }));
    expect(credits.closeUpgradeModal).toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/settings?tab=billing');
  });
});
