// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { WorkspaceProvider } from '../../src/app/providers/workspace-provider';
import type { LocalBackend } from '../../local-backend/backend';
import { AuthContext } from '../../src/lib/auth/auth-context';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { useWorkspaces, type WorkspaceContextValue } from '../../src/lib/workspaces/workspace-context';
import { createTestBackend, signedInClient } from '../support/test-backend';
import { fakeAuth } from '../../src/test/fake-auth';
import { TestQueryProvider } from '../../src/test/test-query-provider';

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

const authFor = (person: SignedIn | null) => fakeAuth(person && { id: person.userId, email: person.email });

/** Renders the real provider over the real local backend, signed in as `person`. */
function mountWorkspaces(person: SignedIn | null) {
  let auth = authFor(person);
  let client = person?.client as AppSupabaseClient | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestQueryProvider>
      <AuthContext.Provider value={auth}>
        <WorkspaceProvider client={client}>{children}</WorkspaceProvider>
      </AuthContext.Provider>
    </TestQueryProvider>
  );
  const { result, rerender, unmount } = renderHook(() => useWorkspaces(), { wrapper });
  return {
    current: () => result.current as WorkspaceContextValue,
    switchUser(next: SignedIn | null) {
      auth = authFor(next);
      client = next?.client as AppSupabaseClient | undefined;
      rerender();
    },
    unmount,
  };
}

describe('WorkspaceProvider over the local backend', () => {
  let backend: LocalBackend;
  beforeAll(async () => {
    backend = await createTestBackend('pglite');
  });
  afterAll(() => backend.close());

  test('a new user starts in their personal workspace; a new workspace becomes current; the choice is remembered; sign-out clears everything', async () => {
    const alice = await signedInClient(backend);
    const view = mountWorkspaces(alice);
    await waitFor(() => expect(view.current().loading).toBe(false));
    expect(view.current().workspaces.map((w) => w.name)).toEqual(["Ada's workspace"]);
    expect(view.current().currentWorkspace?.name).toBe("Ada's workspace");

    // Each write invalidates the lists; the provider shows the refetched answer.
    await act(() => view.current().createWorkspace('Main Channel'));
    await waitFor(() => expect(view.current().currentWorkspace?.name).toBe('Main Channel'));
    await act(() => view.current().createWorkspace('Shorts Team'));
    await waitFor(() => expect(view.current().currentWorkspace?.name).toBe('Shorts Team'));
    expect(view.current().workspaces.map((w) => w.name)).toEqual([
      "Ada's workspace",
      'Main Channel',
      'Shorts Team',
    ]);

    const first = view.current().workspaces[1];
    act(() => view.current().selectWorkspace(first.id));
    expect(view.current().currentWorkspace?.id).toBe(first.id);
    view.unmount();

    const again = mountWorkspaces(alice);
    await waitFor(() => expect(again.current().currentWorkspace?.id).toBe(first.id));

    again.switchUser(null);
    expect(again.current().workspaces).toEqual([]);
    expect(again.current().currentWorkspace).toBeNull();
    again.unmount();
  });

  test('an invited user sees the invitation, accepts it and the workspace becomes current', async () => {
    const owner = await signedInClient(backend);
    const invitee = await signedInClient(backend);
    const ownerView = mountWorkspaces(owner);
    await waitFor(() => expect(ownerView.current().loading).toBe(false));
    await act(() => ownerView.current().createWorkspace('Collab Studio'));
    await act(() => ownerView.current().inviteMember({ email: invitee.email, role: 'member' }));
    ownerView.unmount();

    const inviteeView = mountWorkspaces(invitee);
    await waitFor(() => expect(inviteeView.current().invitations).toHaveLength(1));
    expect(inviteeView.current().invitations[0]).toMatchObject({
      workspace_name: 'Collab Studio',
      role: 'member',
    });
    await act(() => inviteeView.current().acceptInvitation(inviteeView.current().invitations[0].id));
    await waitFor(() => expect(inviteeView.current().invitations).toEqual([]));
    expect(inviteeView.current().currentWorkspace?.name).toBe('Collab Studio');
    inviteeView.unmount();
  });

  test('a declined invitation disappears and adds no workspace', async () => {
    const owner = await signedInClient(backend);
    const invitee = await signedInClient(backend);
    const ownerView = mountWorkspaces(owner);
    await waitFor(() => expect(ownerView.current().loading).toBe(false));
    await act(() => ownerView.current().createWorkspace('Private Room'));
    await act(() => ownerView.current().inviteMember({ email: invitee.email, role: 'viewer' }));
    ownerView.unmount();

    const inviteeView = mountWorkspaces(invitee);
    await waitFor(() => expect(inviteeView.current().invitations).toHaveLength(1));
    await act(() => inviteeView.current().declineInvitation(inviteeView.current().invitations[0].id));
    await waitFor(() => expect(inviteeView.current().invitations).toEqual([]));
    expect(inviteeView.current().workspaces.map((w) => w.name)).toEqual(["Ada's workspace"]);
    inviteeView.unmount();
  });

  test('the hook says clearly when it is used outside its provider', () => {
    function Orphan() {
      useWorkspaces();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow('useWorkspaces must be used within a WorkspaceProvider');
    expect(screen.queryByText('anything')).toBeNull();
  });
});
