import { useQuery } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { AuthContext } from '@/lib/auth/auth-context';
import type { LocalBackend } from '../../../../local-backend';
import type { AppSupabaseClient } from '@/lib/supabase';
import { workspacesQuery } from '@/lib/workspaces/workspace-queries';
import { createTestBackend, signedInClient } from '../../../../tests/support/test-backend';
import { MembersDialog } from '../components/members-dialog';
import { fakeAuth } from '@/test/fake-auth';
import { TestQueryProvider } from '@/test/test-query-provider';

// The dialog over the real local backend (PGlite): the same SQL, policies and PostgREST
// translation the app uses, so what the dialog offers is checked against what the database allows.

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

const authFor = (person: SignedIn) => fakeAuth({ id: person.userId, email: person.email });

/** Another screen's view of the signed-in user's workspaces: the query the workspace selector reads. */
function WorkspaceNames({ as }: { as: SignedIn }) {
  const { data } = useQuery(workspacesQuery(as.client as AppSupabaseClient, as.userId));
  return <p data-testid="workspace-names">{data ? data.map((w) => w.name).join(', ') : 'loading'}</p>;
}

const person = (first: string, last: string) => ({ first_name: first, last_name: last, company_name: '' });

describe('MembersDialog over the local backend', { timeout: 60_000 }, () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    // Every test client shares jsdom's storage key; supabase-js warns about it each time.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
    });
    backend = await createTestBackend('pglite');
  }, 180_000);
  afterAll(() => backend.close());

  async function invite(by: SignedIn, workspaceId: string, email: string, role: string) {
    const { data, error } = await by.client
      .from('workspace_invitations')
      .insert({ workspace_id: workspaceId, email, role })
      .select('id')
      .single();
    if (error) throw error;
    return (data as { id: string }).id;
  }

  /** Owner Olivia, admin Adam, member Mia and viewer Victor in "Studio", plus a pending invitation. */
  async function team() {
    const owner = await signedInClient(backend, person('Olivia', 'Owner'));
    const admin = await signedInClient(backend, person('Adam', 'Admin'));
    const member = await signedInClient(backend, person('Mia', 'Member'));
    const viewer = await signedInClient(backend, person('Victor', 'Viewer'));
    const { data, error } = await owner.client
      .from('workspaces')
      .insert({ name: 'Studio', slug: `studio-${Date.now().toString(36)}`, owner_id: owner.userId })
      .select('id, name')
      .single();
    if (error) throw error;
    const workspace = data as { id: string; name: string };
    for (const [who, role] of [
      [admin, 'admin'],
      [member, 'member'],
      [viewer, 'viewer'],
    ] as const) {
      const invitationId = await invite(owner, workspace.id, who.email, role);
      const accepted = await who.client.rpc('respond_to_workspace_invitation', {
        invitation_id: invitationId,
        accept: true,
      });
      if (accepted.error) throw accepted.error;
    }
    const pendingEmail = `pending.${Date.now().toString(36)}@example.com`;
    await invite(owner, workspace.id, pendingEmail, 'viewer');
    return { owner, admin, member, viewer, workspace, pendingEmail };
  }

  function renderDialog(as: SignedIn, workspace: { id: string; name: string }) {
    const onClose = vi.fn();
    render(
      <TestQueryProvider>
        <AuthContext.Provider value={authFor(as)}>
          <WorkspaceNames as={as} />
          <MembersDialog workspace={workspace} onClose={onClose} client={as.client as AppSupabaseClient} />
          <Toaster />
        </AuthContext.Provider>
      </TestQueryProvider>,
    );
    return { onClose, dialog: screen.getByRole('dialog', { name: `Members of ${workspace.name}` }) };
  }

  async function storedRole(workspaceId: string, userId: string): Promise<string | null> {
    const { rows } = await backend.db.query<{ role: string }>(
      'select role from public.workspace_members where workspace_id = $1 and user_id = $2',
      [workspaceId, userId],
    );
    return rows[0]?.role ?? null;
  }

  test('the owner sees everyone, changes a role, removes a member after confirming and revokes an invitation', async () => {
    const user = userEvent.setup();
    const { owner, admin, member, viewer, workspace, pendingEmail } = await team();
    const { dialog } = renderDialog(owner, workspace);

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading members…');
    await within(dialog).findByText('Mia Member');
    expect(within(dialog).getByText('4 members · Your role: Owner')).toBeInTheDocument();
    for (const who of [owner, admin, member, viewer]) {
      expect(within(dialog).getByText(who.email)).toBeInTheDocument();
    }
    expect(within(dialog).getByText('You')).toBeInTheDocument();

    // Every role select but none for the owner (who is also "you").
    expect(
      within(dialog)
        .getAllByRole('combobox')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Role for Adam Admin', 'Role for Mia Member', 'Role for Victor Viewer']);
    expect(within(dialog).queryByRole('button', { name: 'Remove Olivia Owner' })).toBeNull();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role for Mia Member' }), 'viewer');
    expect(await screen.findByText('Role updated')).toBeInTheDocument();
    expect(await storedRole(workspace.id, member.userId)).toBe('viewer');
    expect(within(dialog).getByRole('combobox', { name: 'Role for Mia Member' })).toHaveValue('viewer');

    await user.click(within(dialog).getByRole('button', { name: 'Remove Victor Viewer' }));
    const confirm = within(dialog).getByRole('group', { name: 'Remove Victor Viewer from Studio?' });
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Victor Viewer was removed')).toBeInTheDocument();
    expect(within(dialog).queryByText('Victor Viewer')).toBeNull();
    expect(await storedRole(workspace.id, viewer.userId)).toBeNull();

    const invitations = within(dialog).getByRole('region', { name: 'Pending invitations' });
    expect(within(invitations).getByText(pendingEmail)).toBeInTheDocument();
    await user.click(
      within(invitations).getByRole('button', { name: `Revoke invitation for ${pendingEmail}` }),
    );
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    expect(within(invitations).getByText('No pending invitations.')).toBeInTheDocument();

    // The owner cannot leave their own workspace.
    expect(within(dialog).queryByRole('button', { name: 'Leave workspace' })).toBeNull();
  });

  test('a viewer and a member see the list read-only, without invitations', async () => {
    const { viewer, member, workspace, pendingEmail } = await team();
    for (const who of [viewer, member]) {
      const { dialog } = renderDialog(who, workspace);
      await within(dialog).findByText('Olivia Owner');
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(4);
      expect(within(dialog).queryAllByRole('combobox')).toEqual([]);
      expect(within(dialog).queryByRole('button', { name: /^Remove/ })).toBeNull();
      expect(within(dialog).queryByText(pendingEmail)).toBeNull();
      expect(within(dialog).queryByRole('region', { name: 'Pending invitations' })).toBeNull();
      expect(
        within(dialog).getByText('Only owners and admins can change roles or remove members.'),
      ).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Leave workspace' })).toBeInTheDocument();
      cleanup();
    }
  });

  test('an admin manages others but not the owner nor their own role', async () => {
    const { admin, workspace } = await team();
    const { dialog } = renderDialog(admin, workspace);
    await within(dialog).findByText('Olivia Owner');
    expect(
      within(dialog)
        .getAllByRole('combobox')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Role for Mia Member', 'Role for Victor Viewer']);
    expect(within(dialog).getByRole('region', { name: 'Pending invitations' })).toBeInTheDocument();
  });

  test('a refusal by the database is said in plain words and the list is reloaded', async () => {
    const user = userEvent.setup();
    const { owner, admin, member, workspace } = await team();
    const { dialog } = renderDialog(admin, workspace);
    await within(dialog).findByText('Mia Member');

    // The owner demotes the admin while the dialog is open.
    const demoted = await owner.client
      .from('workspace_members')
      .update({ role: 'member' })
      .eq('workspace_id', workspace.id)
      .eq('user_id', admin.userId);
    expect(demoted.error).toBeNull();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role for Mia Member' }), 'admin');
    expect(await screen.findByText('Only owners and admins can manage members.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryAllByRole('combobox')).toEqual([]));
    expect(await storedRole(workspace.id, member.userId)).toBe('member');
  });

  test('a member leaves after confirming; the workspace leaves their list and the dialog closes', async () => {
    const user = userEvent.setup();
    const { member, workspace } = await team();
    const { dialog, onClose } = renderDialog(member, workspace);
    await within(dialog).findByText('Mia Member');
    await waitFor(() => expect(screen.getByTestId('workspace-names')).toHaveTextContent('Studio'));

    await user.click(within(dialog).getByRole('button', { name: 'Leave workspace' }));
    const confirm = within(dialog).getByRole('group', { name: /^Leave Studio\?/ });
    await user.click(within(confirm).getByRole('button', { name: 'Leave workspace' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('You left Studio')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('workspace-names')).not.toHaveTextContent('Studio'));
    expect(await storedRole(workspace.id, member.userId)).toBeNull();
  });

  test('Escape and the Close button close the dialog', async () => {
    const user = userEvent.setup();
    const { viewer, workspace } = await team();
    const { dialog, onClose } = renderDialog(viewer, workspace);
    await within(dialog).findByText('Olivia Owner');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  test('someone outside the workspace sees the empty state', async () => {
    const { workspace } = await team();
    const outsider = await signedInClient(backend, person('Oscar', 'Outsider'));
    const { dialog } = renderDialog(outsider, workspace);
    expect(
      await within(dialog).findByText('No members to show. You may no longer belong to this workspace.'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Leave workspace' })).toBeNull();
  });
});
