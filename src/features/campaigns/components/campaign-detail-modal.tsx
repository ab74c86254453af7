import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { StoredCampaign } from '@/lib/campaigns/campaigns-api';
import { formatMoney, formatNumber, formatPercent, formatWholeMoney } from '@/lib/format/metrics';
import { StatusBadge } from './status-badge';

/** View: every field of a campaign, with its CTR, CPC and CPA worked out from its counts. */
export function CampaignDetailModal({
  campaign,
  onClose,
}: {
  campaign: StoredCampaign;
  onClose: () => void;
}) {
  const rows: [string, string][] = [
    ['Objective', campaign.objective],
    ['Platform', campaign.platform],
    ['Dates', `${campaign.startDate} to ${campaign.endDate}`],
    ['Budget', formatWholeMoney(campaign.budget)],
    ['Spent', formatMoney(campaign.spent)],
    ['Impressions', formatNumber(campaign.impressions)],
    ['Clicks', formatNumber(campaign.clicks)],
    ['Conversions', formatNumber(campaign.conversions)],
    ['CTR', campaign.impressions > 0 ? formatPercent(campaign.ctr) : '—'],
    ['CPC', campaign.clicks > 0 ? formatMoney(campaign.cpc) : '—'],
    ['CPA', campaign.conversions > 0 ? formatMoney(campaign.cpa) : '—'],
  ];
  return (
    <Modal
      title={campaign.name}
      onClose={onClose}
      footer={
        <div className="flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      }
    >
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <StatusBadge status={campaign.status} />
        {campaign.isSample && <Badge variant="neutral">Sample</Badge>}
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 border-b border-slate-100 pb-2">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
