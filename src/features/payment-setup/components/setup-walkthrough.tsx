import { Check, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import { useSetupProgress } from '../lib/use-setup-progress';

export interface SetupStep {
  title: string;
  body: ReactNode;
}

/**
 * A guided walkthrough: steps 1 to n, done in order, each closed with Mark Complete. The
 * progress is kept per tab.
 */
export function SetupWalkthrough({
  id,
  title,
  steps,
}: {
  id: string;
  title: string;
  steps: readonly SetupStep[];
}) {
  const { done, markComplete, startOver } = useSetupProgress(id, steps.length);
  const finished = done >= steps.length;
  return (
    <Card aria-labelledby={`${id}-walkthrough-title`} className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h3 id={`${id}-walkthrough-title`} className="text-lg font-semibold text-slate-900">
            {title}
          </h3>
          <p className="text-sm text-slate-600">
            {finished ? 'All steps complete.' : `Step ${done + 1} of ${steps.length}`}
          </p>
        </div>
        {done > 0 && (
          <Button variant="ghost" onClick={startOver}>
            <RotateCcw className="size-4" aria-hidden />
            Start Over
          </Button>
        )}
      </div>
      <ProgressBar
        value={done}
        max={steps.length}
        label={`${title} progress`}
        valueText={`${done} of ${steps.length} steps complete`}
      />
      <ol className="space-y-3">
        {steps.map((step, index) => {
          const complete = index < done;
          const current = index === done;
          return (
            <li
              key={step.title}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'rounded-xl border p-4',
                current ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
                complete && 'bg-slate-50',
              )}
            >
              <div className="flex items-start gap-3">
                <span
                  aria-hidden
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                    complete
                      ? 'bg-emerald-600 text-white'
                      : current
                        ? 'bg-brand-600 text-white'
                        : 'bg-slate-200 text-slate-700',
                  )}
                >
                  {complete ? <Check className="size-4" /> : index + 1}
                </span>
                <div className="min-w-0 flex-1 space-y-3">
                  <h4 className="font-semibold text-slate-900">
                    <span className="sr-only">Step {index + 1}: </span>
                    {step.title}
                    {complete && <span className="ml-2 text-sm font-medium text-emerald-700">Completed</span>}
                  </h4>
                  {(current || complete) && (
                    <div className="space-y-3 text-sm text-slate-700">{step.body}</div>
                  )}
                  {current && (
                    <Button onClick={markComplete}>
                      <Check className="size-4" aria-hidden />
                      Mark Complete
                    </Button>
                  )}
                </div>
              </div>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
