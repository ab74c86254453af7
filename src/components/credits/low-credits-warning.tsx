import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { CREDITS_TAB_PATH } from '@/lib/credits/credit-constants';
import { useCredits } from '@/lib/credits/credits-context';
import { formatCredits } from '@/lib/credits/format';

/** Shown below 5 available credits (never to unlimited users): how many are left and where to buy. */
export function LowCreditsWarning({ className }: { className?: string }) {
  const { lowCredits, balance } = useCredits();
  if (!lowCredits || !balance) return null;
  const left = balance.available_credits;
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center',
        className,
      )}
    >
      <TriangleAlert className="hidden size-5 shrink-0 text-amber-700 sm:block" aria-hidden />
      <p className="min-w-0 flex-1">
        <span className="font-semibold">Low credits:</span>{' '}
        {left <= 0
          ? 'you have no credits left.'
          : `only ${formatCredits(left)} ${left === 1 ? 'credit' : 'credits'} left.`}{' '}
        Buy more to keep creating videos and voice-overs.
      </p>
      <Link
        to={CREDITS_TAB_PATH}
        className="self-start rounded-lg bg-amber-700 px-3 py-1.5 font-semibold whitespace-nowrap text-white hover:bg-amber-800 sm:self-auto"
      >
        Buy credits
      </Link>
    </div>
  );
}
