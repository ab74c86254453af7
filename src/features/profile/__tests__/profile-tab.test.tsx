import { createClient } from '@supabase/supabase-js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { creditsValue } from '@/components/credits/__tests__/credits-test-kit';
import { AuthContext } from '@/lib/auth/auth-context';
import { CreditsContext } from '@/lib/credits/credits-context';
import { profileKeys, profileSummaryQuery } from '@/lib/profiles/profile-queries';
import type { Profile } from '@/lib/profiles/profile-api';
import type { AppSupabaseClient } from '@/lib/supabase';
import { listMembers, memberName } from '@/lib/workspaces/workspace-members-api';
import { workspaceMemberKeys } from '@/lib/workspaces/workspace-queries';
import { fakeAuth } from '@/test/fake-auth';
import { TestQueryProvider } from '@/test/test-query-provider';
import { ProfileTab } from '../components/profile-tab';

// The tab over the real supabase-js; only the HTTP boundary is fake: a fetch that keeps one
// profile row and answers reads and updates of it like PostgREST (and a workspace's member
// list, which shows the name from that row).

const USER = { id: '7d1c0a52-2c4b-4d6e-9a57-6f1f2d3c4b5a', email: 'grace@example.com' };
const WORKSPACE_ID = '0b6f1d2e-3c4a-4b5d-8e6f-7a8b9c0d1e2f';

const savedRow = (): Profile => ({
  id: USER.id,
  email: USER.email,
  first_name: 'Grace',
  last_name: 'Hopper',
  company_name: 'Compilers Inc',
  phone: null,
  bio: null,
  avatar_url: null,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
});

let clients = 0;
function fakeProfiles(options: { failReads?: boolean } = {}) {
  const server = { row: savedRow(), updates: [] as Record<string, unknown>[], memberReads: 0 };
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (url.pathname.endsWith('/rpc/list_workspace_members')) {
      server.memberReads += 1;
      const { email, first_name, last_name } = server.row;
      return Response.json([
        { user_id: USER.id, email, first_name, last_name, role: 'owner', joined_at: server.row.created_at },
      ]);
    }
    if (options.failReads) {
      return Response.json(
        { code: '42501', message: 'permission denied for table profiles' },
        { status: 401 },
      );
    }
    if (init?.method === 'PATCH') {
      const change = JSON.parse(String(init.body)) as Record<string, unknown>;
      server.updates.push(change);
      server.row = { ...server.row, ...change };
    }
    const columns = url.searchParams.get('select') ?? '*';
    const body =
      columns === '*'
        ? server.row
        : Object.fromEntries(
            columns.split(',').map((column) => [column, server.row[column as keyof Profile]]),
          );
    return Response.json(body);
  };
  clients += 1;
  const client = createClient('https://backend.test', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: `profile-tab-test-${clients}` },
    global: { fetch },
  }) as unknown as AppSupabaseClient;
  return { client, server };
}

/** Another screen that shows the name (as the dashboard's welcome does), with a way to refetch. */
function NameElsewhere({ client }: { client: AppSupabaseClient }) {
  const queryClient = useQueryClient();
  const summary = useQuery(profileSummaryQuery(client, USER.id));
  return (
    <aside aria-label="Elsewhere">
      <p>Welcome back{summary.data?.first_name ? `, ${summary.data.first_name}` : ''}!</p>
      <button
        type="button"
        // invalidateQueries never rejects: a failed read becomes the query's error.
        onClick={() => void queryClient.invalidateQueries({ queryKey: profileKeys.all(USER.id) })}
      >
        Refetch
      </button>
    </aside>
  );
}

/** A workspace's member list, as the members dialog reads it (its directory key). */
function MembersElsewhere({ client }: { client: AppSupabaseClient }) {
  const members = useQuery({
    queryKey: workspaceMemberKeys.directory(WORKSPACE_ID, USER.id),
    queryFn: () => listMembers(client, WORKSPACE_ID),
  });
  return (
    <ul aria-label="Members">
      {members.data?.map((member) => (
        <li key={member.user_id}>{memberName(member)}</li>
      ))}
    </ul>
  );
}

function renderTab(client: AppSupabaseClient, { elsewhere = false, members = false } = {}) {
  const Providers = ({ children }: { children: ReactNode }) => (
    <TestQueryProvider>
      <AuthContext.Provider value={fakeAuth(USER)}>
        <CreditsContext.Provider value={creditsValue()}>{children}</CreditsContext.Provider>
      </AuthContext.Provider>
    </TestQueryProvider>
  );
  render(
    <>
      <ProfileTab client={client} />
      {elsewhere && <NameElsewhere client={client} />}
      {members && <MembersElsewhere client={client} />}
      <Toaster />
    </>,
    { wrapper: Providers },
  );
}

const field = (label: string) => screen.getByLabelText(label);

// Typing through user-event is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => toast.remove());

describe('Profile tab', () => {
  test('shows the saved profile once it is read; the email is read-only', async () => {
    const { client } = fakeProfiles();
    renderTab(client);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile…');
    expect(await screen.findByLabelText('First name')).toHaveValue('Grace');
    expect(field('Last name')).toHaveValue('Hopper');
    expect(field('Company')).toHaveValue('Compilers Inc');
    expect(field('Email')).toHaveValue('grace@example.com');
    expect(field('Email')).toHaveAttribute('readonly');
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  test('a profile that cannot be read says why', async () => {
    const { client } = fakeProfiles({ failReads: true });
    renderTab(client);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your profile could not be loaded: permission denied for table profiles',
    );
  });

  test('a save updates the database and the name on every screen that shows it', async () => {
    const user = userEvent.setup();
    const { client, server } = fakeProfiles();
    renderTab(client, { elsewhere: true });
    const elsewhere = screen.getByRole('complementary', { name: 'Elsewhere' });
    expect(await within(elsewhere).findByText('Welcome back, Grace!')).toBeInTheDocument();

    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Amazing Grace');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
    expect(server.updates).toEqual([
      {
        first_name: 'Amazing Grace',
        last_name: 'Hopper',
        company_name: 'Compilers Inc',
        phone: null,
        bio: null,
      },
    ]);
    expect(await within(elsewhere).findByText('Welcome back, Amazing Grace!')).toBeInTheDocument();
    expect(firstName).toHaveValue('Amazing Grace');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  test('a save refreshes the name in the workspace member lists too', async () => {
    const user = userEvent.setup();
    const { client, server } = fakeProfiles();
    renderTab(client, { members: true });
    const members = screen.getByRole('list', { name: 'Members' });
    expect(await within(members).findByText('Grace Hopper')).toBeInTheDocument();
    expect(server.memberReads).toBe(1);

    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'Amazing Grace');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await within(members).findByText('Amazing Grace Hopper')).toBeInTheDocument();
    expect(server.memberReads).toBe(2);
  });

  test('a newer profile read in the background fills the untouched fields and keeps the edited ones', async () => {
    const user = userEvent.setup();
    const { client, server } = fakeProfiles();
    renderTab(client, { elsewhere: true });
    const lastName = await screen.findByLabelText('Last name');
    await user.clear(lastName);
    await user.type(lastName, 'Murray Hopper');

    // Another tab saves a new company; this one reads the profile again (as on a focus).
    server.row = { ...server.row, company_name: 'Navy' };
    await user.click(screen.getByRole('button', { name: 'Refetch' }));

    expect(await screen.findByDisplayValue('Navy')).toBe(field('Company'));
    expect(lastName).toHaveValue('Murray Hopper');
    expect(field('First name')).toHaveValue('Grace');
  });
});
