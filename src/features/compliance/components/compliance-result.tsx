import { AlertCircle, AlertTriangle, CheckCircle2, ShieldCheck } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import type { ComplianceResult as Result } from '@/services/compliance/types';
import { scoreBarClass, scoreTextClass, scoreTone } from '../lib/score-tone';
import { StatusBadge } from './status-badge';

/** The check's outcome: score and bar, status, issues with their lines, recommendations. */
export function ComplianceResult({ result, checking }: { result: Result | null; checking: boolean }) {
  if (checking) {
    return (
      <Card aria-live="polite" className="flex min-h-64 flex-col items-center justify-center text-center">
        <span
          className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
          aria-hidden
        />
        <h2 className="mt-4 text-lg font-semibold text-slate-900">Checking your script…</h2>
        <p className="mt-1 text-sm text-slate-600">Reviewing it against every guideline.</p>
      </Card>
    );
  }
  if (!result) {
    return (
      <Card aria-live="polite" className="flex min-h-64 flex-col items-center justify-center text-center">
        <ShieldCheck className="size-12 text-slate-400" aria-hidden />
        <h2 className="mt-4 text-lg font-semibold text-slate-900">Ready to Check</h2>
        <p className="mt-1 max-w-xs text-sm text-slate-600">
          Paste or upload your script and press Check Compliance to see its score, issues and recommendations.
        </p>
      </Card>
    );
  }

  const tone = scoreTone(result.score);
  const errors = result.issues.filter((issue) => issue.type === 'error').length;
  const warnings = result.issues.length - errors;
  return (
    <Card aria-live="polite" aria-labelledby="result-heading" className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="result-heading" className="text-lg font-semibold text-slate-900">
            Compliance Score
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {errors} {errors === 1 ? 'error' : 'errors'}, {warnings} {warnings === 1 ? 'warning' : 'warnings'}
          </p>
        </div>
        <StatusBadge status={result.status} />
      </div>
      <div>
        <p className={cn('text-4xl font-bold', scoreTextClass[tone])} data-testid="compliance-score">
          {result.score}
          <span className="text-lg font-medium text-slate-600">/100</span>
        </p>
        <ProgressBar
          value={result.score}
          max={100}
          label="Compliance score"
          valueText={`${result.score} out of 100`}
          className="mt-2"
          barClassName={scoreBarClass[tone]}
        />
      </div>

      <section aria-labelledby="issues-heading">
        <h3 id="issues-heading" className="font-semibold text-slate-900">
          Issues ({result.issues.length})
        </h3>
        {result.issues.length === 0 ? (
          <p className="mt-2 flex items-center gap-2 text-sm text-emerald-700">
            <CheckCircle2 className="size-4" aria-hidden /> No issues found.
          </p>
        ) : (
          <ul className="mt-2 space-y-3">
            {result.issues.map((issue, index) => (
              <li
                key={`${issue.ruleId}-${issue.line}-${index}`}
                className={cn(
                  'rounded-xl border p-3 text-sm',
                  issue.type === 'error' ? 'border-red-200 bg-red-50' : 'border-amber-200 bg-amber-50',
                )}
              >
                <div className="flex gap-2">
                  {issue.type === 'error' ? (
                    <AlertCircle className="mt-0.5 size-4 shrink-0 text-red-700" aria-hidden />
                  ) : (
                    <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-slate-900">
                      <span className="sr-only">{issue.type === 'error' ? 'Error: ' : 'Warning: '}</span>
                      {issue.message}{' '}
                      <span className="ml-1 inline-block rounded bg-white px-1.5 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-200">
                        Line {issue.line}
                      </span>
                    </p>
                    <p className="mt-1 text-xs font-medium text-slate-600">{issue.category}</p>
                    <p className="mt-1 text-slate-700">{issue.suggestion}</p>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="recommendations-heading">
        <h3 id="recommendations-heading" className="font-semibold text-slate-900">
          Recommendations
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
          {result.suggestions.map((suggestion) => (
            <li key={suggestion}>{suggestion}</li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
