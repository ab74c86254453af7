// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { createClient } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { ProtectedRoute } from '../../src/app/layouts/protected-route';
import { AuthProvider } from '../../src/app/providers/auth-provider';
import { WorkspaceProvider } from '../../src/app/providers/workspace-provider';
import { useAuth } from '../../src/lib/auth/auth-context';
import { readStoredSessionUser, supabaseSessionKey } from '../../src/lib/auth/stored-session';
import { memoryQueryCacheStore } from '../../src/lib/query/persistence/query-cache-store';
import { RestoredQueries } from '../../src/lib/query/persistence/restored-queries';
import { createUserQueryCache, userEntryKey } from '../../src/lib/query/persistence/user-query-cache';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { useWorkspaces } from '../../src/lib/workspaces/workspace-context';
import {
  createWorkspace,
  inviteToWorkspace,
  listMyInvitations,
  respondToInvitation,
} from '../../src/lib/workspaces/workspace-api';
import { createTestBackend, TEST_BACKEND_URL, uniqueEmail } from '../support/test-backend';

const SESSION_KEY = supabaseSessionKey(TEST_BACKEND_URL);
const PASSWORD = 'correct-horse-battery';

/** One browser: its storage (where supabase-js keeps the session) and its IndexedDB query cache. */
function browser() {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  return { storage, store: memoryQueryCacheStore() };
}
type Browser = ReturnType<typeof browser>;

/**
 * A page load in `place`: a new supabase-js client over its storage and a new query cache over its
 * store. With `held`, every request waits until `openDatabase()`: the database is still opening.
 */
function visit(backend: LocalBackend, place: Browser, { held = false } = {}) {
  let openDatabase = () => {};
  const opened = held ? new Promise<void>((resolve) => (openDatabase = resolve)) : Promise.resolve();
  const client = createClient(TEST_BACKEND_URL, backend.anonKey, {
    auth: {
      storage: place.storage,
      persistSession: true,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
    global: { fetch: async (input, init) => (await opened, backend.fetch(input, init)) },
  }) as unknown as AppSupabaseClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const cache = createUserQueryCache({
    queryClient,
    store: place.store,
    buster: 'test-build',
    saveEveryMs: 5,
  });
  return { client, queryClient, cache, openDatabase: () => act(openDatabase) };
}

/**
 * The signed-in part of the app (the session layout's providers) over one screen. Rendered in an
 * awaited act: React retries a tree that suspended (the restore) only within one.
 */
async function renderApp(place: Browser, page: ReturnType<typeof visit>) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <QueryClientProvider client={page.queryClient}>
        <AuthProvider
          client={page.client}
          queryCache={page.cache}
          storedUser={readStoredSessionUser(place.storage, SESSION_KEY)}
        >
          <Suspense fallback={<p>Restoring</p>}>
            <RestoredQueries cache={page.cache} keep>
              <WorkspaceProvider client={page.client}>
                <MemoryRouter initialEntries={['/dashboard']}>
                  <Routes>
                    <Route element={<ProtectedRoute />}>
                      <Route path="/dashboard" element={<WorkspacesScreen />} />
                    </Route>
                    <Route path="/auth/login" element={<p>Sign-in page</p>} />
                  </Routes>
                </MemoryRouter>
              </WorkspaceProvider>
            </RestoredQueries>
          </Suspense>
        </AuthProvider>
      </QueryClientProvider>,
    );
  });
  return view as ReturnType<typeof render>;
}

function WorkspacesScreen() {
  const { loading, signOut } = useAuth();
  const { workspaces, currentWorkspace } = useWorkspaces();
  return (
    <main>
      <p data-testid="workspaces">{workspaces.map((w) => w.name).join(', ') || 'none yet'}</p>
      <p data-testid="current">{currentWorkspace?.name ?? 'no workspace yet'}</p>
      <p>{loading ? 'Session not yet confirmed' : 'Session confirmed'}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
    </main>
  );
}

/** Makes the stored access token look expired: supabase-js must renew it through the (held) backend. */
function expireStoredSession(place: Browser) {
  const session = JSON.parse(place.storage.getItem(SESSION_KEY) ?? 'null') as { expires_at: number };
  place.storage.setItem(
    SESSION_KEY,
    JSON.stringify({ ...session, expires_at: Math.floor(Date.now() / 1000) - 60 }),
  );
}

const ada = { email: uniqueEmail('ada') };
const bea = { email: uniqueEmail('bea') };
const cy = { email: uniqueEmail('cy') };

describe('the persisted query cache over the local backend', () => {
  let backend: LocalBackend;

  beforeAll(async () => {
    // Each visit makes a GoTrueClient over the same storage key; supabase-js warns about it.
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('Multiple GoTrueClient instances')) warn(...args);
    });
    backend = await createTestBackend('pglite');
    for (const [person, firstName] of [
      [ada, 'Ada'],
      [bea, 'Bea'],
      [cy, 'Cy'],
    ] as const) {
      const { error } = await visit(backend, browser()).client.auth.signUp({
        email: person.email,
        password: PASSWORD,
        options: { data: { first_name: firstName } },
      });
      if (error) throw error;
    }
  });
  afterEach(() => cleanup());
  afterAll(() => backend.close());

  /** Signs `person` in in `place` and shows their dashboard once, which saves their queries. */
  async function firstVisit(place: Browser, person: { email: string }) {
    const page = visit(backend, place);
    const { data, error } = await page.client.auth.signInWithPassword({
      email: person.email,
      password: PASSWORD,
    });
    if (error) throw error;
    const view = await renderApp(place, page);
    await screen.findByText('Session confirmed');
    await waitFor(() => expect(screen.getByTestId('workspaces')).not.toHaveTextContent('none yet'));
    await waitFor(async () => expect(await place.store.get(userEntryKey(data.user.id))).toBeDefined());
    view.unmount();
    return { userId: data.user.id, client: page.client };
  }

  test('a returning user whose token expired sees their last-known screen at once, then the fresh one', async () => {
    const place = browser();
    const { userId, client } = await firstVisit(place, ada);
    // Meanwhile (another tab, another device) Ada makes a second workspace.
    await createWorkspace(client, userId, 'Second studio');
    expireStoredSession(place);

    const page = visit(backend, place, { held: true });
    await renderApp(place, page);

    // The database has answered nothing (not even the session's renewal): this is the saved screen.
    expect(await screen.findByTestId('workspaces')).toHaveTextContent("Ada's workspace");
    expect(screen.getByTestId('workspaces')).not.toHaveTextContent('Second studio');
    expect(screen.getByText('Session not yet confirmed')).toBeInTheDocument();
    expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument();

    page.openDatabase();
    await waitFor(() =>
      expect(screen.getByTestId('workspaces')).toHaveTextContent("Ada's workspace, Second studio"),
    );
    expect(screen.getByText('Session confirmed')).toBeInTheDocument();
  });

  test('a workspace joined since the last visit: its screens wait for it, the first workspace never stands in', async () => {
    const place = browser();
    const joiner = await firstVisit(place, cy);
    // Meanwhile Bea invites Cy to her studio, and Cy joins it in another tab of this browser,
    // which remembers it as Cy's current workspace.
    const owner = await firstVisit(browser(), bea);
    const studio = await createWorkspace(owner.client, owner.userId, 'Shared studio');
    await inviteToWorkspace(owner.client, studio.id, { email: cy.email, role: 'viewer' });
    const [invitation] = await listMyInvitations(joiner.client);
    await respondToInvitation(joiner.client, invitation.id, true);
    localStorage.setItem(`creator-os:current-workspace:${joiner.userId}`, studio.id);

    const page = visit(backend, place, { held: true });
    await renderApp(place, page);

    // The saved list predates the studio: no workspace is current until the database answers.
    expect(await screen.findByTestId('workspaces')).toHaveTextContent("Cy's workspace");
    expect(screen.getByTestId('current')).toHaveTextContent('no workspace yet');

    page.openDatabase();
    await waitFor(() => expect(screen.getByTestId('current')).toHaveTextContent('Shared studio'));
    expect(screen.getByTestId('workspaces')).toHaveTextContent("Cy's workspace, Shared studio");
  });

  test("sign-out deletes the user's saved queries", async () => {
    const place = browser();
    const { userId } = await firstVisit(place, ada);
    await renderApp(place, visit(backend, place));
    await screen.findByText('Session confirmed');

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    await waitFor(async () => expect(await place.store.keys()).toEqual([]));
    expect(await place.store.get(userEntryKey(userId))).toBeUndefined();
  });

  test("someone else signing in here never sees the previous user's saved queries", async () => {
    const place = browser();
    const previous = await firstVisit(place, ada);
    // Bea signs in in the same browser, over Ada's remembered session.
    await visit(backend, place).client.auth.signInWithPassword({ email: bea.email, password: PASSWORD });

    const page = visit(backend, place, { held: true });
    await renderApp(place, page);

    expect(await screen.findByText('Session confirmed')).toBeInTheDocument();
    expect(screen.getByTestId('workspaces')).toHaveTextContent('none yet');
    expect(
      page.queryClient.getQueryCache().findAll({ predicate: (query) => query.state.data !== undefined }),
    ).toEqual([]);
    await waitFor(async () => expect(await place.store.get(userEntryKey(previous.userId))).toBeUndefined());

    page.openDatabase();
    await waitFor(() => expect(screen.getByTestId('workspaces')).toHaveTextContent("Bea's workspace"));
    expect(screen.getByTestId('workspaces')).not.toHaveTextContent('Ada');
  });

  test("a user switch on an open screen drops the previous user's queries before showing the next", async () => {
    const place = browser();
    const previous = await firstVisit(place, ada);
    const page = visit(backend, place);
    await renderApp(place, page);
    await waitFor(() => expect(screen.getByTestId('workspaces')).toHaveTextContent("Ada's workspace"));

    // Bea signs in in this browser (another tab, say): this tab's client hears of it. In an
    // awaited act, as the switch suspends the tree while her queries are restored.
    await act(() => page.client.auth.signInWithPassword({ email: bea.email, password: PASSWORD }));

    await waitFor(() => expect(screen.getByTestId('workspaces')).toHaveTextContent("Bea's workspace"));
    expect(screen.getByTestId('workspaces')).not.toHaveTextContent('Ada');
    const keys = page.queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);
    expect(JSON.stringify(keys)).not.toContain(previous.userId);
  });
});
