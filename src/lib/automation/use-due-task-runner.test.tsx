import type { QueryClient } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { AppSupabaseClient } from '@/lib/supabase';
import type { WorkspaceRole } from '@/lib/schemas/workspace';
import { workspaceRoleKey } from '@/lib/workspaces/workspace-role';
import { TestQueryProvider } from '@/test/test-query-provider';
import { useDueTaskRunner } from './use-due-task-runner';

// When the open app runs due tasks (the running itself: tests/db/automation-screen.test.tsx).

function Runner({ client, mode }: { client: AppSupabaseClient; mode: 'local' | 'hosted' }) {
  useDueTaskRunner('ws-1', { client, mode, intervalMs: 20 });
  return null;
}

function runWith(mode: 'local' | 'hosted', role: WorkspaceRole) {
  const rpc = vi.fn(async () => ({ data: 0, error: null }));
  const client = { rpc } as unknown as AppSupabaseClient;
  const seed = (queryClient: QueryClient) => queryClient.setQueryData(workspaceRoleKey('ws-1'), role);
  render(
    <TestQueryProvider seed={seed}>
      <Runner client={client} mode={mode} />
    </TestQueryProvider>,
  );
  return rpc;
}

describe('useDueTaskRunner', () => {
  test('in local mode, runs the workspace’s due tasks at once and again on every tick', async () => {
    const rpc = runWith('local', 'member');
    await waitFor(() => expect(rpc.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(rpc).toHaveBeenCalledWith('run_due_tasks', { p_workspace_id: 'ws-1' });
  });

  test('hosted (pg_cron runs them) and for a viewer, never asks', async () => {
    const hosted = runWith('hosted', 'owner');
    const viewer = runWith('local', 'viewer');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(hosted).not.toHaveBeenCalled();
    expect(viewer).not.toHaveBeenCalled();
  });
});
