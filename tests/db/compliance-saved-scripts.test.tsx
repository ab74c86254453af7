// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { LocalBackend } from '../../local-backend/backend';
import { ComplianceScreen } from '../../src/features/compliance/screens/compliance-screen';
import { AuthContext } from '../../src/lib/auth/auth-context';
import { saveScript } from '../../src/lib/scripts/scripts-api';
import type { AppSupabaseClient } from '../../src/lib/supabase';
import { WorkspaceContext } from '../../src/lib/workspaces/workspace-context';
import { RULE_SET_VERSION } from '../../src/services/compliance/rule-set';
import { fakeAuth } from '../../src/test/fake-auth';
import { TestQueryProvider } from '../../src/test/test-query-provider';
import { testWorkspace, workspacesValue } from '../../src/test/workspaces-value';
import { createTestBackend, signedInClient } from '../support/test-backend';
import { createWorkspace, joinWorkspace } from '../support/workspace-kit';

// Policy Compliance over the real local backend: a saved script's check is stored on it (for
// those who may change it), and Check History lists the workspace's stored checks. The check
// takes its real 2 seconds here (real timers), hence the longer waits.

configure({ asyncUtilTimeout: 15_000 });

type SignedIn = Awaited<ReturnType<typeof signedInClient>>;

function showCompliance(person: SignedIn, workspaceId: string) {
  const workspace = testWorkspace(workspaceId, { name: 'Studio' });
  render(
    <TestQueryProvider>
      <AuthContext.Provider value={fakeAuth({ id: person.userId, email: person.email })}>
        <WorkspaceContext.Provider
          value={workspacesValue({ workspaces: [workspace], currentWorkspace: workspace })}
        >
          <ComplianceScreen client={person.client as AppSupabaseClient} />
        </WorkspaceContext.Provider>
      </AuthContext.Provider>
    </TestQueryProvider>,
  );
  return userEvent.setup();
}

async function checkSavedScript(user: ReturnType<typeof userEvent.setup>, title: string) {
  await screen.findByRole('option', { name: title });
  await user.selectOptions(screen.getByLabelText('Saved script'), title);
  const check = screen.getByRole('button', { name: 'Check a saved script' });
  await waitFor(() => expect(check).toBeEnabled());
  await user.click(check);
  return screen.findByTestId('compliance-score');
}

const LAUNCH_BODY =
  'Morning routine for creators\nThis serum is guaranteed to work.\nUse my code GLOW for 10% off.';

describe('Policy Compliance with saved scripts', { timeout: 60_000 }, () => {
  let backend: LocalBackend;
  let owner: SignedIn;
  let viewer: SignedIn;
  let workspaceId: string;
  let launchId: string;
  let quietId: string;
  beforeAll(async () => {
    backend = await createTestBackend('pglite');
    owner = await signedInClient(backend, { first_name: 'Olivia', last_name: 'Owner' });
    viewer = await signedInClient(backend, { first_name: 'Vera', last_name: 'Viewer' });
    workspaceId = await createWorkspace(owner, 'Studio');
    await joinWorkspace(owner, viewer, workspaceId, 'viewer');
    const client = owner.client as AppSupabaseClient;
    launchId = (await saveScript(client, { id: null, workspaceId, title: 'Launch day', body: LAUNCH_BODY }))
      .id;
    quietId = (await saveScript(client, { id: null, workspaceId, title: 'Quiet one', body: 'Hello there' }))
      .id;
  });
  afterEach(cleanup);
  afterAll(() => backend.close());

  const stored = async (id: string) => {
    const { data, error } = await owner.client
      .from('scripts')
      .select('compliance, version, body')
      .eq('id', id)
      .single();
    expect(error).toBeNull();
    return data as { compliance: Record<string, unknown> | null; version: number; body: string };
  };

  test('a viewer checks a saved script; nothing is stored', async () => {
    const user = showCompliance(viewer, workspaceId);
    expect(await screen.findByText("Viewers' checks are not saved")).toBeInTheDocument();
    expect(await checkSavedScript(user, 'Quiet one')).toHaveTextContent('100/100');
    expect(screen.getByLabelText('Video script')).toHaveValue('Hello there');

    await user.click(screen.getByRole('tab', { name: 'Check History' }));
    // Shown for this session only, beside the samples.
    expect(screen.getByRole('row', { name: /Quiet one/ })).toBeInTheDocument();
    expect(screen.getAllByText('Sample')).toHaveLength(5);
    expect((await stored(quietId)).compliance).toBeNull();
  });

  test('the owner checks a saved script: the result is stored on it, the version unchanged; history shows it', async () => {
    const user = showCompliance(owner, workspaceId);
    expect(await checkSavedScript(user, 'Launch day')).toHaveTextContent('70/100');
    expect(screen.getByLabelText('Video script')).toHaveValue(LAUNCH_BODY);
    expect(screen.queryByText("Viewers' checks are not saved")).toBeNull();

    await waitFor(async () => expect((await stored(launchId)).compliance).not.toBeNull());
    const row = await stored(launchId);
    expect(row.version).toBe(1);
    expect(row.compliance).toMatchObject({
      score: 70,
      status: 'failed',
      rule_set_version: RULE_SET_VERSION,
      issues: [
        expect.objectContaining({ line: 2, type: 'error' }),
        expect.objectContaining({ line: 3, type: 'error' }),
      ],
    });
    expect((await stored(quietId)).compliance).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Check History' }));
    const history = await screen.findByRole('row', { name: /Launch day/ });
    expect(within(history).getByText('Failed')).toBeInTheDocument();
    expect(within(history).getByText('70')).toBeInTheDocument();
    expect(within(history).queryByText('Sample')).toBeNull();
    // One real check: the five samples stay, labelled.
    expect(screen.getAllByText('Sample')).toHaveLength(5);
    // Newest first: the real check above the samples.
    expect(within(screen.getAllByRole('row')[1]).getAllByRole('cell')[0]).toHaveTextContent(/^Launch day$/);
    cleanup();

    // A later visit reads it back from the database.
    showCompliance(viewer, workspaceId);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Check History' }));
    expect(await screen.findByRole('row', { name: /Launch day/ })).toBeInTheDocument();
  });
});
