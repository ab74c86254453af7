// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { DashboardHomeScreen } from '../../src/features/dashboard/screens/dashboard-home-screen';
import { AuthContext } from '../../src/lib/auth/auth-context';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { WorkspaceContext } from '../../src/lib/workspaces/workspace-context';
import { fakeAuth } from '../../src/test/fake-auth';
import { TestQueryProvider } from '../../src/test/test-query-provider';
import { testWorkspace, workspacesValue } from '../../src/test/workspaces-value';
import { clientFor, createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// The Dashboard home over the real local backend: Videos Created counts the workspace's videos
// and Recent Activity lists its events, newest first, with who did them.

configure({ asyncUtilTimeout: 15_000 });

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

function showHome(person: SignedIn, workspaceId: string) {
  const workspace = testWorkspace(workspaceId, { name: 'Studio' });
  render(
    <MemoryRouter>
      <TestQueryProvider>
        <AuthContext.Provider value={fakeAuth({ id: person.userId, email: person.email })}>
          <WorkspaceContext.Provider
            value={workspacesValue({ workspaces: [workspace], currentWorkspace: workspace })}
          >
            <DashboardHomeScreen client={person.client as AppSupabaseClient} />
          </WorkspaceContext.Provider>
        </AuthContext.Provider>
      </TestQueryProvider>
    </MemoryRouter>,
  );
}

/** The sentences Recent Activity shows, in order. */
const sentences = () =>
  within(screen.getByRole('list', { name: 'Recent Activity' }))
    .getAllByTestId('activity-sentence')
    .map((sentence) => sentence.textContent);

describe('the Dashboard home over the local backend', () => {
  let backend: LocalBackend;
  let service: SupabaseClient;
  let owner: SignedIn;
  let member: SignedIn;
  let workspaceId: string;
  let emptyWorkspaceId: string;
  beforeAll(async () => {
    backend = await createTestBackend('pglite');
    service = clientFor(backend, backend.serviceRoleKey);
    owner = await signedInClient(backend, { first_name: 'Olivia', last_name: 'Owner' });
    member = await signedInClient(backend, { first_name: 'Max', last_name: 'Member' });
    workspaceId = await createWorkspace(owner, 'Studio');
    emptyWorkspaceId = await createWorkspace(owner, 'Empty');
    // Every workspace starts with the spec's sample feed (20261125000300); these tests read the
    // events they make, as after "Remove sample data".
    await backend.db.query('delete from public.activity where is_sample and workspace_id = any ($1)', [
      [workspaceId, emptyWorkspaceId],
    ]);

    const saved = await owner.client.rpc('save_script', {
      p_script_id: null,
      p_workspace_id: workspaceId,
      p_title: 'Launch day',
      p_body: 'Meet the new Creator OS.',
      p_tags: [],
      p_status: null,
    });
    if (saved.error) throw saved.error;
    const started = await service.rpc('start_video_job', {
      p_user_id: owner.userId,
      p_script: 'Meet the new Creator OS.',
      p_prompt: 'Create a professional video based on this script: Meet the new Creator OS.',
      p_style: 'professional',
      p_duration: 30,
      p_aspect_ratio: '16:9',
      p_voice: 'Bella',
      p_quality: 'fast',
      p_mode: 'video',
      p_cost: 1,
      p_workspace_id: workspaceId,
    });
    if (started.error) throw started.error;
    await joinWorkspace(owner, member, workspaceId, 'member');
  });
  afterEach(cleanup);
  afterAll(() => backend.close());

  test('a member sees the workspace’s video count and its events, newest first, by name', async () => {
    showHome(member, workspaceId);
    await waitFor(() => expect(screen.getByTestId('videos-created')).toHaveTextContent('1'));
    await screen.findByRole('list', { name: 'Recent Activity' });
    await waitFor(() =>
      expect(sentences()).toEqual([
        'You joined the workspace',
        'Olivia Owner generated a video “Meet the new Creator OS.”',
        'Olivia Owner saved the script “Launch day”',
      ]),
    );
    expect(screen.getAllByText('Sample')).toHaveLength(3);
  });

  test('the owner sees the same events as theirs', async () => {
    showHome(owner, workspaceId);
    await waitFor(() =>
      expect(sentences()).toEqual([
        'Max Member joined the workspace',
        'You generated a video “Meet the new Creator OS.”',
        'You saved the script “Launch day”',
      ]),
    );
    expect(screen.getAllByText('Just now')).toHaveLength(3);
  });

  test('Videos Created leaves out a video that failed', async () => {
    const failedIn = await createWorkspace(owner, 'Failed');
    const started = await service.rpc('start_video_job', {
      p_user_id: owner.userId,
      p_script: 'A video that will fail.',
      p_prompt: 'Create a professional video based on this script: A video that will fail.',
      p_style: 'professional',
      p_duration: 30,
      p_aspect_ratio: '16:9',
      p_voice: 'Bella',
      p_quality: 'fast',
      p_mode: 'video',
      p_cost: 1,
      p_workspace_id: failedIn,
    });
    if (started.error) throw started.error;
    const failed = await service.rpc('record_video_progress', {
      p_id: (started.data as { id: string }).id,
      p_status: 'failed',
      p_error: 'The provider gave up',
    });
    if (failed.error) throw failed.error;
    showHome(owner, failedIn);
    await screen.findByRole('list', { name: 'Recent Activity' });
    await waitFor(() => expect(screen.getByTestId('videos-created')).toHaveTextContent('0'));
  });

  test('an empty workspace says how to fill it, and counts no videos', async () => {
    showHome(owner, emptyWorkspaceId);
    expect(
      await screen.findByText('Nothing yet: save a script or make a video and it shows here.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('videos-created')).toHaveTextContent('0'));
  });
});
