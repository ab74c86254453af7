import { Coins, FileText, Image, Infinity as InfinityIcon, Loader2, Mic, Video } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/cn';
import {
  CREDIT_COSTS,
  CREDIT_PACKS,
  FREE_PLAN_NAME,
  TRANSACTIONS_SHOWN,
} from '@/lib/credits/credit-constants';
import { useCredits } from '@/lib/credits/credits-context';
import { formatCreditChange, formatCredits, formatDate, formatUsd } from '@/lib/credits/format';
import type { PaymentProvider, PaymentStatus } from '@/services/payments/payment-types';
import { usePayments } from '@/services/payments/use-payments';
import type { Load } from '../lib/use-billing-data';
import { ProviderChoice } from './provider-choice';

const usageGuide = [
  { icon: Mic, label: 'Voice generation', detail: 'per voice-over', cost: CREDIT_COSTS.voice },
  {
    icon: Video,
    label: 'Video: Professional style',
    detail: 'per video',
    cost: CREDIT_COSTS.video.professional,
  },
  { icon: Video, label: 'Video: Minimal style', detail: 'per video', cost: CREDIT_COSTS.video.minimal },
  { icon: Video, label: 'Video: Creative style', detail: 'per video', cost: CREDIT_COSTS.video.creative },
  { icon: Video, label: 'Video: Energetic style', detail: 'per video', cost: CREDIT_COSTS.video.energetic },
  { icon: Image, label: 'Image generation', detail: 'per image', cost: CREDIT_COSTS.image },
  { icon: FileText, label: 'Script generation', detail: 'per script', cost: CREDIT_COSTS.script },
] as const;

const creditsWord = (amount: number) => (amount === 1 ? 'credit' : 'credits');

function BalanceCard() {
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

function UsageGuideCard() {
  return (
    <Card aria-labelledby="usage-guide-title">
      <h3 id="usage-guide-title" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
        Usage Guide
      </h3>
      <ul className="mt-3 divide-y divide-slate-100">
        {usageGuide.map(({ icon: Icon, label, detail, cost }) => (
          <li key={label} className="flex items-center gap-3 py-2">
            <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
            <span className="min-w-0 flex-1 text-sm text-slate-800">
              {label} <span className="text-slate-600">({detail})</span>
            </span>
            <span className="text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums">
              {formatCredits(cost)} {creditsWord(cost)}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function PacksCard({ status }: { status: Load<PaymentStatus> }) {
  const { buyCredits, busyKey } = usePayments();
  const [provider, setProvider] = useState<PaymentProvider>('stripe');
  const ready = status.state === 'ready' ? status.value : null;
  return (
    <Card aria-labelledby="packs-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h3 id="packs-title" className="text-lg font-semibold text-slate-900">
            Buy Credits
          </h3>
          <p className="text-sm text-slate-600">One-time packs. Credits never expire.</p>
        </div>
        <ProviderChoice status={ready} value={provider} onChange={setProvider} />
      </div>
      <ul className="mt-5 grid gap-4 pt-2 sm:grid-cols-3">
        {CREDIT_PACKS.map((pack) => {
          const key = `pack:${pack.credits}`;
          return (
            <li
              key={pack.credits}
              className={cn(
                'relative flex flex-col rounded-xl border p-4',
                pack.bestValue ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
              )}
            >
              {pack.bestValue && (
                <span className="absolute -top-3 left-4 rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-bold tracking-wide text-white">
                  BEST VALUE
                </span>
              )}
              <p className="flex items-center gap-2 text-lg font-semibold text-slate-900">
                <Coins className="size-5 text-brand-600" aria-hidden />
                {pack.credits} Credits
              </p>
              <p className="mt-1 text-2xl font-bold text-slate-900">{formatUsd(pack.price)}</p>
              <p className="text-sm text-slate-600">{formatUsd(pack.price / pack.credits)} per credit</p>
              <p className={cn('mt-2 min-h-6', pack.savings === null && 'hidden sm:block')}>
                {pack.savings !== null && (
                  <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                    Save {formatUsd(pack.savings)}
                  </span>
                )}
              </p>
              <Button
                className="mt-4 w-full"
                variant={pack.bestValue ? 'primary' : 'secondary'}
                disabled={busyKey !== null}
                onClick={() => void buyCredits(pack, provider)}
              >
                {busyKey === key && <Loader2 className="size-4 animate-spin" aria-hidden />}
                Buy {pack.credits} Credits
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

function TransactionsCard() {
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

/** Credits & Usage: the balance, the packs, what things cost and the latest transactions. */
export function CreditsTab({ status }: { status: Load<PaymentStatus> }) {
  return (
    <section aria-labelledby="settings-tab-title" className="space-y-6">
      <h2 id="settings-tab-title" className="text-xl font-semibold text-slate-900">
        Credits &amp; Usage
      </h2>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <BalanceCard />
        <UsageGuideCard />
      </div>
      <PacksCard status={status} />
      <TransactionsCard />
    </section>
  );
}
