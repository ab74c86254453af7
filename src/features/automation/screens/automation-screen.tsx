import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { SampleContentNotice } from '@/components/sample-content-notice';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { useAuth } from '@/lib/auth/auth-context';
import type { AbTest, ScheduleType, ScheduledTask, Workflow } from '@/lib/automation/automation-api';
import {
  abTestsQuery,
  rowsOf,
  scheduledTasksQuery,
  totalOf,
  workflowsQuery,
} from '@/lib/automation/automation-queries';
import { campaignChoicesQuery } from '@/lib/campaigns/campaign-queries';
import { getErrorMessage } from '@/lib/get-error-message';
import { supabase, type AppSupabaseClient } from '@/lib/supabase';
import { workspaceVideosQuery } from '@/lib/videos/workspace-video-queries';
import { videoTitle } from '@/lib/videos/workspace-videos-api';
import { canChangeItem } from '@/lib/workspaces/item-permissions';
import { useWorkspaces } from '@/lib/workspaces/workspace-context';
import { useWorkspaceRole } from '@/lib/workspaces/workspace-role';
import { AbTestDialog } from '../components/ab-test-dialog';
import { AbTestingTab } from '../components/ab-testing-tab';
import { LoadMore } from '../components/load-more';
import { ScheduleTaskDialog } from '../components/schedule-task-dialog';
import { SchedulingTab } from '../components/scheduling-tab';
import { WorkflowDialog } from '../components/workflow-dialog';
import { WorkflowsTab } from '../components/workflows-tab';
import { useAutomationWrites } from '../lib/use-automation-writes';

const tabs = [
  { id: 'workflows', label: 'Workflows' },
  { id: 'scheduling', label: 'Scheduling' },
  { id: 'ab-testing', label: 'A/B Testing' },
] as const;
type TabId = (typeof tabs)[number]['id'];
const ID_PREFIX = 'automation';

type Deleting =
  | { kind: 'workflow'; item: Workflow }
  | { kind: 'task'; item: ScheduledTask }
  | { kind: 'ab test'; item: AbTest };

/** Automation & Scheduling: the workspace's workflows, scheduled tasks and A/B tests. */
export function AutomationScreen({ client = supabase }: { client?: AppSupabaseClient }) {
  const userId = useAuth().user?.id ?? null;
  const workspaceId = useWorkspaces().currentWorkspace?.id ?? null;
  const { role, canEdit } = useWorkspaceRole(client, workspaceId);
  const enabled = workspaceId !== null;
  const workflowsRead = useInfiniteQuery({ ...workflowsQuery(client, workspaceId ?? ''), enabled });
  const tasksRead = useInfiniteQuery({ ...scheduledTasksQuery(client, workspaceId ?? ''), enabled });
  const abTestsRead = useInfiniteQuery({ ...abTestsQuery(client, workspaceId ?? ''), enabled });
  const videosRead = useQuery({
    ...workspaceVideosQuery(client, userId ?? '', workspaceId ?? ''),
    enabled: enabled && userId !== null,
  });
  const campaignsRead = useQuery({ ...campaignChoicesQuery(client, workspaceId ?? ''), enabled });
  const writes = useAutomationWrites(client, workspaceId ?? '');

  const [tab, setTab] = useState<TabId>('workflows');
  const [editingWorkflow, setEditingWorkflow] = useState<{ workflow: Workflow | null } | null>(null);
  const [scheduling, setScheduling] = useState<{ type: ScheduleType; task: ScheduledTask | null } | null>(
    null,
  );
  const [editingAbTest, setEditingAbTest] = useState<{ test: AbTest | null } | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);

  const workflows = rowsOf(workflowsRead.data);
  const tasks = rowsOf(tasksRead.data);
  const abTests = rowsOf(abTestsRead.data);
  const videoNames = new Map((videosRead.data ?? []).map((video) => [video.id, videoTitle(video)]));
  const campaignNames = new Map((campaignsRead.data ?? []).map((campaign) => [campaign.id, campaign.name]));
  const canChange = (item: { author_id: string | null }) => canChangeItem(role, item.author_id, userId);
  const canCreate = canEdit && enabled;

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      if (deleting.kind === 'workflow') await writes.removeWorkflow.mutateAsync(deleting.item.id);
      if (deleting.kind === 'task') await writes.removeTask.mutateAsync(deleting.item.id);
      if (deleting.kind === 'ab test') await writes.removeAbTest.mutateAsync(deleting.item.id);
      toast.success(`${deleting.item.name} deleted`);
      setDeleting(null);
    } catch (failure) {
      toast.error(getErrorMessage(failure));
    }
  };
  const deletingBusy =
    writes.removeWorkflow.isPending || writes.removeTask.isPending || writes.removeAbTest.isPending;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1 id="page-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Automation &amp; Scheduling
          </h1>
          <p className="text-slate-600">Automate routine optimisations, schedule work and run A/B tests.</p>
        </div>
        {canCreate && (
          <Button onClick={() => setEditingWorkflow({ workflow: null })}>
            <Plus className="size-4" aria-hidden /> Create Workflow
          </Button>
        )}
      </div>
      <SampleContentNotice client={client} workspaceId={workspaceId} role={role} />
      <TabList
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label="Automation & Scheduling"
        idPrefix={ID_PREFIX}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0"
      />
      <TabPanel idPrefix={ID_PREFIX} id={tab}>
        {tab === 'workflows' && (
          <div className="space-y-4">
            <WorkflowsTab
              workflows={workflows}
              canChange={canChange}
              busy={
                writes.toggleWorkflow.isPending
                  ? (writes.toggleWorkflow.variables?.workflow.id ?? null)
                  : null
              }
              onToggle={(workflow) =>
                writes.toggleWorkflow.mutate({
                  workflow,
                  status: workflow.status === 'active' ? 'paused' : 'active',
                })
              }
              onEdit={(workflow) => setEditingWorkflow({ workflow })}
              onDelete={(item) => setDeleting({ kind: 'workflow', item })}
            />
            <LoadMore read={workflowsRead} shown={workflows.length} total={totalOf(workflowsRead.data)} />
          </div>
        )}
        {tab === 'scheduling' && (
          <div className="space-y-4">
            <SchedulingTab
              tasks={tasks}
              abTests={abTests}
              videoNames={videoNames}
              campaignNames={campaignNames}
              canCreate={canCreate && userId !== null}
              canChange={canChange}
              onSchedule={(type) => setScheduling({ type, task: null })}
              onEdit={(task) => setScheduling({ type: task.type, task })}
              onDelete={(item) => setDeleting({ kind: 'task', item })}
            />
            <LoadMore read={tasksRead} shown={tasks.length} total={totalOf(tasksRead.data)} />
          </div>
        )}
        {tab === 'ab-testing' && (
          <div className="space-y-4">
            {canCreate && (
              <div className="flex justify-end">
                <Button onClick={() => setEditingAbTest({ test: null })}>
                  <Plus className="size-4" aria-hidden /> Create A/B Test
                </Button>
              </div>
            )}
            <AbTestingTab
              abTests={abTests}
              canChange={canChange}
              onEdit={(test) => setEditingAbTest({ test })}
              onDelete={(item) => setDeleting({ kind: 'ab test', item })}
            />
            <LoadMore read={abTestsRead} shown={abTests.length} total={totalOf(abTestsRead.data)} />
          </div>
        )}
      </TabPanel>

      {editingWorkflow && (
        <WorkflowDialog
          workflow={editingWorkflow.workflow}
          onSave={async (input) => {
            await writes.saveWorkflow.mutateAsync({ id: editingWorkflow.workflow?.id ?? null, input });
            toast.success(editingWorkflow.workflow ? 'Workflow saved' : 'Workflow created');
          }}
          onClose={() => setEditingWorkflow(null)}
        />
      )}
      {scheduling && workspaceId && userId && (
        <ScheduleTaskDialog
          client={client}
          userId={userId}
          workspaceId={workspaceId}
          type={scheduling.type}
          task={scheduling.task}
          abTests={abTests}
          onSave={async (input) => {
            await writes.saveTask.mutateAsync({ id: scheduling.task?.id ?? null, input });
            toast.success(scheduling.task ? 'Task saved' : 'Task scheduled');
          }}
          onClose={() => setScheduling(null)}
        />
      )}
      {editingAbTest && (
        <AbTestDialog
          test={editingAbTest.test}
          onSave={async (input) => {
            await writes.saveAbTest.mutateAsync({ id: editingAbTest.test?.id ?? null, input });
            toast.success(editingAbTest.test ? 'A/B test saved' : 'A/B test created');
          }}
          onClose={() => setEditingAbTest(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={`Delete ${deleting.item.name}?`}
          message="This can’t be undone."
          confirmLabel="Delete"
          destructive
          busy={deletingBusy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
