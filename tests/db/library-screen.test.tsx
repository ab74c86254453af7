// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { LibraryScreen } from '../../src/features/library/screens/library-screen';
import { AuthContext } from '../../src/lib/auth/auth-context';
import { saveScript } from '../../src/lib/scripts/scripts-api';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { createThumbnail } from '../../src/lib/thumbnails/thumbnails-api';
import { WorkspaceContext } from '../../src/lib/workspaces/workspace-context';
import { fakeAuth } from '../../src/test/fake-auth';
import { TestQueryProvider } from '../../src/test/test-query-provider';
import { testWorkspace, workspacesValue } from '../../src/test/workspaces-value';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// The Library over the real local backend: the workspace's scripts and thumbnails, who made
// them, and the actions each role gets.

configure({ asyncUtilTimeout: 15_000 });

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

function showLibrary(person: SignedIn, workspaceId: string, address = '/dashboard/library') {
  const workspace = testWorkspace(workspaceId, { name: 'Studio' });
  render(
    <MemoryRouter initialEntries={[address]}>
      <TestQueryProvider>
        <AuthContext.Provider value={fakeAuth({ id: person.userId, email: person.email })}>
          <WorkspaceContext.Provider
            value={workspacesValue({ workspaces: [workspace], currentWorkspace: workspace })}
          >
            <LibraryScreen client={person.client as AppSupabaseClient} />
          </WorkspaceContext.Provider>
        </AuthContext.Provider>
      </TestQueryProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** An item's row, found by its title link (its Open link is named "Open <title>"). */
const rowOf = (title: string): HTMLElement => {
  const row = screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('link', { name: title }));
  if (!row) throw new Error(`No row for ${title}`);
  return row;
};

/** The titles listed, in order (each row's first link is its title). */
const titles = () =>
  within(screen.getByRole('list', { name: /scripts|thumbnails/ }))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0].textContent);

describe('the Library over the local backend', () => {
  let backend: LocalBackend;
  let owner: SignedIn;
  let member: SignedIn;
  let viewer: SignedIn;
  let workspaceId: string;
  beforeAll(async () => {
    backend = await createTestBackend('pglite');
    owner = await signedInClient(backend, { first_name: 'Olivia', last_name: 'Owner' });
    member = await signedInClient(backend, { first_name: 'Max', last_name: 'Member' });
    viewer = await signedInClient(backend, { first_name: 'Vera', last_name: 'Viewer' });
    workspaceId = await createWorkspace(owner, 'Studio');
    await joinWorkspace(owner, member, workspaceId, 'member');
    await joinWorkspace(owner, viewer, workspaceId, 'viewer');
    const client = (person: SignedIn) => person.client as AppSupabaseClient;
    await saveScript(client(owner), { id: null, workspaceId, title: 'Launch day', body: 'Hello' });
    await saveScript(client(member), { id: null, workspaceId, title: 'Behind the scenes', body: 'Hi' });
    await createThumbnail(client(owner), workspaceId, {
      name: 'Launch cover',
      width: 1280,
      height: 720,
      layers: [],
    });
  });
  afterEach(cleanup);
  afterAll(() => backend.close());

  test('a member sees every script with its author; changes only their own', async () => {
    showLibrary(member, workspaceId);
    await screen.findByRole('link', { name: 'Launch day' });
    expect(titles()).toEqual(['Behind the scenes', 'Launch day']);
    expect(
      await within(rowOf('Behind the scenes')).findByRole('button', { name: 'Rename Behind the scenes' }),
    ).toBeInTheDocument();
    expect(await within(rowOf('Behind the scenes')).findByText(/Max Member/)).toBeInTheDocument();
    expect(
      within(rowOf('Behind the scenes')).getByRole('button', { name: 'Delete Behind the scenes' }),
    ).toBeInTheDocument();
    const others = within(rowOf('Launch day'));
    expect(others.getByText(/Olivia Owner/)).toBeInTheDocument();
    expect(others.getByRole('link', { name: 'Open Launch day' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/video-creator\?script=[0-9a-f-]{36}$/),
    );
    expect(others.queryByRole('button', { name: /Rename|Delete/ })).toBeNull();
    expect(others.getByRole('button', { name: 'Duplicate Launch day' })).toBeInTheDocument();
  });

  test('search and sort', async () => {
    const user = showLibrary(owner, workspaceId);
    await screen.findByRole('link', { name: 'Launch day' });
    await user.selectOptions(screen.getByLabelText('Sort'), 'title');
    expect(titles()).toEqual(['Behind the scenes', 'Launch day']);
    await user.selectOptions(screen.getByLabelText('Sort'), 'oldest');
    expect(titles()).toEqual(['Launch day', 'Behind the scenes']);
    await user.type(screen.getByLabelText('Search scripts'), 'LAUNCH');
    expect(titles()).toEqual(['Launch day']);
    await user.type(screen.getByLabelText('Search scripts'), ' nothing');
    expect(screen.getByText('No scripts match “LAUNCH nothing”.')).toBeInTheDocument();
  });

  test('a viewer sees everything and no control that changes anything', async () => {
    showLibrary(viewer, workspaceId);
    await screen.findByRole('link', { name: 'Launch day' });
    // Once the role is known (the author names load with it), still nothing to change.
    await screen.findAllByText(/Olivia Owner/);
    expect(screen.getAllByRole('link', { name: /^Open / })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Rename|Delete|Duplicate/ })).toBeNull();
  });

  test('the owner renames, duplicates and deletes (after a confirmation) anyone’s script', async () => {
    const user = showLibrary(owner, workspaceId);
    await screen.findByRole('link', { name: 'Behind the scenes' });
    await user.click(
      await within(rowOf('Behind the scenes')).findByRole('button', { name: 'Rename Behind the scenes' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Rename script' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(within(dialog).getByText('A name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Backstage');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await screen.findByRole('link', { name: 'Backstage' });

    await user.click(within(rowOf('Backstage')).getByRole('button', { name: 'Duplicate Backstage' }));
    await screen.findByRole('link', { name: 'Backstage (copy)' });

    await user.click(
      within(rowOf('Backstage (copy)')).getByRole('button', { name: 'Delete Backstage (copy)' }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Delete this script?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Backstage (copy)' })).toBeNull());
    const { data } = await owner.client.from('scripts').select('title').eq('workspace_id', workspaceId);
    expect((data as { title: string }[]).map((s) => s.title).sort()).toEqual(['Backstage', 'Launch day']);
  });

  test('the Thumbnails tab opens designs in the designer; an empty workspace says how to start', async () => {
    showLibrary(member, workspaceId, '/dashboard/library?tab=thumbnails');
    const open = await screen.findByRole('link', { name: 'Open Launch cover' });
    expect(open).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/dashboard\/thumbnail-designer\?thumbnail=[0-9a-f-]{36}$/),
    );
    // The author's name comes with the members' list, which may answer after the thumbnails.
    expect(await within(rowOf('Launch cover')).findByText(/Olivia Owner ·/)).toHaveTextContent(/· 1280×720$/);
    cleanup();

    const loner = await signedInClient(backend);
    const empty = await createWorkspace(loner, 'Empty');
    showLibrary(loner, empty);
    expect(await screen.findByRole('heading', { name: 'No scripts yet' })).toBeInTheDocument();
    // The button waits for the caller's role, which may answer after the empty list.
    expect(await screen.findByRole('link', { name: 'Write a script' })).toHaveAttribute(
      'href',
      '/dashboard/video-creator',
    );
  });

  test('a deleted author’s script stays, by "Deleted user"', async () => {
    const leaver = await signedInClient(backend, { first_name: 'Lee' });
    await joinWorkspace(owner, leaver, workspaceId, 'member');
    await saveScript(leaver.client as AppSupabaseClient, {
      id: null,
      workspaceId,
      title: 'Left behind',
      body: 'Still here',
    });
    await leaver.client.rpc('delete_own_account');
    showLibrary(owner, workspaceId);
    await screen.findByRole('link', { name: 'Left behind' });
    expect(within(rowOf('Left behind')).getByText(/Deleted user/)).toBeInTheDocument();
  });

  test('the Videos tab lists every member’s videos; their authors, admins and the owner delete them', async () => {
    const service = clientFor(backend, backend.serviceRoleKey);
    const started = await service.rpc('start_video_job', {
      p_user_id: member.userId,
      p_script: 'Behind the scenes of our launch',
      p_prompt: 'Create a professional video based on this script: Behind the scenes of our launch',
      p_style: 'professional',
      p_duration: 30,
      p_aspect_ratio: '16:9',
      p_voice: 'Bella',
      p_quality: 'fast',
      p_mode: 'script',
      p_cost: 1,
      p_idempotency_key: `library-${Date.now()}`,
      p_workspace_id: workspaceId,
    });
    expect(started.error).toBeNull();

    showLibrary(viewer, workspaceId, '/dashboard/library?tab=videos');
    await screen.findByText('Behind the scenes of our launch');
    await screen.findAllByText(/Max Member/);
    expect(screen.getByText('Queued')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    cleanup();

    const user = showLibrary(owner, workspaceId, '/dashboard/library?tab=videos');
    await user.click(await screen.findByRole('button', { name: 'Delete Behind the scenes of our launch' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this video?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'No videos yet' })).toBeInTheDocument();
    // Deleting the video leaves what it cost in the member's ledger.
    const { data } = await member.client
      .from('credit_ledger')
      .select('transaction_type')
      .eq('transaction_type', 'usage');
    expect(data).toHaveLength(1);
  });

  test('the Voice-overs tab plays and downloads a voice-over again, for any member', async () => {
    const service = clientFor(backend, backend.serviceRoleKey);
    const audio = Buffer.from('RIFF-sample-audio').toString('base64');
    const recorded = await service.rpc('record_voiceover', {
      p_user_id: owner.userId,
      p_workspace_id: workspaceId,
      p_script_id: null,
      p_script_version: null,
      p_voice: 'Bella',
      p_text: 'Welcome to launch day, everyone.',
      p_content_type: 'audio/wav',
      p_byte_size: 17,
      p_storage_path: null,
      p_audio_base64: audio,
    });
    expect(recorded.error).toBeNull();
    // jsdom has no object URLs: keep the blob the screen makes, to check its bytes.
    const made: Blob[] = [];
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (blob: Blob) => (made.push(blob), 'blob:voiceover'),
        revokeObjectURL: vi.fn(),
      }),
    );

    const user = showLibrary(viewer, workspaceId, '/dashboard/library?tab=voiceovers');
    await user.click(await screen.findByRole('button', { name: 'Play Welcome to launch day, everyone.' }));
    const dialog = screen.getByRole('dialog', { name: 'Voice-over' });
    expect(await within(dialog).findByLabelText('Voice-over')).toHaveAttribute('src', 'blob:voiceover');
    expect(within(dialog).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'download',
      expect.stringMatching(/^creator-os-voiceover-[0-9a-f]{8}\.wav$/),
    );
    expect(made).toHaveLength(1);
    expect(made[0].type).toBe('audio/wav');
    expect(Buffer.from(await made[0].arrayBuffer()).toString()).toBe('RIFF-sample-audio');
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
    vi.unstubAllGlobals();
  });
});
