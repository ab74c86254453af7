import { Search } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format/metrics';
import { Table } from '@/components/ui/table';
import { Select } from '@/components/ui/select';
import { filterHistory, type HistoryFilter, type HistoryRow } from '../lib/history';
import { scoreTextClass, scoreTone } from '../lib/score-tone';
import { StatusBadge } from './status-badge';

const filters: { value: HistoryFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'passed', label: 'Passed' },
  { value: 'warning', label: 'Warning' },
  { value: 'failed', label: 'Failed' },
];

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Past checks (the workspace's and this session's, then any samples), searchable and filtered by status. */
export function CheckHistoryTab({ items }: { items: readonly HistoryRow[] }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<HistoryFilter>('all');
  const shown = filterHistory(items, search, status);

  return (
    <Card className="min-w-0 p-0">
      <div className="flex flex-col gap-3 border-b border-slate-200 p-4 sm:flex-row">
        <Field id="history-search" label="Search checks" labelClassName="sr-only" className="flex-1">
          {(control) => (
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-3 left-3 size-4 text-slate-500"
                aria-hidden
              />
              <Input
                {...control}
                type="search"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                placeholder="Search checks..."
                className="pl-9"
              />
            </div>
          )}
        </Field>
        <Field id="history-status" label="Status" labelClassName="sr-only" className="sm:w-44">
          {(control) => (
            <Select
              {...control}
              value={status}
              onChange={(event) => setStatus(event.target.value as HistoryFilter)}
            >
              {filters.map((filter) => (
                <option key={filter.value} value={filter.value}>
                  {filter.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Table label="Check history" className="w-full min-w-[40rem] text-left text-sm">
        <caption className="sr-only">Check history</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Script
            </th>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Issues
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Warnings
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Score
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {shown.map((item) => (
            <tr key={item.id}>
              <td className="max-w-xs min-w-48 px-4 py-3 font-medium break-words text-slate-900">
                {item.title}
                {item.sample && (
                  <Badge variant="neutral" className="ml-2 align-middle">
                    Sample
                  </Badge>
                )}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                {dateFormat.format(new Date(item.date))}
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={item.status} />
              </td>
              <td className="px-4 py-3 text-right">{formatNumber(item.issues)}</td>
              <td className="px-4 py-3 text-right">{formatNumber(item.warnings)}</td>
              <td className={cn('px-4 py-3 text-right font-semibold', scoreTextClass[scoreTone(item.score)])}>
                {item.score}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      {shown.length === 0 && (
        <p className="p-6 text-center text-sm text-slate-600">No checks match your search.</p>
      )}
    </Card>
  );
}
