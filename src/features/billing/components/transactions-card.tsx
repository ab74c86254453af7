import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { TRANSACTIONS_SHOWN } from '@/lib/credits/credit-constants';
import { useCredits } from '@/lib/credits/credits-context';
import { formatCreditChange, formatDate, formatUsd } from '@/lib/credits/format';

/** Recent Transactions: the latest credit ledger entries, newest first. */
export function TransactionsCard() {
  const { transactions, loading } = useCredits();
  const shown = transactions.slice(0, TRANSACTIONS_SHOWN);
  return (
    <Card aria-labelledby="transactions-title" className="px-0 sm:px-0">
      <h3 id="transactions-title" className="px-6 text-lg font-semibold text-slate-900">
        Recent Transactions
      </h3>
      {loading ? (
        <p className="mt-3 px-6 text-sm text-slate-600">Loading transactions…</p>
      ) : shown.length === 0 ? (
        <p className="mt-3 px-6 text-sm text-slate-600">No transactions yet.</p>
      ) : (
        <table className="mt-3 w-full table-fixed text-left text-sm">
          <caption className="sr-only">
            Your latest {TRANSACTIONS_SHOWN} credit transactions, newest first
          </caption>
          <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            <tr>
              <th scope="col" className="w-24 py-2 pl-6 sm:w-32">
                Date
              </th>
              <th scope="col" className="py-2 pl-3">
                Description
              </th>
              <th scope="col" className="w-20 py-2 pl-3 text-right sm:w-24">
                Credits
              </th>
              <th scope="col" className="w-20 py-2 pr-6 pl-3 text-right sm:w-24">
                Cost
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {shown.map((entry) => (
              <tr key={entry.id}>
                <td className="py-2.5 pl-6 align-top text-slate-700">{formatDate(entry.created_at)}</td>
                <td className="py-2.5 pl-3 align-top break-words text-slate-900">{entry.description}</td>
                <td
                  className={cn(
                    'py-2.5 pl-3 text-right align-top font-semibold tabular-nums',
                    entry.amount < 0 ? 'text-red-700' : 'text-emerald-700',
                  )}
                >
                  {formatCreditChange(entry.amount)}
                </td>
                <td className="py-2.5 pr-6 pl-3 text-right align-top text-slate-700 tabular-nums">
                  {entry.cost_amount !== null ? formatUsd(entry.cost_amount) : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
