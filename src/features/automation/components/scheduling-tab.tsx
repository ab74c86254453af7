import { BarChart3, CalendarPlus, Download, FlaskConical, Megaphone, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Table } from '@/components/ui/table';
import type { AbTest, ScheduleType, ScheduledTask } from '@/lib/automation/automation-api';
import { isCampaignTask } from '@/lib/automation/automation-limits';
import { cn } from '@/lib/cn';
import { datedFileName, downloadJson } from '@/lib/download';
import { formatDateTime, scheduleStatusClass, scheduleTypeLabel } from '../lib/labels';

const quickActions = [
  { label: 'Schedule Upload', icon: CalendarPlus, type: 'video_upload' },
  { label: 'Campaign', icon: Megaphone, type: 'budget_update' },
  { label: 'Report', icon: BarChart3, type: 'report_generation' },
  { label: 'A/B Test', icon: FlaskConical, type: 'ab_test_launch' },
] as const satisfies readonly { label: string; icon: unknown; type: ScheduleType }[];

function budgetOf(task: ScheduledTask): number | null {
  const budget =
    task.params && typeof task.params === 'object' && !Array.isArray(task.params) ? task.params.budget : null;
  return task.type === 'budget_update' && typeof budget === 'number' ? budget : null;
}

/** What a task acts on, as a person reads it. */
function targetOf(
  task: ScheduledTask,
  abTests: readonly AbTest[],
  campaignNames: ReadonlyMap<string, string>,
): string {
  if (task.target_label) return task.target_label;
  if (task.type === 'ab_test_launch') {
    return (
      abTests.find((test) => test.id === task.ab_test_id)?.name ?? (task.ab_test_id ? 'An A/B test' : '—')
    );
  }
  if (task.type === 'video_upload') return task.video_id ? 'A video of the Library' : 'The video was deleted';
  if (isCampaignTask(task.type)) {
    // The foreign key sets campaign_id null when the campaign is deleted.
    if (!task.campaign_id) return 'Campaign deleted';
    return campaignNames.get(task.campaign_id) ?? 'A campaign';
  }
  return '—';
}

const hasReport = (task: ScheduledTask) =>
  task.type === 'report_generation' && task.status === 'completed' && task.result !== null;

/** The report a completed report task made, as a JSON file. */
function downloadReport(task: ScheduledTask) {
  const day = task.completed_at ? new Date(task.completed_at) : new Date();
  downloadJson(task.result, datedFileName('campaign-report', 'json', day), { trailingNewline: true });
}

/** Quick Schedule buttons and the Scheduled Tasks table. */
export function SchedulingTab({
  tasks,
  abTests,
  videoNames,
  campaignNames,
  canCreate,
  canChange,
  onSchedule,
  onEdit,
  onDelete,
}: {
  tasks: readonly ScheduledTask[];
  abTests: readonly AbTest[];
  /** The workspace's videos' names by id, when read. */
  videoNames: ReadonlyMap<string, string>;
  /** The workspace's campaigns' names by id, when read. */
  campaignNames: ReadonlyMap<string, string>;
  canCreate: boolean;
  canChange: (task: ScheduledTask) => boolean;
  onSchedule: (type: ScheduleType) => void;
  onEdit: (task: ScheduledTask) => void;
  onDelete: (task: ScheduledTask) => void;
}) {
  const target = (task: ScheduledTask) =>
    (task.video_id && videoNames.get(task.video_id)) || targetOf(task, abTests, campaignNames);
  return (
    <div className="space-y-6">
      {canCreate && (
        <Card aria-labelledby="quick-schedule-heading" className="p-5">
          <h2 id="quick-schedule-heading" className="text-lg font-semibold text-slate-900">
            Quick Schedule
          </h2>
          <div className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
            {quickActions.map(({ label, icon: Icon, type }) => (
              <button
                key={label}
                type="button"
                onClick={() => onSchedule(type)}
                className="flex flex-col items-center gap-2 rounded-xl border border-slate-200 p-4 text-center text-sm font-medium text-slate-800 hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <Icon className="size-5 text-brand-600" aria-hidden />
                {label}
              </button>
            ))}
          </div>
        </Card>
      )}
      <Card aria-labelledby="tasks-heading" className="p-0">
        <h2 id="tasks-heading" className="p-5 pb-3 text-lg font-semibold text-slate-900">
          Scheduled Tasks
        </h2>
        <Table label="Scheduled tasks" className="w-full min-w-[48rem] text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="px-5 py-3">
                Task
              </th>
              <th scope="col" className="px-5 py-3">
                Type
              </th>
              <th scope="col" className="px-5 py-3">
                Scheduled
              </th>
              <th scope="col" className="px-5 py-3">
                Target
              </th>
              <th scope="col" className="px-5 py-3">
                Platform
              </th>
              <th scope="col" className="px-5 py-3">
                Status
              </th>
              <th scope="col" className="px-5 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {tasks.length === 0 && (
              <tr>
                <td colSpan={7} className="px-5 py-6 text-center text-slate-600">
                  No scheduled tasks yet.
                </td>
              </tr>
            )}
            {tasks.map((task) => {
              const notRun = task.status === 'scheduled' || task.status === 'pending';
              return (
                <tr key={task.id}>
                  <td className="px-5 py-3">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {task.name}
                      {task.is_sample && <Badge variant="neutral">Sample</Badge>}
                    </p>
                    {task.description && <p className="text-xs text-slate-600">{task.description}</p>}
                  </td>
                  <td className="px-5 py-3 whitespace-nowrap text-slate-700">
                    {scheduleTypeLabel[task.type]}
                  </td>
                  <td className="px-5 py-3 whitespace-nowrap text-slate-700">
                    {formatDateTime(task.scheduled_at)}
                  </td>
                  <td className="px-5 py-3 text-slate-700">
                    {target(task)}
                    {!task.target_label && budgetOf(task) !== null && (
                      <p className="text-xs text-slate-600">
                        New budget ${budgetOf(task)?.toLocaleString('en-US')}
                      </p>
                    )}
                  </td>
                  <td className="px-5 py-3 text-slate-700">{task.platform || '—'}</td>
                  <td className="px-5 py-3">
                    <span
                      className={cn(
                        'rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
                        scheduleStatusClass[task.status],
                      )}
                    >
                      {task.status}
                    </span>
                    {task.status === 'failed' && task.failure_reason && (
                      <p className="mt-1 max-w-xs text-xs text-red-700">{task.failure_reason}</p>
                    )}
                    {task.status === 'completed' && task.completed_at && !task.is_sample && (
                      <p className="mt-1 text-xs text-slate-600">Ran {formatDateTime(task.completed_at)}</p>
                    )}
                  </td>
                  <td className="px-5 py-3">
                    <div className="flex justify-end gap-1">
                      {hasReport(task) && (
                        <Button variant="ghost" className="px-2" onClick={() => downloadReport(task)}>
                          <Download className="size-4" aria-hidden /> Download report
                        </Button>
                      )}
                      {canChange(task) && notRun && (
                        <Button
                          variant="ghost"
                          className="px-2"
                          onClick={() => onEdit(task)}
                          aria-label={`Edit ${task.name}`}
                        >
                          <Pencil className="size-4" aria-hidden />
                        </Button>
                      )}
                      {canChange(task) && (
                        <Button
                          variant="ghost"
                          className="px-2"
                          onClick={() => onDelete(task)}
                          aria-label={`Delete ${task.name}`}
                        >
                          <Trash2 className="size-4" aria-hidden />
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </Card>
    </div>
  );
}
