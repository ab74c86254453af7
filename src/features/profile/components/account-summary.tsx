import { Card } from '@/components/ui/card';
import { FREE_PLAN_NAME } from '@/lib/credits/credit-constants';
import { useCredits } from '@/lib/credits/credits-context';
import { formatCredits } from '@/lib/credits/format';

/** The plan, member since and credits, at a glance. */
export function AccountSummary({ memberSince }: { memberSince: string | null }) {
  const { balance, subscription, unlimited } = useCredits();
  // The plan arrives with the balance; until then a paying user must not be shown the Free plan.
  const rows: [string, string][] = [
    ['Plan', balance ? (subscription?.plan_name ?? FREE_PLAN_NAME) : '…'],
    [
      'Member since',
      memberSince
        ? new Date(memberSince).toLocaleDateString('en-US', { month: 'long', year: 'numeric' })
        : '…',
    ],
    ['Credits used', balance ? formatCredits(balance.used_credits) : '…'],
    ['Credits available', unlimited ? 'Unlimited' : balance ? formatCredits(balance.available_credits) : '…'],
  ];
  return (
    <Card aria-labelledby="account-summary-title">
      <h3 id="account-summary-title" className="font-semibold text-slate-900">
        Account Summary
      </h3>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex justify-between gap-3">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
