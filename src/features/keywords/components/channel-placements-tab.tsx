import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { channelPlacements } from '@/data/keywords';
import { formatCompact, formatMoney } from '@/lib/format/metrics';
import { Table, TableCell, TableHead } from '@/components/ui/table';
import { Select } from '@/components/ui/select';
import {
  ALL_CATEGORIES,
  filterPlacements,
  placementCategories,
  placementSorts,
  placementSummary,
  type PlacementSort,
} from '../lib/placements';
import { SummaryCards } from './summary-cards';

/** Channel placements: summary cards, category and sort filters, and the channel table. */
export function ChannelPlacementsTab() {
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [sort, setSort] = useState<PlacementSort>('relevance');
  const shown = filterPlacements(channelPlacements, category, sort);
  const summary = placementSummary(shown);

  return (
    <div className="space-y-6">
      <SummaryCards
        label="Placement summary"
        items={[
          { label: 'Channels', value: String(summary.count) },
          { label: 'Total Reach', value: formatCompact(summary.reach) },
          { label: 'Avg. CPM', value: formatMoney(summary.avgCpm) },
          { label: 'Avg. Engagement', value: `${summary.avgEngagement.toFixed(1)}%` },
        ]}
      />
      <Card className="p-0">
        <div className="grid gap-3 p-5 pb-3 sm:grid-cols-2 lg:flex lg:items-end lg:justify-between">
          <h2 className="text-lg font-semibold text-slate-900 sm:col-span-2 lg:mr-auto">
            Channel Placements
          </h2>
          <Field id="placement-category" label="Category" className="lg:w-48">
            {(control) => (
              <Select {...control} value={category} onChange={(event) => setCategory(event.target.value)}>
                <option value={ALL_CATEGORIES}>All categories</option>
                {placementCategories(channelPlacements).map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="placement-sort" label="Sort by" className="lg:w-48">
            {(control) => (
              <Select
                {...control}
                value={sort}
                onChange={(event) => setSort(event.target.value as PlacementSort)}
              >
                {placementSorts.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        <Table label="Channels" className="w-full min-w-[60rem]">
          <thead className="bg-slate-50">
            <tr>
              <TableHead>Channel</TableHead>
              <TableHead>Category</TableHead>
              <TableHead className="text-right">Subscribers</TableHead>
              <TableHead className="text-right">Avg. Views</TableHead>
              <TableHead className="text-right">CPM</TableHead>
              <TableHead className="text-right">Engagement</TableHead>
              <TableHead className="text-right">Relevance</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((channel) => (
              <tr key={channel.id}>
                <TableCell className="whitespace-nowrap">
                  <p className="font-medium text-slate-900">{channel.channel}</p>
                  <p className="text-xs text-slate-600">{channel.demographics}</p>
                </TableCell>
                <TableCell className="whitespace-nowrap">{channel.category}</TableCell>
                <TableCell className="whitespace-nowrap text-right">
                  {formatCompact(channel.subscribers)}
                </TableCell>
                <TableCell className="whitespace-nowrap text-right">
                  {formatCompact(channel.avgViews)}
                </TableCell>
                <TableCell className="whitespace-nowrap text-right">{formatMoney(channel.cpm)}</TableCell>
                <TableCell className="whitespace-nowrap text-right">
                  {channel.engagement.toFixed(1)}%
                </TableCell>
                <TableCell className="whitespace-nowrap text-right font-semibold text-slate-900">
                  {channel.relevanceScore}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <a
                    href={`mailto:${channel.contactInfo}?subject=${encodeURIComponent('Sponsorship enquiry')}`}
                    aria-label={`Contact ${channel.channel}`}
                    className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
                  >
                    <Mail className="size-4" aria-hidden /> Contact
                  </a>
                </TableCell>
              </tr>
            ))}
          </tbody>
        </Table>
      </Card>
    </div>
  );
}
