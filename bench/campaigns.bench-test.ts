// @vitest-environment jsdom
// Not a pass/fail timing test: it measures and prints, over the local backend (PGlite, as local
// mode runs it), how long the Campaigns screen takes to show a workspace of 1,000 campaigns (its
// first page, the count and the summary cards, read from the database) and how long the bulk
// delete of 200 selected campaigns takes (one request, one transaction).
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import { createElement } from 'react';
import { performance } from 'node:perf_hooks';
import { expect, test } from 'vitest';
import { CampaignsScreen } from '../src/features/campaigns/screens/campaigns-screen';
import { AuthContext } from '../src/lib/auth/auth-context';
import { deleteCampaigns } from '../src/lib/campaigns/campaigns-api';
import { createQueryClient } from '../src/lib/query/query-client';
import type { AppSupabaseClient } from '../src/lib/supabase';
import type { Workspace } from '../src/lib/workspaces/workspace-api';
import { WorkspaceContext } from '../src/lib/workspaces/workspace-context';
import { fakeAuth } from '../src/test/fake-auth';
import { currentWorkspaceValue } from '../src/test/workspaces-value';
import { clientFor, createTestBackend, signedInClient } from '../tests/support/test-backend';
import { createWorkspace } from '../tests/support/workspace-kit';

configure({ asyncUtilTimeout: 60_000 });

const CAMPAIGNS = 1000;
const BULK = 200;
const RUNS = 5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (values: number[]) =>
  `${median(values).toFixed(0)} ms   runs: ${values.map((v) => v.toFixed(0)).join(', ')}`;

test('Campaigns: 1,000 campaigns on screen, and a bulk delete of 200', async () => {
  const backend = await createTestBackend('pglite');
  const service = clientFor(backend, backend.serviceRoleKey);
  const owner = await signedInClient(backend);
  const client = owner.client as AppSupabaseClient;
  const workspaceId = await createWorkspace(owner, 'Bench');
  const campaigns = (count: number, from: number) =>
    Array.from({ length: count }, (_, n) => {
      const i = from + n;
      return {
        workspace_id: workspaceId,
        author_id: owner.userId,
        name: `Campaign ${String(i + 1).padStart(4, '0')}`,
        objective: 'Video Views',
        status: i % 3 === 0 ? 'paused' : 'active',
        budget: 1000 + i,
        spent: 500 + i,
        impressions: 100_000 + i * 10,
        clicks: 2_000 + i,
        conversions: 50 + (i % 40),
        start_date: '2026-11-01',
        end_date: '2026-12-31',
      };
    });
  /** Inserts `count` campaigns in one request; their ids. */
  const insert = async (count: number, from: number) => {
    const inserted = await service.from('campaigns').insert(campaigns(count, from)).select('id');
    if (inserted.error) throw inserted.error;
    return (inserted.data as { id: string }[]).map((row) => row.id);
  };
  await insert(CAMPAIGNS, 0);
  const { data: workspace, error } = await client
    .from('workspaces')
    .select('id, name, slug, owner_id, created_at, personal')
    .eq('id', workspaceId)
    .single();
  if (error) throw error;

  // Each run adds 200 and deletes them selected, so every screen run sees 1,000 (and the six samples).
  const shown: number[] = [];
  const deleted: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const batch = await insert(BULK, CAMPAIGNS + run * BULK);
    let started = performance.now();
    expect(await deleteCampaigns(client, batch)).toBe(BULK);
    deleted.push(performance.now() - started);

    started = performance.now();
    render(
      createElement(
        QueryClientProvider,
        { client: createQueryClient() },
        createElement(
          AuthContext.Provider,
          { value: fakeAuth({ id: owner.userId, email: owner.email }) },
          createElement(
            WorkspaceContext.Provider,
            { value: currentWorkspaceValue(workspace as Workspace) },
            createElement(CampaignsScreen, { client }),
          ),
        ),
      ),
    );
    await screen.findByText(/^Showing 1–25 of 1,006$/);
    await screen.findByRole('region', { name: 'Campaign summary' });
    // The header row and the page's 25 campaigns.
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(26));
    shown.push(performance.now() - started);
    cleanup();
  }
  await backend.close();

  console.log(
    [
      `campaigns screen, 1,000 campaigns to first page and summary (median of ${RUNS}) ${ms(shown)}`,
      `campaigns bulk delete of ${BULK}, one request (median of ${RUNS})          ${ms(deleted)}`,
    ].join('\n'),
  );
}, 600_000);
