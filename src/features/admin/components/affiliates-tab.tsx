import { Table, TableCell, TableHead } from '@/components/ui/table';
import { affiliates } from '@/data/admin';
import { formatMoney, formatNumber } from '@/lib/format/metrics';
import { formatDay } from '../lib/admin-format';
import { StatusBadge } from './status-badge';

/** Affiliates: partners, their commission, what they earned and whom they referred. */
export function AffiliatesTab() {
  const earned = affiliates.reduce((sum, affiliate) => sum + affiliate.totalEarned, 0);
  const referrals = affiliates.reduce((sum, affiliate) => sum + affiliate.referrals, 0);
  return (
    <section aria-labelledby="admin-tab-title" className="space-y-4">
      <h2 id="admin-tab-title" className="text-xl font-semibold text-slate-900">
        Affiliates
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {[
          { term: 'Affiliates', value: formatNumber(affiliates.length) },
          { term: 'Referrals', value: formatNumber(referrals) },
          { term: 'Commission paid', value: formatMoney(earned) },
        ].map(({ term, value }) => (
          <div key={term} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Table
        label="Affiliates table"
        containerClassName="rounded-xl border border-slate-200"
        className="min-w-[760px] bg-white"
      >
        <thead className="bg-slate-50">
          <tr>
            <TableHead>Affiliate</TableHead>
            <TableHead className="text-right">Commission</TableHead>
            <TableHead className="text-right">Earned</TableHead>
            <TableHead className="text-right">Referrals</TableHead>
            <TableHead>Status</TableHead>
            <TableHead>Joined</TableHead>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {affiliates.map((affiliate) => (
            <tr key={affiliate.id}>
              <TableCell>
                <p className="font-medium text-slate-900">{affiliate.name}</p>
                <p className="text-slate-600">{affiliate.email}</p>
              </TableCell>
              <TableCell className="text-right">{affiliate.commissionRate}%</TableCell>
              <TableCell className="text-right font-medium text-slate-900">
                {formatMoney(affiliate.totalEarned)}
              </TableCell>
              <TableCell className="text-right">{formatNumber(affiliate.referrals)}</TableCell>
              <TableCell>
                <StatusBadge value={affiliate.status} />
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatDay(affiliate.joinDate)}</TableCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
