import { createClient } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { AuthContext } from '@/lib/auth/auth-context';
import type { AppSupabaseClient } from '@/lib/supabase';
import { WorkspaceContext } from '@/lib/workspaces/workspace-context';
import { fakeAuth } from '@/test/fake-auth';
import { TestQueryProvider } from '@/test/test-query-provider';
import { workspacesValue } from '@/test/workspaces-value';
import { DashboardHomeScreen } from '../screens/dashboard-home-screen';

// The screen over the real supabase-js; only the HTTP boundary is fake: a fetch that answers
// like PostgREST (the profile) and the health function would. No workspace is current here, so
// the workspace's figures and activity are not asked for (tests/db/dashboard-activity.test.tsx
// shows them over the real local backend).

const USER = { id: '7d1c0a52-2c4b-4d6e-9a57-6f1f2d3c4b5a', email: 'grace@example.com' };

type Reply = { status: number; body: unknown };
const ok = (body: unknown): Reply => ({ status: 200, body });

let clients = 0;
function fakeBackend(routes: { profile: () => Reply; health: () => Reply }) {
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    requests.push(url.pathname);
    const reply = url.pathname === '/rest/v1/profiles' ? routes.profile() : routes.health();
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  clients += 1;
  const client = createClient('https://backend.test', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: `dashboard-test-${clients}` },
    global: { fetch },
  }) as unknown as AppSupabaseClient;
  return { client, requests };
}

const grace = () => ok({ first_name: 'Grace', last_name: 'Hopper', company_name: 'Compilers Inc' });
const healthy = () => ok({ status: 'ok', environment: 'local' });

function Providers({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <TestQueryProvider>
        <AuthContext.Provider value={fakeAuth(USER)}>
          <WorkspaceContext.Provider value={workspacesValue()}>{children}</WorkspaceContext.Provider>
        </AuthContext.Provider>
      </TestQueryProvider>
    </MemoryRouter>
  );
}

describe('Dashboard home', () => {
  test('welcomes the user by name with their company, and shows the functions’ status', async () => {
    const { client } = fakeBackend({ profile: grace, health: healthy });
    render(<DashboardHomeScreen client={client} />, { wrapper: Providers });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(screen.getByText('Checking…')).toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace!' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('profile-name')).toHaveTextContent('Grace Hopper');
    expect(screen.getByTestId('profile-company')).toHaveTextContent('Compilers Inc');
    expect(await screen.findByTestId('health-status')).toHaveTextContent('Functions: ok (local)');
  });

  test('a profile or health failure is shown in place', async () => {
    const { client } = fakeBackend({
      profile: () => ({
        status: 401,
        body: { code: '42501', message: 'permission denied for table profiles' },
      }),
      health: () => ({ status: 503, body: { error: 'down' } }),
    });
    render(<DashboardHomeScreen client={client} />, { wrapper: Providers });
    expect(await screen.findByText('permission denied for table profiles')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back!' })).toBeInTheDocument();
    expect(await screen.findByText(/^Unavailable: /)).toBeInTheDocument();
  });

  test('a return to the dashboard shows the cached welcome at once', async () => {
    const { client, requests } = fakeBackend({ profile: grace, health: healthy });
    const view = render(<DashboardHomeScreen client={client} />, { wrapper: Providers });
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Grace!' });
    await screen.findByTestId('health-status');

    view.rerender(<p>Another screen</p>);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    view.rerender(<DashboardHomeScreen client={client} />);
    // No "Checking…" and no nameless welcome: the answers are the ones from a moment ago.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Grace!' })).toBeInTheDocument();
    expect(screen.getByTestId('health-status')).toHaveTextContent('Functions: ok (local)');
    expect(requests.filter((path) => path === '/rest/v1/profiles')).toHaveLength(1);
  });

  test('the channel figures are marked as samples; with no workspace, Recent Activity is empty', async () => {
    const { client, requests } = fakeBackend({ profile: grace, health: healthy });
    render(<DashboardHomeScreen client={client} />, { wrapper: Providers });
    const stats = screen.getByRole('region', { name: 'Channel statistics' });
    expect(stats).toHaveTextContent('Total Views');
    expect(screen.getAllByText('Sample')).toHaveLength(3);
    expect(screen.getByTestId('videos-created')).toHaveTextContent('–');
    expect(
      screen.getByText('Nothing yet: save a script or make a video and it shows here.'),
    ).toBeInTheDocument();
    await screen.findByTestId('health-status');
    expect(requests.filter((path) => path !== '/rest/v1/profiles' && !path.startsWith('/functions'))).toEqual(
      [],
    );
  });
});
