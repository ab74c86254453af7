// @vitest-environment jsdom
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cleanup, configure, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { THUMBNAIL_TEMPLATES } from '../../src/data/thumbnail-templates';
import { fakeContext } from '../../src/features/thumbnail-designer/__tests__/fake-context';
import { applyTemplate } from '../../src/features/thumbnail-designer/lib/apply-template';
import { initialLayers, textLayer, type Layer } from '../../src/features/thumbnail-designer/lib/layer-model';
import { parseSavedDesign, serializeDesign } from '../../src/features/thumbnail-designer/lib/saved-design';
import { useThumbnailDesign } from '../../src/features/thumbnail-designer/lib/use-thumbnail-design';
import { ThumbnailDesignerScreen } from '../../src/features/thumbnail-designer/screens/thumbnail-designer-screen';
import type { LocalBackend } from '../../local-backend/backend';
import { createQueryClient } from '../../src/lib/query/query-client';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { createThumbnail } from '../../src/lib/thumbnails/thumbnails-api';
import { workspaceRoleKey } from '../../src/lib/workspaces/workspace-role';
import { WorkspaceContext } from '../../src/lib/workspaces/workspace-context';
import { currentWorkspaceValue, testWorkspace } from '../../src/test/workspaces-value';
import { createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// The Thumbnail Designer's Save and Open over the real local backend: what Save writes is what
// Open (or a `?thumbnail=<id>` address) puts back on the canvas, for the roles that may.

// The database answers in a real round trip; on a busy machine that can take seconds.
configure({ asyncUtilTimeout: 15_000 });

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

/** The app's providers around the designer: a router at `address`, a query client, the workspace. */
function providers(workspaceId: string, address: string, queryClient: QueryClient) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <MemoryRouter initialEntries={[address]}>
        <QueryClientProvider client={queryClient}>
          <WorkspaceContext.Provider value={currentWorkspaceValue(testWorkspace(workspaceId))}>
            {children}
            <Toaster />
          </WorkspaceContext.Provider>
        </QueryClientProvider>
      </MemoryRouter>
    );
  };
}

/** The real screen as `person` in `workspaceId`, opened at `address`; its query client. */
function showDesigner(person: SignedIn, workspaceId: string, address = '/dashboard/thumbnail-designer') {
  const queryClient = createQueryClient();
  render(<ThumbnailDesignerScreen client={person.client as AppSupabaseClient} />, {
    wrapper: providers(workspaceId, address, queryClient),
  });
  return { user: userEvent.setup(), queryClient };
}

const layerNames = () =>
  within(screen.getByRole('list', { name: 'Layers' }))
    .getAllByTestId('layer-row')
    .map((row) => row.textContent);

async function rowOf(person: SignedIn, id: string) {
  const { data, error } = await person.client
    .from('thumbnails')
    .select('name, width, height, layers, author_id')
    .eq('id', id)
    .single();
  if (error) throw error;
  return data as { name: string; width: number; height: number; layers: unknown; author_id: string };
}

async function saveDesign(person: SignedIn, workspaceId: string, name: string, layers: Layer[]) {
  const saved = await createThumbnail(person.client as AppSupabaseClient, workspaceId, {
    name,
    width: 1280,
    height: 720,
    layers: serializeDesign(layers),
  });
  return saved.id;
}

/** A design with every kind of edit the canvas can hold, except images (jsdom loads none). */
function editedDesign(): Layer[] {
  const layout = applyTemplate(THUMBNAIL_TEMPLATES[1], initialLayers());
  return [
    ...layout.map((layer) =>
      layer.kind === 'text' ? { ...layer, text: `${layer.text}!`, shadow: true } : layer,
    ),
    textLayer({ id: 'text-extra', name: 'Text', text: 'Two\nlines', align: 'left', x: 60, y: 640, size: 18 }),
  ];
}

describe('Thumbnail Designer saves over the local backend', { timeout: 60_000 }, () => {
  let backend: LocalBackend;
  let owner: SignedIn;
  let viewer: SignedIn;
  let outsider: SignedIn;
  let workspace: string;
  let outsidersWorkspace: string;

  beforeAll(async () => {
    // jsdom has no matchMedia; the toaster asks it for the reduced-motion preference.
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
    [owner, viewer, outsider] = await Promise.all([
      signedInClient(backend),
      signedInClient(backend),
      signedInClient(backend),
    ]);
    workspace = await createWorkspace(owner, 'Channel');
    await joinWorkspace(owner, viewer, workspace, 'viewer');
    outsidersWorkspace = await createWorkspace(outsider, 'Elsewhere');
  });
  afterAll(() => backend.close());
  beforeEach(() => {
    // jsdom has no canvas 2D; the drawing code runs against a recording stand-in.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeContext().ctx as never);
  });
  afterEach(() => {
    cleanup();
    toast.remove();
  });

  test('Save asks for a name, writes the layers to a row, and later saves update that row', async () => {
    const workspace = await createWorkspace(owner, 'Fresh');
    const { user } = showDesigner(owner, workspace);
    await user.click(screen.getByRole('button', { name: /Split Screen/ }));
    expect(screen.getByTestId('save-status').textContent).toBe('Unsaved changes');

    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const dialog = screen.getByRole('dialog', { name: 'Save thumbnail' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('A thumbnail name is 1 to 120 characters')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Which is better');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Thumbnail saved')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('design-name').textContent).toBe('Which is better');
    expect(screen.getByTestId('save-status').textContent).toBe('Saved');

    const { data: rows } = await owner.client.from('thumbnails').select('id').eq('workspace_id', workspace);
    expect(rows).toHaveLength(1);
    const id = (rows as { id: string }[])[0].id;
    const expected = applyTemplate(
      THUMBNAIL_TEMPLATES.find((t) => t.id === 'split-screen')!,
      initialLayers(),
    );
    const row = await rowOf(owner, id);
    expect(row).toMatchObject({ name: 'Which is better', width: 1280, height: 720, author_id: owner.userId });
    expect(parseSavedDesign(row.layers)).toEqual(expected);

    // A later Save writes over the same design, with no question asked.
    await user.click(screen.getByRole('button', { name: 'Hide Subtitle' }));
    expect(screen.getByTestId('save-status').textContent).toBe('Unsaved changes');
    toast.remove();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Thumbnail saved')).toBeTruthy();
    const again = parseSavedDesign((await rowOf(owner, id)).layers);
    expect(again.find((l) => l.id === 'subtitle')?.visible).toBe(false);
    const { count } = await owner.client
      .from('thumbnails')
      .select('id', { count: 'exact', head: true })
      .eq('workspace_id', workspace);
    expect(count).toBe(1);
  });

  test('?thumbnail=<id> reopens the design: the editor holds exactly the layers that were saved', async () => {
    const layers = editedDesign();
    const id = await saveDesign(owner, workspace, 'Reopened', layers);
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useThumbnailDesign(owner.client as AppSupabaseClient), {
      wrapper: providers(workspace, `/dashboard/thumbnail-designer?thumbnail=${id}`, queryClient),
    });
    await waitFor(() => expect(result.current.current).toEqual({ id, name: 'Reopened' }));
    expect(result.current.editor.layers).toEqual(layers);
    expect(result.current.editor.templateId).toBeNull();
    expect(result.current.dirty).toBe(false);
  });

  test('Open lists the workspace’s designs newest first, searchable, and asks before replacing unsaved work', async () => {
    await saveDesign(owner, workspace, 'Older cooking', initialLayers());
    await saveDesign(owner, workspace, 'Newer cooking', editedDesign());
    const { user } = showDesigner(owner, workspace);
    await user.click(screen.getByRole('button', { name: 'Hide Subtitle' }));

    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Open a thumbnail' });
    await user.type(within(dialog).getByLabelText('Search thumbnails'), 'cooking');
    await waitFor(() =>
      expect(
        within(within(dialog).getByRole('list', { name: 'Saved thumbnails' }))
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual([
        expect.stringMatching(/^Newer cooking1280×720 · Updated /),
        expect.stringMatching(/^Older cooking1280/),
      ]),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Newer cooking' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(confirm).getByRole('button', { name: 'Discard and open' }));

    await waitFor(() => expect(screen.getByTestId('design-name').textContent).toBe('Newer cooking'));
    expect(screen.getByTestId('save-status').textContent).toBe('Saved');
    expect(layerNames()).toEqual(
      editedDesign()
        .map((l) => l.name)
        .reverse(),
    );
  });

  test('Rename changes the open design’s name', async () => {
    const id = await saveDesign(owner, workspace, 'First name', initialLayers());
    const { user } = showDesigner(owner, workspace, `/dashboard/thumbnail-designer?thumbnail=${id}`);
    await waitFor(() => expect(screen.getByTestId('design-name').textContent).toBe('First name'));
    await user.click(await screen.findByRole('button', { name: 'Rename' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename thumbnail' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'x'.repeat(121));
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(within(dialog).getByText('A thumbnail name is 1 to 120 characters')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Second name');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));

    expect(await screen.findByText('Thumbnail renamed')).toBeTruthy();
    expect(screen.getByTestId('design-name').textContent).toBe('Second name');
    expect((await rowOf(owner, id)).name).toBe('Second name');
  });

  test('a viewer opens and exports a design but sees no Save; the api refuses their write', async () => {
    const id = await saveDesign(owner, workspace, 'For viewers', initialLayers());
    const { queryClient } = showDesigner(viewer, workspace, `/dashboard/thumbnail-designer?thumbnail=${id}`);
    await waitFor(() => expect(screen.getByTestId('design-name').textContent).toBe('For viewers'));
    await waitFor(() => expect(queryClient.getQueryData(workspaceRoleKey(workspace))).toBe('viewer'));
    expect(screen.getByRole('button', { name: 'Open' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save as new' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();

    await expect(saveDesign(viewer, workspace, 'Sneaky', initialLayers())).rejects.toThrow(
      "Viewers can't change thumbnails in this workspace",
    );
  });

  test('an outsider’s design is not opened: the address says so and the canvas stays as it was', async () => {
    const id = await saveDesign(outsider, outsidersWorkspace, 'Not yours', editedDesign());
    showDesigner(owner, workspace, `/dashboard/thumbnail-designer?thumbnail=${id}`);
    expect(await screen.findByText('This thumbnail could not be opened')).toBeTruthy();
    expect(layerNames()).toEqual(['Main Title', 'Subtitle', 'Color Overlay', 'Background']);
    expect(screen.queryByTestId('design-name')).toBeNull();
  });

  test('a hand-written row the designer cannot draw is refused with a message', async () => {
    const { data, error } = await owner.client
      .from('thumbnails')
      .insert({
        workspace_id: workspace,
        name: 'Old shape',
        width: 1280,
        height: 720,
        layers: [{ id: 'bg', type: 'background' }],
      })
      .select('id')
      .single();
    if (error) throw error;
    showDesigner(owner, workspace, `/dashboard/thumbnail-designer?thumbnail=${(data as { id: string }).id}`);
    expect(await screen.findByText('This design could not be opened')).toBeTruthy();
    expect(layerNames()).toEqual(['Main Title', 'Subtitle', 'Color Overlay', 'Background']);
  });

  test('too many layers or too long a name are refused before anything is written', async () => {
    const many = Array.from({ length: 201 }, (_, i) => textLayer({ id: `t${i}`, name: `T${i}`, text: 'x' }));
    await expect(saveDesign(owner, workspace, 'Crowded', many)).rejects.toThrow(
      'This design is too large to save (200 layers and 2 MB at most)',
    );
    await expect(saveDesign(owner, workspace, 'x'.repeat(121), initialLayers())).rejects.toThrow(
      'A thumbnail name is 1 to 120 characters',
    );
  });
});
