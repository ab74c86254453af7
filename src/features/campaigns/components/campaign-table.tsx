import { useEffect, useRef } from 'react';
import { ScrollRegion } from '@/components/charts/scroll-region';
import { ProgressBar } from '@/components/ui/progress-bar';
import type { Campaign } from '@/data/campaigns';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber, formatPercent, formatWholeMoney } from '@/lib/format/metrics';
import { CampaignRowActions } from './campaign-row-actions';
import { StatusBadge } from './status-badge';

const head = 'px-2 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';
const cell = 'px-2 py-3 align-middle';
const checkbox =
  'size-4 rounded border-slate-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The campaigns table: row selection, the spec's columns and the row actions. */
export function CampaignTable({
  campaigns,
  selected,
  onSelect,
  onSelectAll,
  onToggleStatus,
}: {
  campaigns: readonly Campaign[];
  selected: ReadonlySet<string>;
  onSelect: (id: string, checked: boolean) => void;
  /** Selects every listed campaign, or clears them when all are selected. */
  onSelectAll: () => void;
  onToggleStatus: (id: string) => void;
}) {
  const selectedCount = campaigns.filter((campaign) => selected.has(campaign.id)).length;
  const allSelected = campaigns.length > 0 && selectedCount === campaigns.length;
  const headerBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (headerBox.current) headerBox.current.indeterminate = selectedCount > 0 && !allSelected;
  }, [selectedCount, allSelected]);

  return (
    <ScrollRegion label="Campaigns table">
      <table className="w-full min-w-[860px] text-sm">
        <thead className="border-b border-slate-200 bg-slate-50">
          <tr>
            <th scope="col" className={cn(head, 'w-10 pl-4')}>
              <input
                ref={headerBox}
                type="checkbox"
                className={checkbox}
                aria-label="Select all campaigns"
                checked={allSelected}
                disabled={campaigns.length === 0}
                onChange={onSelectAll}
              />
            </th>
            <th scope="col" className={head}>
              Campaign
            </th>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={head}>
              Budget
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Impressions
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              CTR
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              CPC
            </th>
            <th scope="col" className={cn(head, 'text-right')}>
              Conversions
            </th>
            <th scope="col" className={head}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {campaigns.length === 0 && (
            <tr>
              <td colSpan={9} className="px-2 py-10 text-center text-slate-600">
                No campaigns match your search and filter.
              </td>
            </tr>
          )}
          {campaigns.map((campaign) => (
            <tr key={campaign.id} className={selected.has(campaign.id) ? 'bg-brand-50/60' : undefined}>
              <td className={cn(cell, 'pl-4')}>
                <input
                  type="checkbox"
                  className={checkbox}
                  aria-label={`Select ${campaign.name}`}
                  checked={selected.has(campaign.id)}
                  onChange={(event) => onSelect(campaign.id, event.target.checked)}
                />
              </td>
              <td className={cell}>
                <div className="flex items-center gap-3">
                  <div
                    className={cn('h-9 w-12 shrink-0 rounded-md bg-gradient-to-br', campaign.thumbnail)}
                    aria-hidden
                  />
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{campaign.name}</p>
                    <p className="text-xs text-slate-600">{campaign.objective}</p>
                  </div>
                </div>
              </td>
              <td className={cell}>
                <StatusBadge status={campaign.status} />
              </td>
              <td className={cn(cell, 'min-w-32')}>
                <p className="font-medium text-slate-900">{formatWholeMoney(campaign.budget)}</p>
                <p className="text-xs text-slate-600">{formatWholeMoney(campaign.spent)} spent</p>
                <ProgressBar
                  className="mt-1 h-1.5"
                  value={campaign.spent}
                  max={campaign.budget}
                  label={`${campaign.name}: budget spent`}
                  valueText={`${formatWholeMoney(campaign.spent)} of ${formatWholeMoney(campaign.budget)}`}
                />
              </td>
              <td className={cn(cell, 'text-right tabular-nums')}>{formatNumber(campaign.impressions)}</td>
              <td className={cn(cell, 'text-right tabular-nums')}>
                {campaign.impressions > 0 ? formatPercent(campaign.ctr) : '—'}
              </td>
              <td className={cn(cell, 'text-right tabular-nums')}>
                {campaign.clicks > 0 ? formatMoney(campaign.cpc) : '—'}
              </td>
              <td className={cn(cell, 'text-right tabular-nums')}>
                <p className="font-medium text-slate-900">{formatNumber(campaign.conversions)}</p>
                <p className="text-xs text-slate-600">
                  CPA {campaign.conversions > 0 ? formatMoney(campaign.cpa) : '—'}
                </p>
              </td>
              <td className={cell}>
                <CampaignRowActions campaign={campaign} onToggle={() => onToggleStatus(campaign.id)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
