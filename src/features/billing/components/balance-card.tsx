import { Infinity as InfinityIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { FREE_PLAN_NAME } from '@/lib/credits/credit-constants';
import { useCredits } from '@/lib/credits/credits-context';
import { formatCredits } from '@/lib/credits/format';

/** The credits available, used and granted, and the plan; Unlimited when the user's own keys are in use. */
export function BalanceCard() {
  const { balance, subscription, unlimited, loading, error } = useCredits();
  const total = balance ? balance.total_credits + balance.bonus_credits : 0;
  return (
    <Card aria-labelledby="balance-title">
      <h3 id="balance-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Credit Balance
      </h3>
      {loading ? (
        <p className="mt-3 text-slate-600">Loading your credits…</p>
      ) : !balance ? (
        <p role="alert" className="mt-3 text-red-700">
          Could not load your credits{error ? `: ${error}` : '.'}
        </p>
      ) : (
        <>
          <div className="mt-2 flex flex-wrap items-end justify-between gap-4">
            <p>
              <span
                className="block text-4xl font-bold text-slate-900 tabular-nums"
                data-testid="available-credits"
              >
                {formatCredits(balance.available_credits)}
              </span>
              <span className="text-sm text-slate-600">credits available</span>
            </p>
            <p className="text-sm text-slate-700">
              Plan: <span className="font-semibold">{subscription?.plan_name ?? FREE_PLAN_NAME}</span>
            </p>
          </div>
          {unlimited && (
            <p className="mt-3 flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700">
              <InfinityIcon className="size-4 shrink-0" aria-hidden />
              Unlimited: your own provider keys are in use, so no credits are charged.
            </p>
          )}
          <ProgressBar
            className="mt-4"
            label="Credits used"
            value={balance.used_credits}
            max={total}
            valueText={`${formatCredits(balance.used_credits)} of ${formatCredits(total)} credits used`}
          />
          <dl className="mt-4 grid grid-cols-3 gap-3 text-center">
            {[
              { term: 'Used This Month', value: balance.used_this_period },
              { term: 'Total', value: balance.total_credits },
              { term: 'Bonus', value: balance.bonus_credits },
            ].map(({ term, value }) => (
              <div key={term} className="rounded-lg bg-slate-50 px-2 py-2">
                <dt className="text-xs font-medium text-slate-600">{term}</dt>
                <dd className="text-lg font-semibold text-slate-900 tabular-nums">{formatCredits(value)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </Card>
  );
}
