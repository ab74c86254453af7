import { Pause, Pencil, Play, Trash2, Zap } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Workflow } from '@/lib/automation/automation-api';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/metrics';
import { relativeTime } from '@/lib/format/relative-time';
import { workflowStatusClass } from '../lib/labels';

/** Workflow cards: triggers, actions, run figures (samples only), and pause/resume, edit, delete by role. */
export function WorkflowsTab({
  workflows,
  canChange,
  busy,
  onToggle,
  onEdit,
  onDelete,
}: {
  workflows: readonly Workflow[];
  canChange: (workflow: Workflow) => boolean;
  /** The workflow whose status is being changed. */
  busy: string | null;
  onToggle: (workflow: Workflow) => void;
  onEdit: (workflow: Workflow) => void;
  onDelete: (workflow: Workflow) => void;
}) {
  return (
    <ul aria-label="Workflows" className="grid gap-4 lg:grid-cols-2">
      {workflows.map((workflow) => {
        const { status } = workflow;
        return (
          <li key={workflow.id}>
            <Card className="h-full space-y-4 p-5">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="flex items-center gap-2 font-semibold break-words text-slate-900">
                    <Zap className="size-4 shrink-0 text-brand-600" aria-hidden /> {workflow.name}
                  </h2>
                  {workflow.description && (
                    <p className="mt-1 text-sm break-words text-slate-600">{workflow.description}</p>
                  )}
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span
                    className={cn(
                      'rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
                      workflowStatusClass[status],
                    )}
                  >
                    {status}
                  </span>
                  {workflow.is_sample && <Badge variant="neutral">Sample</Badge>}
                </div>
              </div>
              <div className="grid gap-4 sm:grid-cols-2">
                <div>
                  <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Triggers</h3>
                  <ul className="mt-1 space-y-1 text-sm text-slate-800">
                    {workflow.triggers.map((trigger) => (
                      <li key={trigger} className="rounded-lg bg-amber-50 px-2 py-1">
                        {trigger}
                      </li>
                    ))}
                  </ul>
                </div>
                <div>
                  <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Actions</h3>
                  <ul className="mt-1 space-y-1 text-sm text-slate-800">
                    {workflow.actions.map((action) => (
                      <li key={action} className="rounded-lg bg-brand-50 px-2 py-1">
                        {action}
                      </li>
                    ))}
                  </ul>
                </div>
              </div>
              <RunFigures workflow={workflow} />
              {canChange(workflow) && (
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="secondary"
                    disabled={busy === workflow.id}
                    onClick={() => onToggle(workflow)}
                    aria-label={`${status === 'active' ? 'Pause' : 'Resume'} ${workflow.name}`}
                  >
                    {status === 'active' ? (
                      <>
                        <Pause className="size-4" aria-hidden /> Pause
                      </>
                    ) : (
                      <>
                        <Play className="size-4" aria-hidden /> Resume
                      </>
                    )}
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => onEdit(workflow)}
                    aria-label={`Edit ${workflow.name}`}
                  >
                    <Pencil className="size-4" aria-hidden /> Edit
                  </Button>
                  <Button
                    variant="ghost"
                    onClick={() => onDelete(workflow)}
                    aria-label={`Delete ${workflow.name}`}
                  >
                    <Trash2 className="size-4" aria-hidden /> Delete
                  </Button>
                </div>
              )}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** The sample's run figures; a real workflow has not run, since the product does not run workflows by itself. */
function RunFigures({ workflow }: { workflow: Workflow }) {
  const ran = workflow.last_run_at !== null;
  const figures = [
    ['Last run', workflow.last_run_at ? relativeTime(workflow.last_run_at) : 'Not run yet'],
    ['Success rate', ran ? `${(workflow.success_rate ?? 0).toFixed(1)}%` : '—'],
    ['Runs today', ran ? formatNumber(workflow.runs_today ?? 0) : '—'],
  ] as const;
  return (
    <dl className="grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-sm">
      {figures.map(([term, value]) => (
        <div key={term}>
          <dt className="text-xs text-slate-600">{term}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
