import { Pencil, Trash2, Trophy } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AbTest } from '@/lib/automation/automation-api';
import { cn } from '@/lib/cn';
import { formatNumber, formatPercent } from '@/lib/format/metrics';
import { Table } from '@/components/ui/table';
import { abStatusClass, abTestDisplay, formatDay } from '../lib/labels';

/** A/B test cards: the winner only when set, the confidence only while running; edit and delete by role. */
export function AbTestingTab({
  abTests,
  canChange,
  onEdit,
  onDelete,
}: {
  abTests: readonly AbTest[];
  canChange: (test: AbTest) => boolean;
  onEdit: (test: AbTest) => void;
  onDelete: (test: AbTest) => void;
}) {
  return (
    <ul aria-label="A/B tests" className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3">
      {abTests.map((test) => {
        const { winner, confidence } = abTestDisplay(test);
        return (
          <li key={test.id}>
            <Card aria-labelledby={`ab-${test.id}`} className="h-full space-y-4 p-5">
              <div className="flex items-start justify-between gap-2">
                <h2 id={`ab-${test.id}`} className="min-w-0 font-semibold break-words text-slate-900">
                  {test.name}
                </h2>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span
                    className={cn(
                      'rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize',
                      abStatusClass[test.status],
                    )}
                  >
                    {test.status}
                  </span>
                  {test.is_sample && <Badge variant="neutral">Sample</Badge>}
                </div>
              </div>
              {test.description && <p className="text-sm break-words text-slate-600">{test.description}</p>}
              <p className="text-xs text-slate-600">
                {formatDay(test.start_date)} – {formatDay(test.end_date)}
              </p>
              <Table label={`${test.name} variants`} className="w-full text-left text-sm">
                <caption className="sr-only">{test.name} variants</caption>
                <thead className="text-xs text-slate-600">
                  <tr>
                    <th scope="col" className="py-1 pr-2 font-medium">
                      Variant
                    </th>
                    <th scope="col" className="px-2 py-1 text-right font-medium">
                      Traffic
                    </th>
                    <th scope="col" className="px-2 py-1 text-right font-medium">
                      CTR
                    </th>
                    <th scope="col" className="py-1 pl-2 text-right font-medium">
                      Conversions
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {test.variants.map((variant) => (
                    <tr key={variant.name} className={cn(variant.name === winner && 'bg-emerald-50')}>
                      <th scope="row" className="py-2 pr-2 font-medium text-slate-900">
                        {variant.name}
                      </th>
                      <td className="px-2 py-2 text-right">{variant.traffic}%</td>
                      <td className="px-2 py-2 text-right">
                        {test.status === 'draft' ? '—' : formatPercent(variant.ctr)}
                      </td>
                      <td className="py-2 pl-2 text-right">
                        {test.status === 'draft' ? '—' : formatNumber(variant.conversions)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </Table>
              {winner && (
                <p className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
                  <Trophy className="size-4" aria-hidden /> Winner: {winner}
                </p>
              )}
              {confidence !== null && (
                <p className="text-sm text-slate-700">
                  Confidence: <span className="font-semibold text-slate-900">{confidence}%</span>
                </p>
              )}
              {canChange(test) && (
                <div className="flex flex-wrap gap-2">
                  {test.status === 'draft' && (
                    <Button variant="ghost" onClick={() => onEdit(test)} aria-label={`Edit ${test.name}`}>
                      <Pencil className="size-4" aria-hidden /> Edit
                    </Button>
                  )}
                  <Button variant="ghost" onClick={() => onDelete(test)} aria-label={`Delete ${test.name}`}>
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
