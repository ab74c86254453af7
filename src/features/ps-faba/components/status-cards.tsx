import { Activity, Clock, KeyRound, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { ApiKeyRecord } from '../lib/api-keys-api';
import { activeKeys, activePermissions, isConnected, lastUsedAt } from '../lib/key-status';
import { PERMISSION_INFO } from '../lib/permissions';
import { formatDateTime, relativeDay } from '../lib/relative-day';

function StatusCard({
  title,
  icon: Icon,
  iconClassName,
  children,
  detail,
}: {
  title: string;
  icon: LucideIcon;
  iconClassName: string;
  children: ReactNode;
  detail: ReactNode;
}) {
  return (
    <li className="flex min-w-0 flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-start sm:gap-4 sm:p-5">
      <span
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-xl sm:size-11',
          iconClassName,
        )}
      >
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-medium text-slate-600">{title}</h3>
        <div className="mt-1 text-lg font-semibold text-slate-900 sm:text-xl">{children}</div>
        <p className="mt-0.5 text-xs text-slate-600">{detail}</p>
      </div>
    </li>
  );
}

/** Connection, last use, active keys and what they allow, all derived from the key list. */
export function StatusCards({ keys, now }: { keys: readonly ApiKeyRecord[]; now: number }) {
  const connected = isConnected(keys, now);
  const active = activeKeys(keys, now).length;
  const lastUsed = lastUsedAt(keys);
  const permissions = activePermissions(keys, now);

  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4" aria-label="Integration status">
      <StatusCard
        title="Connection Status"
        icon={Activity}
        iconClassName={connected ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-600'}
        detail={connected ? 'The partner can call the API' : 'No active key: the partner cannot connect'}
      >
        <span className="flex items-center gap-2" data-testid="connection-status">
          <span
            aria-hidden
            className={cn('size-2.5 rounded-full', connected ? 'bg-emerald-500' : 'bg-slate-400')}
          />
          {connected ? 'Connected' : 'Disconnected'}
        </span>
      </StatusCard>
      <StatusCard
        title="Last Used"
        icon={Clock}
        iconClassName="bg-sky-50 text-sky-700"
        detail={lastUsed ? formatDateTime(lastUsed) : 'No partner request yet'}
      >
        <span data-testid="last-used">{lastUsed ? relativeDay(lastUsed, now) : 'Never'}</span>
      </StatusCard>
      <StatusCard
        title="Active Keys"
        icon={KeyRound}
        iconClassName="bg-brand-50 text-brand-700"
        detail={`${keys.length} ${keys.length === 1 ? 'key' : 'keys'} in total`}
      >
        <span data-testid="active-keys">{active}</span>
      </StatusCard>
      <StatusCard
        title="Permissions"
        icon={ShieldCheck}
        iconClassName="bg-amber-50 text-amber-700"
        detail="Granted by the active keys"
      >
        <span className="block text-base break-words">
          {permissions.length ? permissions.map((flag) => PERMISSION_INFO[flag].label).join(', ') : 'None'}
        </span>
      </StatusCard>
    </ul>
  );
}
