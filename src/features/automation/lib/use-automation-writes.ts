import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { activityKeys } from '@/lib/activity/activity-queries';
import {
  createAbTest,
  createWorkflow,
  deleteAbTest,
  deleteScheduledTask,
  deleteWorkflow,
  scheduleTask,
  setWorkflowStatus,
  updateAbTest,
  updateScheduledTask,
  updateWorkflow,
  type Workflow,
  type WorkflowStatus,
} from '@/lib/automation/automation-api';
import type { AbTestInput, ScheduleTaskInput, WorkflowInput } from '@/lib/automation/automation-limits';
import { abTestKeys, scheduledTaskKeys, workflowKeys } from '@/lib/automation/automation-queries';
import { getErrorMessage } from '@/lib/get-error-message';
import type { AppSupabaseClient } from '@/lib/supabase';

/** The writes of the Automation screen, each refreshing its list (and the feed when it records an event). */
export function useAutomationWrites(client: AppSupabaseClient, workspaceId: string) {
  const queryClient = useQueryClient();
  const refresh = (...keys: QueryKey[]) =>
    Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  const workflows = workflowKeys.all(workspaceId);
  const tasks = scheduledTaskKeys.all(workspaceId);
  const abTests = abTestKeys.all(workspaceId);
  const feed = activityKeys.all(workspaceId);

  const saveWorkflow = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: WorkflowInput }) =>
      id ? updateWorkflow(client, id, input) : createWorkflow(client, workspaceId, input),
    onSuccess: () => refresh(workflows, feed),
  });
  const toggleWorkflow = useMutation({
    mutationFn: ({ workflow, status }: { workflow: Workflow; status: WorkflowStatus }) =>
      setWorkflowStatus(client, workflow.id, status),
    onSuccess: (_, { workflow, status }) => {
      toast.success(`${workflow.name} ${status === 'active' ? 'resumed' : 'paused'}`);
      return refresh(workflows);
    },
    onError: (error) => toast.error(getErrorMessage(error)),
  });
  const removeWorkflow = useMutation({
    mutationFn: (id: string) => deleteWorkflow(client, id),
    onSuccess: () => refresh(workflows),
  });

  const saveTask = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: ScheduleTaskInput }) =>
      id ? updateScheduledTask(client, id, input) : scheduleTask(client, workspaceId, input),
    onSuccess: () => refresh(tasks, feed),
  });
  const removeTask = useMutation({
    mutationFn: (id: string) => deleteScheduledTask(client, id),
    onSuccess: () => refresh(tasks),
  });

  const saveAbTest = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: AbTestInput }) =>
      id ? updateAbTest(client, id, input) : createAbTest(client, workspaceId, input),
    onSuccess: () => refresh(abTests, feed),
  });
  const removeAbTest = useMutation({
    mutationFn: (id: string) => deleteAbTest(client, id),
    onSuccess: () => refresh(abTests, tasks),
  });

  return { saveWorkflow, toggleWorkflow, removeWorkflow, saveTask, removeTask, saveAbTest, removeAbTest };
}

export type AutomationWrites = ReturnType<typeof useAutomationWrites>;
