import { Pause, Play, Zap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { Workflow, WorkflowStatus } from '@/data/automation';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/metrics';
import { workflowStatusClass } from '../lib/labels';

/** Workflow cards: triggers, actions, run figures, and a pause/resume toggle. */
export function WorkflowsTab({
  workflows,
  statusOf,
  onToggle,
}: {
  workflows: readonly Workflow[];
  statusOf: (workflow: Workflow) => WorkflowStatus;
  onToggle: (workflow: Workflow) => void;
}) {
  return (
    <ul aria-label="Workflows" className="grid gap-4 lg:grid-cols-2">
      {workflows.map((workflow) => {
        const status = statusOf(workflow);
        return (
          <li key={workflow.id}>
            <Card className="h-full space-y-4 p-5">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="flex items-center gap-2 font-semibold text-slate-900">
                    <Zap className="size-4 shrink-0 text-brand-600" aria-hidden /> {workflow.name}
                  </h2>
                  <p className="mt-1 text-sm text-slate-600">{workflow.description}</p>
                </div>
                <span
                  className={cn(
                    'shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
                    workflowStatusClass[status],
                  )}
                >
                  {status}
                </span>
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
              <dl className="grid grid-cols-3 gap-2 border-t border-slate-100 pt-3 text-sm">
                <div>
                  <dt className="text-xs text-slate-600">Last run</dt>
                  <dd className="font-medium text-slate-900">{workflow.lastRun}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Success rate</dt>
                  <dd className="font-medium text-slate-900">{workflow.successRate.toFixed(1)}%</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-600">Runs today</dt>
                  <dd className="font-medium text-slate-900">{formatNumber(workflow.runsToday)}</dd>
                </div>
              </dl>
              <Button
                variant="secondary"
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
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
