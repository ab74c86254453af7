import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { AuthContext } from '@/lib/auth/auth-context';
import type { AppSupabaseClient } from '@/lib/supabase';
import { WorkspaceContext } from '@/lib/workspaces/workspace-context';
import { fakeAuth } from '@/test/fake-auth';
import { TestQueryProvider } from '@/test/test-query-provider';
import { currentWorkspaceValue, testWorkspace } from '@/test/workspaces-value';
import type { LocalBackend } from '../../../../local-backend';
import { createTestBackend, signedInClient } from '../../../../tests/support/test-backend';
import { createWorkspace } from '../../../../tests/support/workspace-kit';
import { CollaborationScreen } from '../screens/collaboration-screen';

// The screen over the real local backend (PGlite), in a new workspace: it starts with the spec's
// sample projects, comments, team and activity.

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

const project = (name: string) => screen.findByRole('button', { name: new RegExp(name) });
const detail = (name: string) => screen.getByRole('region', { name });

describe('Collaboration', { timeout: 60_000 }, () => {
  let backend: LocalBackend;
  let owner: SignedIn;
  beforeAll(async () => {
    // Every test client shares jsdom's storage key; supabase-js warns about it each time.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
    });
    backend = await createTestBackend('pglite');
    owner = await signedInClient(backend, { first_name: 'Olivia', last_name: 'Owner' });
  }, 180_000);
  afterAll(() => backend.close());

  /** The screen in a new workspace of the owner's. */
  async function setupScreen() {
    const workspaceId = await createWorkspace(owner, 'Studio');
    render(
      <TestQueryProvider>
        <AuthContext.Provider value={fakeAuth({ id: owner.userId, email: owner.email })}>
          <WorkspaceContext.Provider value={currentWorkspaceValue(testWorkspace(workspaceId))}>
            <CollaborationScreen client={owner.client as AppSupabaseClient} />
          </WorkspaceContext.Provider>
        </AuthContext.Provider>
      </TestQueryProvider>,
    );
    return userEvent.setup();
  }

  test('with no project selected the panel says so; selecting one shows its details', async () => {
    const user = await setupScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Collaboration' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select a Project' })).toBeInTheDocument();

    await user.click(await project('Summer Product Launch'));
    expect(await project('Summer Product Launch')).toHaveAttribute('aria-pressed', 'true');
    const panel = within(detail('Summer Product Launch'));
    expect(panel.getByRole('heading', { name: 'Summer Product Launch' })).toBeInTheDocument();
    expect(panel.getByText('In Progress')).toBeInTheDocument();
    expect(panel.getByText('high')).toBeInTheDocument();
    expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65');
    expect(panel.getByText('Marcus Johnson')).toBeInTheDocument();
    expect(await panel.findByText(/tighten the hook/)).toBeInTheDocument();
  });

  test('Send is disabled while the comment is blank; a sent comment stays with its project', async () => {
    const user = await setupScreen();
    await user.click(await project('Holiday Campaign Thumbnails'));
    const send = await screen.findByRole('button', { name: 'Send' });
    const box = screen.getByPlaceholderText('Add a comment...');
    expect(send).toBeDisabled();
    await user.type(box, '   ');
    expect(send).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Set B reads better on mobile.');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByText('Set B reads better on mobile.')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(send).toBeDisabled();

    await user.click(await project('Summer Product Launch'));
    expect(await screen.findByText(/tighten the hook/)).toBeInTheDocument();
    expect(screen.queryByText('Set B reads better on mobile.')).not.toBeInTheDocument();
    await user.click(await project('Holiday Campaign Thumbnails'));
    expect(await screen.findByText('Set B reads better on mobile.')).toBeInTheDocument();
    expect(await project('Holiday Campaign Thumbnails')).toHaveTextContent('1 comment');
  });

  test('New Project opens its form; the Team and Activity tabs, presence for screen readers', async () => {
    const user = await setupScreen();
    await user.click(await screen.findByRole('button', { name: 'New Project' }));
    expect(await screen.findByRole('dialog', { name: 'New Project' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('tab', { name: 'Team' }));
    const members = within(screen.getByRole('list', { name: 'Team members' })).getAllByRole('listitem');
    expect(members).toHaveLength(5);
    expect(within(members[0]).getByText('Status: Online')).toBeInTheDocument();
    expect(within(members[2]).getByText('Status: Away')).toBeInTheDocument();
    expect(within(members[3]).getByText('Status: Offline')).toBeInTheDocument();
    expect(within(members[0]).getByText('Sample')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Message Sarah Chen' }));
    expect(toast).toHaveBeenCalledWith('Messaging is coming soon');
    const real = within(await screen.findByRole('list', { name: 'Workspace members' }));
    expect(await real.findByText('Owner')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    const feed = await screen.findByRole('list', { name: 'Activity' });
    expect(within(feed).getAllByRole('listitem')).toHaveLength(6);
    expect(within(feed).getByText(/David Kim commented on “Summer Product Launch”/)).toBeInTheDocument();
  });
});
