// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { SaveAsTemplateDialog } from '../../src/components/templates/save-as-template-dialog';
import { SCRIPT_TEMPLATES } from '../../src/data/templates';
import { TemplatesScreen } from '../../src/features/templates/screens/templates-screen';
import { AuthContext } from '../../src/lib/auth/auth-context';
import {
  createWorkspaceTemplate,
  deleteWorkspaceTemplate,
  importWorkspaceTemplates,
  updateWorkspaceTemplate,
} from '../../src/lib/templates/workspace-templates-api';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import type { Workspace } from '../../src/lib/workspaces/workspace-api';
import { WorkspaceContext } from '../../src/lib/workspaces/workspace-context';
import { currentWorkspaceValue } from '../../src/test/workspaces-value';
import { fakeAuth } from '../../src/test/fake-auth';
import { TestQueryProvider } from '../../src/test/test-query-provider';
import { createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';
import { ReadsSettled } from '../../src/test/reads-settled';

// Templates & Swipes over the real local backend: a workspace's own templates made with the
// form, Export All, Import into another workspace, a malformed file, and a viewer.

// The database answers in a real round trip; on a busy machine that can take seconds.
configure({ asyncUtilTimeout: 15_000 });

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

function VideoCreatorProbe() {
  const state = useLocation().state as { script?: string } | null;
  return <pre data-testid="received-script">{state?.script}</pre>;
}

/** The real screen in `workspaceId`, signed in as `person`, with the app's toasts. */
async function setupScreen(person: SignedIn, workspaceId: string) {
  const { data, error } = await person.client
    .from('workspaces')
    .select('id, name, slug, owner_id, created_at')
    .eq('id', workspaceId)
    .single();
  if (error) throw error;
  const user = userEvent.setup();
  render(
    <TestQueryProvider>
      <AuthContext.Provider value={fakeAuth({ id: person.userId, email: person.email })}>
        <WorkspaceContext.Provider value={currentWorkspaceValue(data as Workspace)}>
          <MemoryRouter initialEntries={['/dashboard/templates']}>
            <Routes>
              <Route
                path="/dashboard/templates"
                element={<TemplatesScreen client={person.client as AppSupabaseClient} />}
              />
              <Route path="/dashboard/video-creator" element={<VideoCreatorProbe />} />
            </Routes>
          </MemoryRouter>
          <ReadsSettled />
        </WorkspaceContext.Provider>
      </AuthContext.Provider>
      <Toaster />
    </TestQueryProvider>,
  );
  await screen.findByTestId('reads-settled');
  return user;
}

const cardNames = () => screen.queryAllByTestId('template-name').map((name) => name.textContent?.trim());
const categoryCounts = () =>
  within(screen.getByRole('group', { name: 'Category' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const cardOf = (name: string) => screen.getByRole('button', { name: new RegExp(name) });

/** Clicks Export All and returns the JSON document it downloaded. */
async function exportAll(user: ReturnType<typeof userEvent.setup>): Promise<string> {
  const createObjectURL = vi.fn((_blob: Blob) => 'blob:templates');
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await user.click(screen.getByRole('button', { name: 'Export All' }));
  click.mockRestore();
  expect(createObjectURL).toHaveBeenCalledTimes(1);
  return createObjectURL.mock.calls[0][0].text();
}

async function importFile(user: ReturnType<typeof userEvent.setup>, json: string) {
  await user.upload(
    screen.getByLabelText('Templates file to import'),
    new File([json], 'templates.json', { type: 'application/json' }),
  );
}

describe('Templates & Swipes over the local backend', () => {
  let backend: LocalBackend;
  let owner: SignedIn;
  let viewer: SignedIn;

  /** A new workspace of the owner's holding templates of these names, added through the app's api module. */
  async function workspaceWith(names: string[]): Promise<string> {
    const workspaceId = await createWorkspace(owner, 'Studio');
    for (const name of names) {
      await createWorkspaceTemplate(owner.client as AppSupabaseClient, workspaceId, {
        name,
        category: 'Education',
        description: `All about ${name}`,
        sections: [
          { title: 'Hook', body: `Why ${name} matters` },
          { title: 'Lesson', body: 'Three steps.\nThen a recap.' },
        ],
      });
    }
    return workspaceId;
  }

  async function templatesIn(workspaceId: string): Promise<string[]> {
    const { rows } = await backend.db.query<{ name: string }>(
      'select name from public.workspace_templates where workspace_id = $1 order by name',
      [workspaceId],
    );
    return rows.map((row) => row.name);
  }

  async function contentOf(workspaceId: string, name: string) {
    const { rows } = await backend.db.query(
      `select category, description, sections from public.workspace_templates
        where workspace_id = $1 and name = $2`,
      [workspaceId, name],
    );
    return rows;
  }

  beforeAll(async () => {
    // jsdom has no matchMedia; the toaster asks it for the reduced-motion preference.
    window.matchMedia ??= (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList;
    // Every test client shares jsdom's storage key; supabase-js warns about it each time.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
    });
    backend = await createTestBackend('pglite');
    [owner, viewer] = await Promise.all([signedInClient(backend), signedInClient(backend)]);
  }, 60_000);
  afterAll(() => backend.close());
  afterEach(() => {
    cleanup();
    toast.remove();
  });

  test(
    'the form creates a workspace template: listed with its badge, counted, opened in the Video Creator',
    { timeout: 60_000 },
    async () => {
      const studio = await workspaceWith([]);
      const user = await setupScreen(owner, studio);
      expect(cardNames()).toHaveLength(6);
      await user.click(screen.getByRole('button', { name: 'New template' }));
      let dialog = screen.getByRole('dialog', { name: 'New template' });

      // Nothing is written while the form is wrong.
      await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
      expect(await within(dialog).findByText('Name is required')).toBeTruthy();
      expect(within(dialog).getByText('Title is required')).toBeTruthy();
      expect(await templatesIn(studio)).toEqual([]);

      await user.type(within(dialog).getByLabelText('Name'), 'Launch Day Hook');
      await user.selectOptions(within(dialog).getByLabelText('Category'), 'SaaS');
      await user.type(within(dialog).getByLabelText('Description'), 'Open on the pain, close on the trial');
      await user.type(within(dialog).getByLabelText('Section 1 title'), 'Hook');
      await user.type(within(dialog).getByLabelText('Section 1 body'), 'Still doing this by hand?');
      await user.click(within(dialog).getByRole('button', { name: 'Add section' }));
      await user.type(within(dialog).getByLabelText('Section 2 title'), 'Call to action');
      await user.type(within(dialog).getByLabelText('Section 2 body'), 'Start your free trial today.');
      await user.click(within(dialog).getByRole('button', { name: 'Create template' }));

      expect(await screen.findByText('Created “Launch Day Hook”')).toBeTruthy();
      await waitFor(() => expect(cardNames()).toHaveLength(7));
      expect(cardNames()[0]).toBe('Launch Day Hook');
      expect(within(cardOf('Launch Day Hook')).getByText('Workspace')).toBeTruthy();
      expect(categoryCounts()).toEqual([
        'All157',
        'E-commerce42',
        'SaaS39',
        'Education29',
        'Health & Fitness24',
        'Finance23',
      ]);
      expect(screen.getByText('Showing 7 templates')).toBeTruthy();
      expect(await templatesIn(studio)).toEqual(['Launch Day Hook']);

      // Search and the category filter see it too.
      await user.type(screen.getByLabelText('Search templates'), 'free trial');
      expect(cardNames()).toEqual(['Launch Day Hook', 'SaaS Free Trial Explainer']);
      await user.click(
        within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name: /^Finance/ }),
      );
      expect(cardNames()).toEqual([]);
      await user.click(
        within(screen.getByRole('group', { name: 'Category' })).getByRole('button', { name: /^All/ }),
      );

      // A second template of the same name, whatever its case, is refused in words.
      await user.click(screen.getByRole('button', { name: 'New template' }));
      dialog = screen.getByRole('dialog', { name: 'New template' });
      await user.type(within(dialog).getByLabelText('Name'), 'launch day HOOK');
      await user.type(within(dialog).getByLabelText('Section 1 title'), 'Hook');
      await user.click(within(dialog).getByRole('button', { name: 'Create template' }));
      expect(
        await within(dialog).findByText(
          'A template named “launch day HOOK” already exists in this workspace',
        ),
      ).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      const panelOf = () => screen.getByRole('region', { name: 'Launch Day Hook' });
      await user.click(cardOf('Launch Day Hook'));
      expect(within(panelOf()).getByText('Start your free trial today.')).toBeTruthy();
      await user.click(within(panelOf()).getByRole('button', { name: 'Use This Template' }));
      expect(screen.getByTestId('received-script').textContent).toBe(
        'HOOK:\nStill doing this by hand?\n\nCALL TO ACTION:\nStart your free trial today.',
      );
    },
  );

  test(
    'Export All, then Import into another workspace: the same templates there; again, all skipped',
    { timeout: 60_000 },
    async () => {
      const studio = await workspaceWith(['Study plan', 'Exam week']);
      const otherStudio = await workspaceWith([]);
      const ownTemplates = ['Exam week', 'Study plan'];
      let user = await setupScreen(owner, studio);
      const json = await exportAll(user);
      const document = JSON.parse(json) as { count: number; templates: { name: string }[] };
      expect(document.count).toBe(SCRIPT_TEMPLATES.length + ownTemplates.length);
      expect(document.templates.map((t) => t.name)).toEqual([
        ...SCRIPT_TEMPLATES.map((t) => t.name),
        ...ownTemplates,
      ]);
      cleanup();

      user = await setupScreen(owner, otherStudio);
      expect(cardNames()).toHaveLength(6);
      await importFile(user, json);
      expect(await screen.findByText('Imported 2 templates (6 skipped: already here)')).toBeTruthy();
      await waitFor(() => expect(cardNames()).toHaveLength(6 + ownTemplates.length));
      expect(await templatesIn(otherStudio)).toEqual(ownTemplates);
      for (const name of ownTemplates) {
        expect(await contentOf(otherStudio, name)).toEqual(await contentOf(studio, name));
      }

      toast.remove();
      await importFile(user, json);
      expect(await screen.findByText('Imported 0 templates (8 skipped: already here)')).toBeTruthy();
      expect(await templatesIn(otherStudio)).toEqual(ownTemplates);
    },
  );

  test('a malformed file writes nothing and says what is wrong', { timeout: 60_000 }, async () => {
    const otherStudio = await workspaceWith(['Already here']);
    const user = await setupScreen(owner, otherStudio);
    const good = {
      name: 'Fresh idea',
      category: 'SaaS',
      description: '',
      sections: [{ title: 'Hook', body: '' }],
    };
    const malformed = JSON.stringify({
      exportDate: new Date().toISOString(),
      count: 3,
      templates: [
        good,
        { ...good, name: 'Another fresh idea' },
        { ...good, name: 'Broken', sections: [{ body: 'x' }] },
      ],
    });
    await importFile(user, malformed);
    expect(
      await screen.findByText(
        'This file is not a Creator OS templates file: templates[2].sections[0].title is required',
      ),
    ).toBeTruthy();
    await importFile(user, '{ not json');
    expect(
      await screen.findByText('This file is not a Creator OS templates file: it is not valid JSON'),
    ).toBeTruthy();
    expect(await templatesIn(otherStudio)).toEqual(['Already here']);
  });

  test(
    'the owner renames and deletes a workspace template, deleting after a confirmation',
    { timeout: 60_000 },
    async () => {
      const otherStudio = await workspaceWith(['Study plan']);
      const first = 'Study plan';
      const user = await setupScreen(owner, otherStudio);
      await user.click(cardOf(first));
      let panel = screen.getByRole('region', { name: first });
      await user.click(within(panel).getByRole('button', { name: 'Rename' }));
      const dialog = screen.getByRole('dialog', { name: 'Rename template' });
      await user.clear(within(dialog).getByLabelText('Name'));
      await user.type(within(dialog).getByLabelText('Name'), 'Renamed hook');
      await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
      panel = await screen.findByRole('region', { name: 'Renamed hook' });
      expect(await templatesIn(otherStudio)).toContain('Renamed hook');

      await user.click(within(panel).getByRole('button', { name: 'Delete' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Delete template?' });
      await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Deleted “Renamed hook”')).toBeTruthy();
      await waitFor(() => expect(cardNames()).not.toContain('Renamed hook'));
      expect(await templatesIn(otherStudio)).not.toContain('Renamed hook');
    },
  );

  test(
    'a viewer sees the workspace templates and no New, Import, Rename or Delete',
    { timeout: 60_000 },
    async () => {
      const name = 'Study plan';
      const studio = await workspaceWith([name]);
      await joinWorkspace(owner, viewer, studio, 'viewer');
      const user = await setupScreen(viewer, studio);
      expect(cardNames()).toContain(name);
      expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Import' })).toBeNull();
      expect(screen.queryByLabelText('Templates file to import')).toBeNull();
      expect(screen.getByRole('button', { name: 'Export All' })).toBeTruthy();
      await user.click(cardOf(name));
      const panel = screen.getByRole('region', { name });
      expect(within(panel).getByRole('button', { name: 'Use This Template' })).toBeTruthy();
      expect(within(panel).queryByRole('button', { name: 'Rename' })).toBeNull();
      expect(within(panel).queryByRole('button', { name: 'Delete' })).toBeNull();
    },
  );

  test(
    'Save as template turns a script into named sections, shown for review, and saves them',
    { timeout: 60_000 },
    async () => {
      const studio = await workspaceWith([]);
      const onClose = vi.fn();
      const user = userEvent.setup();
      render(
        <TestQueryProvider>
          <SaveAsTemplateDialog
            open
            onClose={onClose}
            workspaceId={studio}
            title="Morning routine"
            body={'Quick intro.\n\n# Hook\nWake up at five?\n\n[Call to action]\nSubscribe for more.'}
            client={owner.client as AppSupabaseClient}
          />
          <Toaster />
        </TestQueryProvider>,
      );
      const dialog = screen.getByRole('dialog', { name: 'Save as template' });
      const value = (label: string) => (within(dialog).getByLabelText(label) as HTMLInputElement).value;
      expect(value('Name')).toBe('Morning routine');
      expect([1, 2, 3].map((n) => [value(`Section ${n} title`), value(`Section ${n} body`)])).toEqual([
        ['Intro', 'Quick intro.'],
        ['Hook', 'Wake up at five?'],
        ['Call to action', 'Subscribe for more.'],
      ]);
      await user.selectOptions(within(dialog).getByLabelText('Category'), 'Health & Fitness');
      await user.click(within(dialog).getByRole('button', { name: 'Remove section 1' }));
      await user.click(within(dialog).getByRole('button', { name: 'Save template' }));
      expect(await screen.findByText('Saved “Morning routine” as a template')).toBeTruthy();
      expect(onClose).toHaveBeenCalled();
      expect(await contentOf(studio, 'Morning routine')).toEqual([
        {
          category: 'Health & Fitness',
          description: '',
          sections: [
            { title: 'Hook', body: 'Wake up at five?' },
            { title: 'Call to action', body: 'Subscribe for more.' },
          ],
        },
      ]);
    },
  );

  test('the api module words each refusal, never in SQL', { timeout: 60_000 }, async () => {
    const studio = await workspaceWith(['Study plan']);
    await joinWorkspace(owner, viewer, studio, 'viewer');
    const ownerClient = owner.client as AppSupabaseClient;
    const template = {
      name: 'Fresh',
      category: 'SaaS',
      description: '',
      sections: [{ title: 'Hook', body: '' }],
    };
    const [existing] = (
      await backend.db.query<{ id: string }>(
        'select id from public.workspace_templates where workspace_id = $1',
        [studio],
      )
    ).rows;
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => 'written',
        (error: Error) => error.message,
      );
    expect({
      viewerCreates: await refusal(
        createWorkspaceTemplate(viewer.client as AppSupabaseClient, studio, template),
      ),
      viewerRenames: await refusal(
        updateWorkspaceTemplate(viewer.client as AppSupabaseClient, existing.id, { name: 'Mine now' }),
      ),
      viewerDeletes: await refusal(deleteWorkspaceTemplate(viewer.client as AppSupabaseClient, existing.id)),
      duplicate: await refusal(
        createWorkspaceTemplate(ownerClient, studio, { ...template, name: ' STUDY plan ' }),
      ),
      tooManySections: await refusal(
        createWorkspaceTemplate(ownerClient, studio, {
          ...template,
          sections: Array.from({ length: 31 }, () => ({ title: 'Hook', body: '' })),
        }),
      ),
      longCategory: await refusal(
        createWorkspaceTemplate(ownerClient, studio, { ...template, category: 'c'.repeat(41) }),
      ),
      importWithADuplicate: await refusal(
        importWorkspaceTemplates(ownerClient, studio, [template, { ...template, name: 'study plan' }]),
      ),
    }).toEqual({
      viewerCreates: "Viewers can't change templates in this workspace",
      viewerRenames: 'Only its author, an admin or the owner can change this template',
      viewerDeletes: 'Only its author, an admin or the owner can change this template',
      duplicate: 'A template named “STUDY plan” already exists in this workspace',
      tooManySections:
        'A template needs 1 to 30 sections, each title 1 to 120 characters and each body at most 20,000 characters',
      longCategory: "A template's category must be 1 to 40 characters",
      importWithADuplicate: 'A template with this name already exists in this workspace',
    });
    expect(await templatesIn(studio)).toEqual(['Study plan']);
  });
});
