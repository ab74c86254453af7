import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { CreditsContext, type CreditsContextValue } from '@/lib/credits/credits-context';
import { CreditsBadge } from '../credits-badge';
import { LowCreditsWarning } from '../low-credits-warning';
import { creditsValue } from './credits-test-kit';

function renderWith(credits: CreditsContextValue) {
  render(
    <MemoryRouter>
      <CreditsContext.Provider value={credits}>
        <CreditsBadge />
        <LowCreditsWarning />
      </CreditsContext.Provider>
    </MemoryRouter>,
  );
}

describe('CreditsBadge and LowCreditsWarning', () => {
  test('the badge shows the available credits and links to Credits & Usage; 5 is not low', () => {
    renderWith(creditsValue());
    const badge = screen.getByRole('link', { name: 'Credits: 5' });
    expect(badge).toHaveAttribute('href', '/dashboard/settings?tab=credits');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  test('below 5 the warning says how many are left and links to buy more', () => {
    renderWith(
      creditsValue({
        balance: { ...creditsValue().balance!, used_credits: 1, available_credits: 4, used_this_period: 1 },
        lowCredits: true,
      }),
    );
    expect(screen.getByRole('link', { name: 'Credits: 4' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('only 4 credits left');
    expect(screen.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
      'href',
      '/dashboard/settings?tab=credits',
    );
  });

  test('users with their own provider keys are Unlimited and never warned', () => {
    renderWith(
      creditsValue({
        unlimited: true,
        balance: { ...creditsValue().balance!, used_credits: 5, available_credits: 0, used_this_period: 5 },
      }),
    );
    expect(screen.getByRole('link', { name: 'Credits: Unlimited' })).toHaveTextContent('Unlimited');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
