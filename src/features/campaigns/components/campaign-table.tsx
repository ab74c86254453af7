import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { Checkbox } from '@/components/ui/checkbox';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Table, TableCell, TableHead } from '@/components/ui/table';
import type { StoredCampaign } from '@/lib/campaigns/campaigns-api';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber, formatPercent, formatWholeMoney } from '@/lib/format/metrics';
import { CampaignRowActions, type CampaignActionHandlers } from './campaign-row-actions';
import { StatusBadge } from './status-badge';

/**
 * The campaigns table: row selection (for those who may change campaigns), the campaign's
 * figures and the row actions.
 */
export function CampaignTable({
  campaigns,
  selectable,
  selected,
  onSelect,
  onSelectAll,
  canChange,
  canCreate,
  handlers,
}: {
  campaigns: readonly StoredCampaign[];
  selectable: boolean;
  selected: ReadonlySet<string>;
  onSelect: (id: string, checked: boolean) => void;
  /** Selects every listed campaign, or clears them when all are selected. */
  onSelectAll: () => void;
  canChange: (campaign: StoredCampaign) => boolean;
  canCreate: boolean;
  handlers: CampaignActionHandlers;
}) {
  const selectedCount = campaigns.filter((campaign) => selected.has(campaign.id)).length;
  const allSelected = campaigns.length > 0 && selectedCount === campaigns.length;
  const headerBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (headerBox.current) headerBox.current.indeterminate = selectedCount > 0 && !allSelected;
  }, [selectedCount, allSelected]);

  return (
    <Table label="Campaigns table" containerClassName="max-w-full min-w-0" className="min-w-[860px] text-sm">
      <thead className="border-b border-slate-200 bg-slate-50">
        <tr>
          <TableHead className="px-2 w-10 pl-4">
            {selectable ? (
              <Checkbox
                ref={headerBox}
                aria-label="Select all campaigns"
                checked={allSelected}
                disabled={campaigns.length === 0}
                onChange={onSelectAll}
              />
            ) : (
              <span className="sr-only">Select</span>
            )}
          </TableHead>
          <TableHead className="px-2">Campaign</TableHead>
          <TableHead className="px-2">Status</TableHead>
          <TableHead className="px-2">Budget</TableHead>
          <TableHead className="px-2 text-right">Impressions</TableHead>
          <TableHead className="px-2 text-right">CTR</TableHead>
          <TableHead className="px-2 text-right">CPC</TableHead>
          <TableHead className="px-2 text-right">Conversions</TableHead>
          <TableHead className="px-2">Actions</TableHead>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {campaigns.length === 0 && (
          <tr>
            <TableCell colSpan={9} className="px-2 py-10 text-center text-slate-600">
              No campaigns match your search and filter.
            </TableCell>
          </tr>
        )}
        {campaigns.map((campaign) => (
          <tr key={campaign.id} className={selected.has(campaign.id) ? 'bg-brand-50/60' : undefined}>
            <TableCell className="px-2 pl-4">
              {selectable && (
                <Checkbox
                  aria-label={`Select ${campaign.name}`}
                  checked={selected.has(campaign.id)}
                  onChange={(event) => onSelect(campaign.id, event.target.checked)}
                />
              )}
            </TableCell>
            <TableCell className="px-2">
              <div className="flex items-center gap-3">
                <div
                  className={cn('h-9 w-12 shrink-0 rounded-md bg-gradient-to-br', campaign.thumbnail)}
                  aria-hidden
                />
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {campaign.name}
                    {campaign.isSample && (
                      <Badge variant="neutral" className="ml-2 align-middle">
                        Sample
                      </Badge>
                    )}
                  </p>
                  <p className="text-xs text-slate-600">{campaign.objective}</p>
                </div>
              </div>
            </TableCell>
            <TableCell className="px-2">
              <StatusBadge status={campaign.status} />
            </TableCell>
            <TableCell className="px-2 min-w-32">
              <p className="font-medium text-slate-900">{formatWholeMoney(campaign.budget)}</p>
              <p className="text-xs text-slate-600">{formatWholeMoney(campaign.spent)} spent</p>
              <ProgressBar
                className="mt-1 h-1.5"
                value={campaign.spent}
                max={campaign.budget}
                label={`${campaign.name}: budget spent`}
                valueText={`${formatWholeMoney(campaign.spent)} of ${formatWholeMoney(campaign.budget)}`}
              />
            </TableCell>
            <TableCell className="px-2 text-right tabular-nums">
              {formatNumber(campaign.impressions)}
            </TableCell>
            <TableCell className="px-2 text-right tabular-nums">
              {campaign.impressions > 0 ? formatPercent(campaign.ctr) : '—'}
            </TableCell>
            <TableCell className="px-2 text-right tabular-nums">
              {campaign.clicks > 0 ? formatMoney(campaign.cpc) : '—'}
            </TableCell>
            <TableCell className="px-2 text-right tabular-nums">
              <p className="font-medium text-slate-900">{formatNumber(campaign.conversions)}</p>
              <p className="text-xs text-slate-600">
                CPA {campaign.conversions > 0 ? formatMoney(campaign.cpa) : '—'}
              </p>
            </TableCell>
            <TableCell className="px-2">
              <CampaignRowActions
                campaign={campaign}
                canChange={canChange(campaign)}
                canCreate={canCreate}
                handlers={handlers}
              />
            </TableCell>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
