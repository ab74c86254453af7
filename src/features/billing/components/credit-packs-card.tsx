import { Coins, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { CREDIT_PACKS } from '@/lib/credits/credit-constants';
import { formatUsd } from '@/lib/credits/format';
import { withFailureReported } from '@/lib/report-failure';
import type { PaymentProvider, PaymentStatus } from '@/services/payments/payment-types';
import { usePayments } from '@/services/payments/use-payments';
import type { Load } from '../lib/use-billing-data';
import { ProviderChoice } from './provider-choice';

/** Buy Credits: the one-time packs, paid with the provider chosen. */
export function CreditPacksCard({ status }: { status: Load<PaymentStatus> }) {
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
                onClick={withFailureReported(() => buyCredits(pack, provider))}
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
