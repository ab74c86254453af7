// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { CollaborationScreen } from '../../src/features/collaboration/screens/collaboration-screen';
import { AuthContext } from '../../src/lib/auth/auth-context';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { WorkspaceContext } from '../../src/lib/workspaces/workspace-context';
import { fakeAuth } from '../../src/test/fake-auth';
import { TestQueryProvider } from '../../src/test/test-query-provider';
import { currentWorkspaceValue, testWorkspace } from '../../src/test/workspaces-value';
import { createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// Collaboration over the real local backend: a new project kept across a fresh query client, a
// comment stored and read by another member, status and progress kept, and a viewer with no
// controls.

configure({ asyncUtilTimeout: 15_000 });

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

/** The screen as `person` in `workspaceId`, in a fresh query client (a reload). */
function showScreen(person: SignedIn, workspaceId: string) {
  const user = userEvent.setup();
  render(
    <TestQueryProvider>
      <AuthContext.Provider value={fakeAuth({ id: person.userId, email: person.email })}>
        <WorkspaceContext.Provider
          value={currentWorkspaceValue(testWorkspace(workspaceId, { name: 'Studio' }))}
        >
          <CollaborationScreen client={person.client as AppSupabaseClient} />
        </WorkspaceContext.Provider>
      </AuthContext.Provider>
      <Toaster />
    </TestQueryProvider>,
  );
  return user;
}

const projectButton = (name: string) => screen.findByRole('button', { name: new RegExp(name) });

describe('Collaboration over the local backend', { timeout: 90_000 }, () => {
  let backend: LocalBackend;
  let owner: SignedIn;
  let member: SignedIn;
  let viewer: SignedIn;
  let workspaceId: string;
  beforeAll(async () => {
    // jsdom has no matchMedia; the toaster and the screen ask it.
    window.matchMedia ??= (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
    });
    backend = await createTestBackend('pglite');
    owner = await signedInClient(backend, { first_name: 'Olivia', last_name: 'Owner' });
    member = await signedInClient(backend, { first_name: 'Max', last_name: 'Member' });
    viewer = await signedInClient(backend, { first_name: 'Vera', last_name: 'Viewer' });
    workspaceId = await createWorkspace(owner, 'Studio');
    await joinWorkspace(owner, member, workspaceId, 'member');
    await joinWorkspace(owner, viewer, workspaceId, 'viewer');
  }, 180_000);
  afterEach(cleanup);
  afterAll(() => backend.close());

  test('New Project saves with its assignees and is there after a reload', async () => {
    const user = showScreen(owner, workspaceId);
    await user.click(await screen.findByRole('button', { name: 'New Project' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Project' }));
    await user.type(dialog.getByLabelText('Name'), 'Spring teaser');
    await user.type(dialog.getByLabelText('Description'), 'A 15-second teaser.');
    await user.selectOptions(dialog.getByLabelText('Priority'), 'High');
    await user.type(dialog.getByLabelText('Due date'), '2026-12-20');
    await user.click(await dialog.findByRole('checkbox', { name: 'Max Member' }));
    await user.click(dialog.getByRole('button', { name: 'Create Project' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await projectButton('Spring teaser')).toHaveAttribute('aria-pressed', 'true');
    cleanup();

    showScreen(member, workspaceId);
    await userEvent.setup().click(await projectButton('Spring teaser'));
    const detail = within(screen.getByRole('region', { name: 'Spring teaser' }));
    expect(detail.getByText('A 15-second teaser.')).toBeInTheDocument();
    expect(detail.getByText('high')).toBeInTheDocument();
    expect(detail.getByText('Dec 20, 2026')).toBeInTheDocument();
    expect(await detail.findByText('You')).toBeInTheDocument();
  });

  test('a comment is stored once and another member reads it, by name', async () => {
    const user = showScreen(member, workspaceId);
    await user.click(await projectButton('Holiday Campaign Thumbnails'));
    const box = await screen.findByPlaceholderText('Add a comment...');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(box, 'Set B reads better on mobile.');
    await user.dblClick(send);
    expect(await screen.findByText('Set B reads better on mobile.')).toBeInTheDocument();
    await waitFor(() => expect(box).toHaveValue(''));
    expect(send).toBeDisabled();
    const { data } = await owner.client
      .from('project_comments')
      .select('body')
      .eq('workspace_id', workspaceId)
      .eq('body', 'Set B reads better on mobile.');
    expect(data).toHaveLength(1);
    cleanup();

    const asOwner = showScreen(owner, workspaceId);
    await asOwner.click(await projectButton('Holiday Campaign Thumbnails'));
    const comments = within(await screen.findByRole('list', { name: 'Comments' }));
    expect(await comments.findByText('Set B reads better on mobile.')).toBeInTheDocument();
    expect(await comments.findByText('Max Member')).toBeInTheDocument();
    expect(await projectButton('Holiday Campaign Thumbnails')).toHaveTextContent('1 comment');
    await asOwner.click(screen.getByRole('tab', { name: 'Activity' }));
    const feed = within(await screen.findByRole('list', { name: 'Activity' }));
    expect(
      await feed.findByText(/Max Member commented on “Holiday Campaign Thumbnails”/),
    ).toBeInTheDocument();
  });

  test('status and progress are saved and kept', async () => {
    const user = showScreen(owner, workspaceId);
    await user.click(await projectButton('Summer Product Launch'));
    const detail = within(screen.getByRole('region', { name: 'Summer Product Launch' }));
    await user.selectOptions(detail.getByLabelText('Status'), 'In Review');
    const progress = detail.getByLabelText('Progress (%)');
    await user.clear(progress);
    await user.type(progress, '80');
    await user.click(detail.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(detail.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80'));
    cleanup();

    showScreen(viewer, workspaceId);
    await userEvent.setup().click(await projectButton('Summer Product Launch'));
    const seen = within(screen.getByRole('region', { name: 'Summer Product Launch' }));
    expect(seen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '80');
    expect(seen.getByText('In Review')).toBeInTheDocument();
  });

  test('Delete project asks first, then the project is gone for everyone', async () => {
    const user = showScreen(owner, workspaceId);
    await user.click(await projectButton('Q3 Brand Partnership Recap'));
    const detail = within(screen.getByRole('region', { name: 'Q3 Brand Partnership Recap' }));
    await user.click(detail.getByRole('button', { name: 'Delete project' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    await user.click(confirm.getByRole('button', { name: 'Delete project' }));
    expect(await screen.findByRole('heading', { name: 'Select a Project' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /Q3 Brand Partnership Recap/ })).not.toBeInTheDocument(),
    );
    cleanup();

    showScreen(member, workspaceId);
    expect(await projectButton('Summer Product Launch')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Q3 Brand Partnership Recap/ })).not.toBeInTheDocument();
  });

  test('a viewer reads projects and comments but has no New Project, edit or comment controls', async () => {
    const user = showScreen(viewer, workspaceId);
    await user.click(await projectButton('Summer Product Launch'));
    const detail = within(screen.getByRole('region', { name: 'Summer Product Launch' }));
    expect(await detail.findByText(/tighten the hook/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Project' })).not.toBeInTheDocument();
    expect(detail.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(detail.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Add a comment...')).not.toBeInTheDocument();
    expect(detail.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Team' }));
    const members = within(await screen.findByRole('list', { name: 'Workspace members' }));
    expect(await members.findByText('Olivia Owner')).toBeInTheDocument();
    expect(members.getByText('Owner')).toBeInTheDocument();
    expect(members.getByText('Viewer')).toBeInTheDocument();
  });
});
