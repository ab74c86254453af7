// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { creditsValue } from '../../src/components/credits/__tests__/credits-test-kit';
import { LocationProbe } from '../../src/components/credits/__tests__/location-probe';
import { VideoCreatorScreen } from '../../src/features/video-creator/screens/video-creator-screen';
import { AuthContext } from '../../src/lib/auth/auth-context';
import { CreditsContext } from '../../src/lib/credits/credits-context';
import {
  deleteScript,
  duplicateScript,
  getScript,
  listScripts,
  renameScript,
  saveScript,
} from '../../src/lib/scripts/scripts-api';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { WorkspaceContext } from '../../src/lib/workspaces/workspace-context';
import type { Workspace } from '../../src/lib/workspaces/workspace-api';
import { VideoServiceContext } from '../../src/services/video/video-service-context';
import type { VideoJobResult, VideoService } from '../../src/services/video/video-service';
import { fakeAuth } from '../../src/test/fake-auth';
import { TestQueryProvider } from '../../src/test/test-query-provider';
import { testWorkspace, workspacesValue } from '../../src/test/workspaces-value';
import { createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// The Video Creator's script saving over the real local backend: autosave, versions, ?script=,
// the kept draft, and a viewer who may only open.

configure({ asyncUtilTimeout: 15_000 });

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

const videoService: VideoService = {
  kind: 'server',
  generate: vi.fn(async () => ({ id: 'job-1', provider: 'mock' })),
  status: vi.fn(async (): Promise<VideoJobResult> => ({
    id: 'job-1',
    status: 'processing',
    progress: 10,
    provider: 'mock',
  })),
  speak: vi.fn(async () => new Blob()),
  listRecent: vi.fn(async () => []),
  storeUpload: vi.fn(async () => null),
};

function renderCreator(person: SignedIn, workspace: Workspace, address = '/dashboard/video-creator') {
  return render(
    <TestQueryProvider>
      <AuthContext.Provider value={fakeAuth({ id: person.userId, email: person.email })}>
        <MemoryRouter initialEntries={[address]}>
          <WorkspaceContext.Provider
            value={workspacesValue({ workspaces: [workspace], currentWorkspace: workspace })}
          >
            <CreditsContext.Provider value={creditsValue()}>
              <VideoServiceContext.Provider value={videoService}>
                <VideoCreatorScreen client={person.client as AppSupabaseClient} />
                <LocationProbe />
              </VideoServiceContext.Provider>
            </CreditsContext.Provider>
          </WorkspaceContext.Provider>
        </MemoryRouter>
      </AuthContext.Provider>
    </TestQueryProvider>,
  );
}

const scriptBox = () => screen.getByRole('textbox', { name: 'Your script' });
const titleBox = () => screen.getByRole('textbox', { name: 'Title' });
const saveStatus = () => screen.getByTestId('script-save-status');
const pastAutosave = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(3100);
  });

async function scriptsOf(person: SignedIn, workspaceId: string) {
  const { data, error } = await person.client
    .from('scripts')
    .select('id, title, body, version')
    .eq('workspace_id', workspaceId);
  if (error) throw error;
  return data as { id: string; title: string; body: string; version: number }[];
}

async function versionsOf(person: SignedIn, scriptId: string) {
  const { data, error } = await person.client
    .from('script_versions')
    .select('version')
    .eq('script_id', scriptId);
  if (error) throw error;
  return (data as { version: number }[]).map((v) => v.version).sort();
}

describe('Video Creator scripts over the local backend', () => {
  let backend: LocalBackend;
  let owner: SignedIn;
  let workspace: Workspace;

  beforeAll(async () => {
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
    });
    backend = await createTestBackend('pglite');
    owner = await signedInClient(backend);
    const id = await createWorkspace(owner, 'Scripts Team');
    workspace = testWorkspace(id, { name: 'Scripts Team', owner_id: owner.userId });
  });
  afterAll(() => backend.close());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    localStorage.clear();
  });

  test('typing is saved after a pause: one script, then a second version; ?script= opens it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCreator(owner, workspace);
    await waitFor(() => expect(titleBox()).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Save script' })).toBeInTheDocument();

    fireEvent.change(scriptBox(), { target: { value: 'Welcome to the channel\nToday we test.' } });
    expect(saveStatus()).toHaveTextContent('Unsaved changes');
    await pastAutosave();
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));

    const [saved] = await scriptsOf(owner, workspace.id);
    expect(saved).toMatchObject({ title: 'Welcome to the channel', version: 1 });
    expect(await versionsOf(owner, saved.id)).toEqual([1]);
    // The empty title became the first line, and the address names the script.
    expect(titleBox()).toHaveValue('Welcome to the channel');
    expect(screen.getByTestId('location')).toHaveTextContent(`?script=${saved.id}`);

    fireEvent.change(scriptBox(), { target: { value: 'Welcome to the channel\nToday we test more.' } });
    await pastAutosave();
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    const scripts = await scriptsOf(owner, workspace.id);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({
      id: saved.id,
      version: 2,
      body: 'Welcome to the channel\nToday we test more.',
    });
    expect(await versionsOf(owner, saved.id)).toEqual([1, 2]);

    // Nothing changed: no save, no version.
    await pastAutosave();
    expect((await scriptsOf(owner, workspace.id))[0].version).toBe(2);

    cleanup();
    renderCreator(owner, workspace, `/dashboard/video-creator?script=${saved.id}`);
    await waitFor(() => expect(scriptBox()).toHaveValue('Welcome to the channel\nToday we test more.'));
    expect(titleBox()).toHaveValue('Welcome to the channel');
    expect(saveStatus()).toHaveTextContent(/^Saved$/);

    // A video made now names the script and the version it was made from.
    fireEvent.click(screen.getByRole('button', { name: /Generate Video from Script/ }));
    await waitFor(() =>
      expect(videoService.generate).toHaveBeenCalledWith(
        expect.objectContaining({ workspaceId: workspace.id, scriptId: saved.id, scriptVersion: 2 }),
      ),
    );
  });

  test('Open script lists the workspace scripts, searchable, and loads the chosen one', async () => {
    const user = userEvent.setup();
    const library: Workspace = { ...workspace, id: await createWorkspace(owner, 'Library') };
    for (const title of ['Alpha launch', 'Beta review']) {
      const { error } = await owner.client.rpc('save_script', {
        p_script_id: null as unknown as string,
        p_workspace_id: library.id,
        p_title: title,
        p_body: `${title} body`,
        p_tags: null as unknown as string[],
        p_status: null as unknown as string,
      });
      if (error) throw error;
    }
    renderCreator(owner, library);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open script' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Open script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open script' });
    const list = await within(dialog).findByRole('list', { name: 'Scripts' });
    // Newest first.
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('Beta review');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search scripts' }), 'alpha');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    await user.click(within(list).getByRole('button', { name: /Alpha launch/ }));
    await waitFor(() => expect(scriptBox()).toHaveValue('Alpha launch body'));
    expect(titleBox()).toHaveValue('Alpha launch');
    expect(screen.getByTestId('location')).toHaveTextContent('?script=');
  });

  test('an unknown script, or one of another workspace, is not opened', async () => {
    const stranger = await signedInClient(backend);
    const theirs = await createWorkspace(stranger, 'Elsewhere');
    const { data } = await stranger.client.rpc('save_script', {
      p_script_id: null as unknown as string,
      p_workspace_id: theirs,
      p_title: 'Secret',
      p_body: 'Not yours',
      p_tags: null as unknown as string[],
      p_status: null as unknown as string,
    });
    const foreign = (data as { id: string }).id;
    for (const id of [foreign, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      renderCreator(owner, workspace, `/dashboard/video-creator?script=${id}`);
      expect(await screen.findByText('This script could not be opened')).toBeInTheDocument();
      expect(scriptBox()).toHaveValue('');
      cleanup();
    }
  });

  test('an unsaved draft is kept in the browser and comes back, then is saved', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const writer = await signedInClient(backend);
    const id = await createWorkspace(writer, 'Drafts');
    const own: Workspace = { ...workspace, id, owner_id: writer.userId };
    renderCreator(writer, own);
    await waitFor(() => expect(titleBox()).toBeEnabled());
    fireEvent.change(titleBox(), { target: { value: 'Half written' } });
    fireEvent.change(scriptBox(), { target: { value: 'Left before the pause' } });
    // Leaving by a link asks first; Stay keeps the page.
    fireEvent.click(screen.getByRole('link', { name: /Credits/ }));
    const question = await screen.findByRole('alertdialog', { name: 'You have unsaved changes' });
    fireEvent.click(within(question).getByRole('button', { name: 'Stay' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\/video-creator$/);
    cleanup();
    expect(await scriptsOf(writer, id)).toEqual([]);

    renderCreator(writer, own);
    await waitFor(() => expect(scriptBox()).toHaveValue('Left before the pause'));
    expect(titleBox()).toHaveValue('Half written');
    await waitFor(() => expect(saveStatus()).toHaveTextContent('Unsaved changes'));
    await pastAutosave();
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    expect(await scriptsOf(writer, id)).toMatchObject([
      { title: 'Half written', body: 'Left before the pause' },
    ]);
  });

  test('a viewer can open scripts but sees no Save script and saves nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const viewer = await signedInClient(backend);
    await joinWorkspace(owner, viewer, workspace.id, 'viewer');
    const before = await scriptsOf(owner, workspace.id);
    renderCreator(viewer, workspace);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open script' })).toBeEnabled());
    // The role is known once the title is settled as read-only.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save script' })).not.toBeInTheDocument(),
    );
    fireEvent.change(scriptBox(), { target: { value: 'A viewer typing' } });
    await pastAutosave();
    expect(saveStatus()).toHaveTextContent('');
    expect(await scriptsOf(owner, workspace.id)).toHaveLength(before.length);
  });

  describe('the scripts api', () => {
    test('save, list newest first with search, get, rename, duplicate and delete', async () => {
      const client = owner.client as AppSupabaseClient;
      const id = await createWorkspace(owner, 'Api');
      const first = await saveScript(client, {
        id: null,
        workspaceId: id,
        title: ' 100% hooks ',
        body: 'One',
      });
      expect(first).toMatchObject({ title: '100% hooks', version: 1, status: 'draft' });
      const second = await saveScript(client, { id: null, workspaceId: id, title: 'Story', body: 'Two' });
      expect((await listScripts(client, id)).map((s) => s.title)).toEqual(['Story', '100% hooks']);
      // % is a character to search for, not a wildcard.
      expect((await listScripts(client, id, { search: '100%' })).map((s) => s.title)).toEqual(['100% hooks']);
      expect(await listScripts(client, id, { search: '0%h' })).toEqual([]);

      expect((await getScript(client, id, first.id)).body).toBe('One');
      await expect(getScript(client, workspace.id, first.id)).rejects.toThrow(
        'This script could not be opened',
      );

      expect(await renameScript(client, second, 'Story, renamed')).toMatchObject({
        title: 'Story, renamed',
        version: 2,
      });
      const copy = await duplicateScript(client, id, first.id);
      expect(copy).toMatchObject({ title: '100% hooks (copy)', body: 'One', version: 1 });
      await deleteScript(client, copy.id);
      expect((await listScripts(client, id)).map((s) => s.id).sort()).toEqual([first.id, second.id].sort());
    });

    test('refusals are said in words: empty or long title, long body, a viewer', async () => {
      const client = owner.client as AppSupabaseClient;
      const id = await createWorkspace(owner, 'Refusals');
      const base = { id: null, workspaceId: id, body: '' };
      await expect(saveScript(client, { ...base, title: '  ' })).rejects.toThrow('A script needs a title');
      await expect(saveScript(client, { ...base, title: 'x'.repeat(201) })).rejects.toThrow(
        'A title can be at most 200 characters',
      );
      await expect(saveScript(client, { ...base, title: 'Long', body: 'x'.repeat(200_001) })).rejects.toThrow(
        'This script is too long (200,000 characters at most)',
      );
      const viewer = await signedInClient(backend);
      await joinWorkspace(owner, viewer, id, 'viewer');
      const mine = await saveScript(client, { ...base, title: 'Mine' });
      const asViewer = viewer.client as AppSupabaseClient;
      await expect(saveScript(asViewer, { ...base, title: 'Sneaky' })).rejects.toThrow(
        "Viewers can't change scripts in this workspace",
      );
      await expect(saveScript(asViewer, { ...base, id: mine.id, title: 'Changed' })).rejects.toThrow(
        "You can't change this script: members change only the scripts they wrote",
      );
      await expect(deleteScript(asViewer, mine.id)).rejects.toThrow("You can't delete this script");
    });
  });

  test('a script whose last check found errors says so, and Generate asks before going on', async () => {
    const user = userEvent.setup();
    const { data: saved, error } = await owner.client.rpc('save_script', {
      p_script_id: null as unknown as string,
      p_workspace_id: workspace.id,
      p_title: 'Risky claims',
      p_body: 'Guaranteed results in 7 days!',
      p_tags: null as unknown as string[],
      p_status: null as unknown as string,
    });
    if (error) throw error;
    const id = (saved as { id: string }).id;
    const checked = await owner.client
      .from('scripts')
      .update({
        compliance: {
          score: 60,
          status: 'failed',
          issues: [{ type: 'error', line: 1, message: 'Guaranteed results' }],
          rule_set_version: '2026-11',
          checked_at: '2026-11-24T10:00:00.000Z',
        },
      })
      .eq('id', id);
    if (checked.error) throw checked.error;
    vi.mocked(videoService.generate).mockClear();

    renderCreator(owner, workspace, `/dashboard/video-creator?script=${id}`);
    expect(await screen.findByTestId('script-compliance')).toHaveTextContent(
      /^Compliance 60\/100: 1 error, 0 warnings \(checked .+\)\.Check again$/,
    );
    await user.click(screen.getByRole('button', { name: /Generate Video from Script/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'This script has open compliance errors' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(videoService.generate).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Generate Video from Script/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Generate anyway' }),
    );
    await waitFor(() =>
      expect(videoService.generate).toHaveBeenCalledWith(expect.objectContaining({ scriptId: id })),
    );
  });
});
