import type { PaymentStatus } from '@/services/payments/payment-types';
import type { Load } from '../lib/use-billing-data';
import { BalanceCard } from './balance-card';
import { CreditPacksCard } from './credit-packs-card';
import { TransactionsCard } from './transactions-card';
import { UsageGuideCard } from './usage-guide-card';

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
      <CreditPacksCard status={status} />
      <TransactionsCard />
    </section>
  );
}
