import { ProgressBar } from '@/components/ui/progress-bar';
import { Table, TableCell, TableHead } from '@/components/ui/table';
import { coupons, type Coupon } from '@/data/admin';
import { cn } from '@/lib/cn';
import { formatMoney, formatNumber } from '@/lib/format/metrics';
import { formatDay } from '../lib/admin-format';
import { StatusBadge } from './status-badge';

function discountText(coupon: Coupon): string {
  return coupon.type === 'percentage' ? `${coupon.discount}% off` : `${formatMoney(coupon.discount)} off`;
}

/** Coupons: codes, their discount, how many of their uses are gone, expiry and status. */
export function CouponsTab() {
  const active = coupons.filter((coupon) => coupon.status === 'active').length;
  const redemptions = coupons.reduce((sum, coupon) => sum + coupon.uses, 0);
  return (
    <section aria-labelledby="admin-tab-title" className="space-y-4">
      <h2 id="admin-tab-title" className="text-xl font-semibold text-slate-900">
        Coupons
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {[
          { term: 'Coupons', value: formatNumber(coupons.length) },
          { term: 'Active', value: formatNumber(active) },
          { term: 'Redemptions', value: formatNumber(redemptions) },
        ].map(({ term, value }) => (
          <div key={term} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Table
        label="Coupons table"
        containerClassName="rounded-xl border border-slate-200"
        className="min-w-[760px] bg-white"
      >
        <thead className="bg-slate-50">
          <tr>
            <TableHead>Code</TableHead>
            <TableHead>Discount</TableHead>
            <TableHead>Type</TableHead>
            <TableHead>Uses</TableHead>
            <TableHead>Expires</TableHead>
            <TableHead>Status</TableHead>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {coupons.map((coupon) => {
            const full = coupon.uses >= coupon.maxUses;
            return (
              <tr key={coupon.id}>
                <TableCell>
                  <code className="rounded-md bg-slate-100 px-2 py-1 font-mono text-sm font-semibold text-slate-900">
                    {coupon.code}
                  </code>
                </TableCell>
                <TableCell className="font-medium whitespace-nowrap text-slate-900">
                  {discountText(coupon)}
                </TableCell>
                <TableCell>{coupon.type === 'percentage' ? 'Percentage' : 'Fixed amount'}</TableCell>
                <TableCell className="w-48">
                  <p className="mb-1 text-sm whitespace-nowrap">
                    {formatNumber(coupon.uses)} / {formatNumber(coupon.maxUses)}
                  </p>
                  <ProgressBar
                    value={coupon.uses}
                    max={coupon.maxUses}
                    label={`${coupon.code} uses`}
                    valueText={`${formatNumber(coupon.uses)} of ${formatNumber(coupon.maxUses)} uses`}
                    barClassName={cn(full && 'bg-amber-500')}
                  />
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatDay(coupon.expiresAt)}</TableCell>
                <TableCell>
                  <StatusBadge value={coupon.status} />
                </TableCell>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </section>
  );
}
