import { Button } from '@/components/ui/button';
import { CAMPAIGN_PAGE_SIZE } from '@/lib/campaigns/campaigns-api';
import { formatNumber } from '@/lib/format/metrics';

/** "Showing a–b of N" with Previous and Next; `page` counts from 0. */
export function CampaignPagination({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const first = total === 0 ? 0 : page * CAMPAIGN_PAGE_SIZE + 1;
  const last = Math.min(total, (page + 1) * CAMPAIGN_PAGE_SIZE);
  return (
    <nav
      aria-label="Campaign pages"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3"
    >
      <p className="text-sm text-slate-600" aria-live="polite">
        Showing {formatNumber(first)}–{formatNumber(last)} of {formatNumber(total)}
      </p>
      <div className="flex gap-2">
        <Button variant="secondary" className="py-1.5" disabled={page === 0} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button
          variant="secondary"
          className="py-1.5"
          disabled={last >= total}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
