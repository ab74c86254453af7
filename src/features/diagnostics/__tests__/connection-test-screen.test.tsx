import { createClient } from '@supabase/supabase-js';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import type { AppSupabaseClient } from '@/lib/supabase';
import { TestQueryProvider } from '@/test/test-query-provider';
import { ConnectionTestScreen } from '../screens/connection-test-screen';

// The diagnostic over the real supabase-js; only the HTTP boundary is fake: PostgREST's answer
// to the profiles check.

type Reply = { status: number; body?: unknown };

let clients = 0;
function clientAnswering(reply: () => Reply) {
  let calls = 0;
  const fetch = async () => {
    calls += 1;
    const { status, body } = reply();
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', 'Content-Range': '*/0' },
    });
  };
  clients += 1;
  const client = createClient('https://backend.test', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: `diagnostic-test-${clients}` },
    global: { fetch },
  }) as unknown as AppSupabaseClient;
  return { client, calls: () => calls };
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <TestQueryProvider>{children}</TestQueryProvider>
    </MemoryRouter>
  );
}

/** A check's row, named by its label. */
const row = (label: string) => screen.getByRole('group', { name: label });

describe('Connection diagnostic', () => {
  test('checks the database and auth, then says both are connected', async () => {
    const { client } = clientAnswering(() => ({ status: 200 }));
    render(<ConnectionTestScreen client={client} />, { wrapper: Providers });
    expect(within(row('Database')).getByText('Testing…')).toBeInTheDocument();
    expect(await screen.findAllByText('Connected')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a signed-out visitor refused by row level security still counts as connected', async () => {
    const { client } = clientAnswering(() => ({
      status: 401,
      body: { code: '42501', message: 'permission denied for table profiles' },
    }));
    render(<ConnectionTestScreen client={client} />, { wrapper: Providers });
    expect(await within(row('Database')).findByText('Connected')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('missing tables: the error, the migrations hint and the connection advice', async () => {
    const { client } = clientAnswering(() => ({
      status: 404,
      body: { code: 'PGRST205', message: "Could not find the table 'public.profiles' in the schema cache" },
    }));
    render(<ConnectionTestScreen client={client} />, { wrapper: Providers });
    expect(
      await within(row('Database')).findByText(
        "Could not find the table 'public.profiles' in the schema cache",
      ),
    ).toBeInTheDocument();
    const alerts = screen.getAllByRole('alert');
    expect(alerts[0]).toHaveTextContent('No tables found: run the migrations (supabase db push).');
    expect(alerts[1]).toHaveTextContent('Connection failed');
    expect(within(row('Auth service')).getByText('Connected')).toBeInTheDocument();
  });

  test('a return to the page shows the last answers at once and checks again', async () => {
    const backend = clientAnswering(() => ({ status: 200 }));
    const view = render(<ConnectionTestScreen client={backend.client} />, { wrapper: Providers });
    expect(await screen.findAllByText('Connected')).toHaveLength(2);
    expect(backend.calls()).toBe(1);

    view.rerender(<p>Another page</p>);
    view.rerender(<ConnectionTestScreen client={backend.client} />);
    expect(screen.getAllByText('Connected')).toHaveLength(2);
    expect(screen.queryByText('Testing…')).not.toBeInTheDocument();
    await expect.poll(backend.calls).toBe(2);
  });
});
