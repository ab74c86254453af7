import { Coins, Infinity as InfinityIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { CREDITS_TAB_PATH } from '@/lib/credits/credit-constants';
import { useCredits } from '@/lib/credits/credits-context';
import { formatCredits } from '@/lib/credits/format';

/** The available credits (or Unlimited for users with their own keys), linking to Credits & Usage. */
export function CreditsBadge({ className }: { className?: string }) {
  const { balance, unlimited, lowCredits, loading } = useCredits();
  const text = unlimited ? 'Unlimited' : balance ? formatCredits(balance.available_credits) : '…';
  const label = unlimited ? 'Credits: Unlimited' : balance ? `Credits: ${text}` : 'Credits: loading';
  return (
    <Link
      to={CREDITS_TAB_PATH}
      aria-label={label}
      aria-busy={loading || undefined}
      title={unlimited ? 'Your own provider keys are in use: no credits are charged' : 'Credits & Usage'}
      className={cn(
        'flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-1.5 text-sm font-semibold tabular-nums transition',
        lowCredits
          ? 'border-amber-300 bg-amber-50 text-amber-900 hover:bg-amber-100'
          : 'border-brand-100 bg-brand-50 text-brand-700 hover:bg-brand-100',
        className,
      )}
    >
      {unlimited ? (
        <InfinityIcon className="size-4 shrink-0" aria-hidden />
      ) : (
        <Coins className="size-4 shrink-0" aria-hidden />
      )}
      <span aria-hidden>{text}</span>
      {!unlimited && (
        <span aria-hidden className="hidden 2xl:inline">
          credits
        </span>
      )}
    </Link>
  );
}
