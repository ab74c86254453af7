import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { creditsValue } from '@/components/credits/__tests__/credits-test-kit';
import { AuthContext } from '@/lib/auth/auth-context';
import { CreditsContext } from '@/lib/credits/credits-context';
import { WorkspaceContext } from '@/lib/workspaces/workspace-context';
import { workspacesValue } from '@/test/workspaces-value';
import { fakeAuth } from '@/test/fake-auth';
import { TopBar } from '../layouts/top-bar';

vi.mock('react-hot-toast', () => ({ default: vi.fn() }));

const noWorkspaces = workspacesValue();

function renderTopBar() {
  render(
    <MemoryRouter>
      <AuthContext.Provider value={fakeAuth({ id: 'user-1', email: 'ada@example.com' })}>
        <CreditsContext.Provider value={creditsValue()}>
          <WorkspaceContext.Provider value={noWorkspaces}>
            <TopBar onOpenMenu={vi.fn()} />
          </WorkspaceContext.Provider>
        </CreditsContext.Provider>
      </AuthContext.Provider>
    </MemoryRouter>,
  );
}

describe('TopBar search', () => {
  test('submitting the search says it is coming soon and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderTopBar();
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveAttribute('placeholder', 'Search campaigns, videos, templates...');
    await user.type(search, 'summer campaign{Enter}');
    expect(toast).toHaveBeenCalledWith('Search is coming soon.');
    expect(search).toHaveValue('summer campaign');
  });
});
