import { CheckCircle2, Coins, KeyRound, XCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { CardTitle } from '@/components/ui/card-title';
import { cn } from '@/lib/cn';
import { CREDIT_COSTS, CREDITS_TAB_PATH } from '@/lib/credits/credit-constants';
import { useCredits } from '@/lib/credits/credits-context';
import { formatCredits } from '@/lib/credits/format';
import { OWN_KEY_LABELS, OWN_KEY_ORDER, useOwnKeyPresence } from '../lib/use-own-key-presence';
import { creditsWord } from '../lib/video-options';

/** Which of the user's own keys are stored: the panel shown instead of the balance for them. */
export function ApiKeyStatusList({ className }: { className?: string }) {
  const present = useOwnKeyPresence();
  return (
    <ul className={cn('divide-y divide-slate-100', className)}>
      {OWN_KEY_ORDER.map((id) => (
        <li key={id} className="flex items-center justify-between gap-3 py-2">
          <span className="min-w-0">
            <span className="block text-sm font-medium text-slate-900">{OWN_KEY_LABELS[id].name}</span>
            <span className="block text-xs text-slate-600">{OWN_KEY_LABELS[id].purpose}</span>
          </span>
          {present[id] ? (
            <span className="flex shrink-0 items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              <CheckCircle2 className="size-3.5" aria-hidden />
              Key saved
            </span>
          ) : (
            <span className="flex shrink-0 items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
              <XCircle className="size-3.5" aria-hidden />
              No key
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Credit Balance (what this video will cost), or "Your API Status" for users with their own keys. */
export function CreditPanel({ videoCost }: { videoCost: number }) {
  const { balance, unlimited, loading } = useCredits();
  if (unlimited) {
    return (
      <Card className="p-5" aria-labelledby="api-status-title">
        <CardTitle id="api-status-title">
          <KeyRound className="size-4 text-brand-600" aria-hidden />
          Your API Status
        </CardTitle>
        <p className="mt-2 text-sm text-slate-700">
          Your own provider keys are in use: no credits are charged.
        </p>
        <ApiKeyStatusList className="mt-2" />
        <Link
          to="/dashboard/settings?tab=api-keys"
          className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline"
        >
          Manage API keys
        </Link>
      </Card>
    );
  }
  const available = balance?.available_credits ?? null;
  return (
    <Card className="p-5" aria-labelledby="credit-balance-title">
      <CardTitle id="credit-balance-title">
        <Coins className="size-4 text-brand-600" aria-hidden />
        Credit Balance
      </CardTitle>
      <p className="mt-2">
        <span className="text-3xl font-bold text-slate-900 tabular-nums" data-testid="creator-credits">
          {available === null ? (loading ? '…' : '–') : formatCredits(available)}
        </span>{' '}
        <span className="text-sm text-slate-600">credits available</span>
      </p>
      <dl className="mt-3 space-y-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600">This video</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatCredits(videoCost)} {creditsWord(videoCost)}
          </dd>
        </div>
        <div className="flex justify-between gap-2">
          <dt className="text-slate-600">Voice-over</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatCredits(CREDIT_COSTS.voice)} {creditsWord(CREDIT_COSTS.voice)}
          </dd>
        </div>
      </dl>
      {available !== null && available < videoCost && (
        <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Not enough credits for this video.
        </p>
      )}
      <Link
        to={CREDITS_TAB_PATH}
        className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline"
      >
        Buy more credits
      </Link>
    </Card>
  );
}
