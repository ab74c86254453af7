// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { SampleContentNotice } from '../../src/components/sample-content-notice';
import type { WorkspaceRole } from '../../src/lib/schemas/workspace';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { TestQueryProvider } from '../../src/test/test-query-provider';
import { createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// The team screens' sample notice over the real local backend: it shows while the workspace holds
// the seeded sample rows, its owner (or an admin) removes them all in one step, and a member is
// told who can.

configure({ asyncUtilTimeout: 15_000 });

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

describe('Remove sample data, over the local backend', () => {
  let backend: LocalBackend;
  let owner: SignedIn;
  let member: SignedIn;
  let workspace: string;

  beforeAll(async () => {
    backend = await createTestBackend('pglite');
    [owner, member] = await Promise.all([signedInClient(backend), signedInClient(backend)]);
    workspace = await createWorkspace(owner, 'Samples');
    await joinWorkspace(owner, member, workspace, 'member');
  });
  afterEach(cleanup);
  afterAll(() => backend.close());

  const show = (person: SignedIn, role: WorkspaceRole) => {
    render(
      <TestQueryProvider>
        <SampleContentNotice
          client={person.client as AppSupabaseClient}
          workspaceId={workspace}
          role={role}
        />
      </TestQueryProvider>,
    );
    return userEvent.setup();
  };

  const sampleCampaigns = async () => {
    const { count, error } = await owner.client
      .from('campaigns')
      .select('id', { head: true, count: 'exact' })
      .eq('workspace_id', workspace)
      .eq('is_sample', true);
    if (error) throw error;
    return count;
  };

  test('a member is told that the owner or an admin can remove the samples, and gets no button', async () => {
    show(member, 'member');
    expect(await screen.findByRole('note')).toHaveTextContent(
      'The workspace’s owner or an admin can remove them.',
    );
    expect(screen.queryByRole('button', { name: 'Remove sample data' })).toBeNull();
  });

  test('the owner removes every sample in one step, after confirming, and the notice goes', async () => {
    expect(await sampleCampaigns()).toBeGreaterThan(0);
    const user = show(owner, 'owner');
    await user.click(await screen.findByRole('button', { name: 'Remove sample data' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove sample data?' });
    expect(dialog).toHaveTextContent('Your team’s own work stays.');
    await user.click(
      screen.getAllByRole('button', { name: 'Remove sample data' }).find((b) => dialog.contains(b))!,
    );
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
    expect(await sampleCampaigns()).toBe(0);

    const { data: left } = await member.client.rpc('workspace_has_sample_data', {
      p_workspace_id: workspace,
    });
    expect(left).toBe(false);
  });
});
