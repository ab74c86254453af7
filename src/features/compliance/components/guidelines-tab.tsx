import { Download } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { complianceGuidelines } from '@/services/compliance/guidelines';
import type { Severity } from '@/services/compliance/types';
import { downloadText } from '@/lib/download';

const severityClass: Record<Severity, string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-800',
};

/** The rules the checker applies, grouped by category, straight from the engine. */
export function GuidelinesTab() {
  const guidelines = complianceGuidelines();

  const exportGuidelines = () => {
    const body = guidelines.map(({ category, severity, description, rules }) => ({
      category,
      severity,
      description,
      rules: rules.map(({ rule, examples }) => ({ rule, examples })),
    }));
    downloadText(JSON.stringify(body, null, 2), 'compliance-guidelines.json', 'application/json');
    toast.success('Guidelines exported');
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          High-severity rules are errors; medium-severity rules are warnings.
        </p>
        <Button variant="secondary" onClick={exportGuidelines}>
          <Download className="size-4" aria-hidden /> Export Guidelines
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {guidelines.map((guideline) => (
          <Card key={guideline.id} aria-labelledby={`guideline-${guideline.id}`} className="min-w-0">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`guideline-${guideline.id}`} className="text-lg font-semibold text-slate-900">
                {guideline.category}
              </h2>
              <span
                className={cn(
                  'rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
                  severityClass[guideline.severity],
                )}
              >
                {guideline.severity} severity
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">{guideline.description}</p>
            <ul className="mt-4 space-y-3">
              {guideline.rules.map((rule) => (
                <li key={rule.id} className="text-sm">
                  <p className="font-medium text-slate-900">{rule.rule}</p>
                  <p className="text-slate-600">
                    Flags: {rule.examples.map((example) => `“${example}”`).join(', ')}
                  </p>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </div>
  );
}
