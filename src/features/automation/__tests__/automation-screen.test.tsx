import type { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { AuthContext } from '@/lib/auth/auth-context';
import { abTestKeys, scheduledTaskKeys, workflowKeys } from '@/lib/automation/automation-queries';
import type { WorkspaceRole } from '@/lib/schemas/workspace';
import { workspaceVideoKeys } from '@/lib/videos/workspace-video-queries';
import { WorkspaceContext } from '@/lib/workspaces/workspace-context';
import { workspaceRoleKey } from '@/lib/workspaces/workspace-role';
import { fakeAuth } from '@/test/fake-auth';
import { TestQueryProvider } from '@/test/test-query-provider';
import { currentWorkspaceValue, testWorkspace } from '@/test/workspaces-value';
import { abTestDisplay } from '../lib/labels';
import { AutomationScreen } from '../screens/automation-screen';
import { onePage, sampleAbTests, sampleTasks, sampleWorkflows } from './sample-automation';

vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

const WORKSPACE = 'ws-1';
const USER = 'user-1';

/** The screen over the workspace's samples, already read, as `role`. (Writes: tests/db/automation-screen.test.tsx.) */
function setupScreen(role: WorkspaceRole = 'owner') {
  const seed = (client: QueryClient) => {
    client.setQueryData(workspaceRoleKey(WORKSPACE), role);
    client.setQueryData(workflowKeys.list(WORKSPACE), onePage(sampleWorkflows));
    client.setQueryData(scheduledTaskKeys.list(WORKSPACE), onePage(sampleTasks));
    client.setQueryData(abTestKeys.list(WORKSPACE), onePage(sampleAbTests));
    client.setQueryData(workspaceVideoKeys.all(USER, WORKSPACE), []);
  };
  render(
    <TestQueryProvider seed={seed}>
      <AuthContext.Provider value={fakeAuth({ id: USER, email: 'ada@example.com' })}>
        <WorkspaceContext.Provider value={currentWorkspaceValue(testWorkspace(WORKSPACE))}>
          <AutomationScreen />
        </WorkspaceContext.Provider>
      </AuthContext.Provider>
    </TestQueryProvider>,
  );
  return userEvent.setup();
}

describe('A/B display rules', () => {
  test('the winner only when set, the confidence only while running', () => {
    expect(abTestDisplay({ status: 'running', confidence: 87 })).toEqual({ winner: null, confidence: 87 });
    expect(abTestDisplay({ status: 'completed', winner: 'B', confidence: 96 })).toEqual({
      winner: 'B',
      confidence: null,
    });
    expect(abTestDisplay({ status: 'draft' })).toEqual({ winner: null, confidence: null });
  });
});

describe('Automation & Scheduling', { timeout: 20_000 }, () => {
  test('workflow cards show triggers, run figures and pause/resume', async () => {
    const user = setupScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'Automation & Scheduling' })).toBeInTheDocument();
    expect(screen.getByText('CTR drops below 2%')).toBeInTheDocument();
    expect(screen.getByText('CPA increases by 50%')).toBeInTheDocument();

    const card = screen
      .getAllByRole('listitem')
      .find((item) => within(item).queryByRole('heading', { name: 'CPA Guardrail' }));
    if (!card) throw new Error('No CPA Guardrail card');
    expect(within(card).getByText('active')).toBeInTheDocument();
    expect(within(card).getByText('Sample')).toBeInTheDocument();
    expect(within(card).getByText('100.0%')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Pause CPA Guardrail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume New Video Promotion' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Workflow' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Workflow' });
    expect(within(dialog).getByLabelText('CTR drops below 2%')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Notify team on Slack')).toBeInTheDocument();
  });

  test('Scheduling shows readable task types and status badges; quick actions open the form preset to their type', async () => {
    const user = setupScreen();
    await user.click(screen.getByRole('tab', { name: 'Scheduling' }));
    const row = screen.getByRole('row', { name: /Raise Black Friday budget/ });
    expect(within(row).getByText('Budget Update')).toBeInTheDocument();
    expect(within(row).getByText('scheduled')).toBeInTheDocument();
    expect(within(row).getByText('Black Friday Sale')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Holiday thumbnail test/ })).toHaveTextContent('A/B Test Launch');
    expect(screen.queryByText('video_upload')).not.toBeInTheDocument();

    const presets = [
      ['Schedule Upload', 'Schedule Video Upload', 'Video Upload'],
      ['Campaign', 'Schedule Budget Update', 'Budget Update'],
      ['Report', 'Schedule Report Generation', 'Report Generation'],
      ['A/B Test', 'Schedule A/B Test Launch', 'A/B Test Launch'],
    ] as const;
    for (const [button, title, type] of presets) {
      await user.click(screen.getByRole('button', { name: button }));
      const dialog = screen.getByRole('dialog', { name: title });
      expect(within(dialog).getByLabelText<HTMLSelectElement>('Type').selectedOptions[0]?.textContent).toBe(
        type,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    }
    await user.click(screen.getByRole('button', { name: 'A/B Test' }));
    const launch = within(screen.getByRole('dialog', { name: 'Schedule A/B Test Launch' }));
    // Only a draft can be launched.
    expect(launch.getByRole('option', { name: 'CTA Placement' })).toBeInTheDocument();
    expect(launch.queryByRole('option', { name: 'Thumbnail: Face vs. Product' })).not.toBeInTheDocument();
  });

  test('A/B cards: winner only when set, confidence only while running', async () => {
    const user = setupScreen();
    await user.click(screen.getByRole('tab', { name: 'A/B Testing' }));
    const card = (name: string) => within(screen.getByRole('region', { name }));
    expect(card('Thumbnail: Face vs. Product').getByText('87%')).toBeInTheDocument();
    expect(card('Thumbnail: Face vs. Product').queryByText(/Winner/)).not.toBeInTheDocument();
    expect(card('Hook Length: 3s vs. 8s').getByText('Winner: 3-second hook')).toBeInTheDocument();
    expect(card('Hook Length: 3s vs. 8s').queryByText(/Confidence/)).not.toBeInTheDocument();
    expect(card('CTA Placement').queryByText(/Winner|Confidence/)).not.toBeInTheDocument();
    expect(card('Thumbnail: Face vs. Product').getByRole('row', { name: /Variant A/ })).toHaveTextContent(
      '6.84%',
    );
  });

  test('a member changes only what they made: no controls on samples; a viewer has none at all', async () => {
    const user = setupScreen('member');
    expect(screen.getByRole('button', { name: 'Create Workflow' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Pause|Resume|Edit|Delete) / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Scheduling' }));
    expect(screen.getByRole('heading', { name: 'Quick Schedule' })).toBeInTheDocument();
  });

  test('a viewer sees the work without any control', async () => {
    const user = setupScreen('viewer');
    expect(screen.getByText('CTR drops below 2%')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Workflow' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Pause|Resume|Edit|Delete) / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Scheduling' }));
    expect(screen.queryByRole('heading', { name: 'Quick Schedule' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'A/B Testing' }));
    expect(screen.queryByRole('button', { name: 'Create A/B Test' })).not.toBeInTheDocument();
  });
});
