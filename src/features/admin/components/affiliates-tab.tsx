import { affiliates } from '@/data/admin';
import { formatMoney, formatNumber } from '@/lib/format/metrics';
import { formatDay } from '../lib/admin-format';
import { StatusBadge } from './status-badge';
import { TableRegion, tdClass, thClass } from './table-region';

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
      <TableRegion label="Affiliates table">
        <table className="w-full min-w-[760px] bg-white">
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={thClass}>
                Affiliate
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Commission
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Earned
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Referrals
              </th>
              <th scope="col" className={thClass}>
                Status
              </th>
              <th scope="col" className={thClass}>
                Joined
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {affiliates.map((affiliate) => (
              <tr key={affiliate.id}>
                <td className={tdClass}>
                  <p className="font-medium text-slate-900">{affiliate.name}</p>
                  <p className="text-slate-600">{affiliate.email}</p>
                </td>
                <td className={`${tdClass} text-right`}>{affiliate.commissionRate}%</td>
                <td className={`${tdClass} text-right font-medium text-slate-900`}>
                  {formatMoney(affiliate.totalEarned)}
                </td>
                <td className={`${tdClass} text-right`}>{formatNumber(affiliate.referrals)}</td>
                <td className={tdClass}>
                  <StatusBadge value={affiliate.status} />
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatDay(affiliate.joinDate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </section>
  );
}
