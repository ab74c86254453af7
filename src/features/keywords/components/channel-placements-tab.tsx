import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { channelPlacements } from '@/data/keywords';
import { cn } from '@/lib/cn';
import { formatCompact, formatMoney } from '@/lib/format/metrics';
import { fieldClass, tdClass, thClass } from '../lib/field-styles';
import {
  ALL_CATEGORIES,
  filterPlacements,
  placementCategories,
  placementSorts,
  placementSummary,
  type PlacementSort,
} from '../lib/placements';
import { SummaryCards } from './summary-cards';
import { TableScroll } from './table-scroll';

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
          <div className="lg:w-48">
            <label htmlFor="placement-category" className="mb-1.5 block text-sm font-medium">
              Category
            </label>
            <select
              id="placement-category"
              value={category}
              onChange={(event) => setCategory(event.target.value)}
              className={fieldClass}
            >
              <option value={ALL_CATEGORIES}>All categories</option>
              {placementCategories(channelPlacements).map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="lg:w-48">
            <label htmlFor="placement-sort" className="mb-1.5 block text-sm font-medium">
              Sort by
            </label>
            <select
              id="placement-sort"
              value={sort}
              onChange={(event) => setSort(event.target.value as PlacementSort)}
              className={fieldClass}
            >
              {placementSorts.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
        <TableScroll label="Channels">
          <table className="w-full min-w-[60rem]">
            <thead className="bg-slate-50">
              <tr>
                <th scope="col" className={thClass}>
                  Channel
                </th>
                <th scope="col" className={thClass}>
                  Category
                </th>
                <th scope="col" className={cn(thClass, 'text-right')}>
                  Subscribers
                </th>
                <th scope="col" className={cn(thClass, 'text-right')}>
                  Avg. Views
                </th>
                <th scope="col" className={cn(thClass, 'text-right')}>
                  CPM
                </th>
                <th scope="col" className={cn(thClass, 'text-right')}>
                  Engagement
                </th>
                <th scope="col" className={cn(thClass, 'text-right')}>
                  Relevance
                </th>
                <th scope="col" className={thClass}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {shown.map((channel) => (
                <tr key={channel.id}>
                  <td className={tdClass}>
                    <p className="font-medium text-slate-900">{channel.channel}</p>
                    <p className="text-xs text-slate-600">{channel.demographics}</p>
                  </td>
                  <td className={tdClass}>{channel.category}</td>
                  <td className={cn(tdClass, 'text-right')}>{formatCompact(channel.subscribers)}</td>
                  <td className={cn(tdClass, 'text-right')}>{formatCompact(channel.avgViews)}</td>
                  <td className={cn(tdClass, 'text-right')}>{formatMoney(channel.cpm)}</td>
                  <td className={cn(tdClass, 'text-right')}>{channel.engagement.toFixed(1)}%</td>
                  <td className={cn(tdClass, 'text-right font-semibold text-slate-900')}>
                    {channel.relevanceScore}
                  </td>
                  <td className={tdClass}>
                    <a
                      href={`mailto:${channel.contactInfo}?subject=${encodeURIComponent('Sponsorship enquiry')}`}
                      aria-label={`Contact ${channel.channel}`}
                      className="inline-flex items-center gap-1 rounded-lg px-3 py-1.5 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
                    >
                      <Mail className="size-4" aria-hidden /> Contact
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      </Card>
    </div>
  );
}
