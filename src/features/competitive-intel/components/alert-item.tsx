import { Flame, Megaphone, Shuffle, X } from 'lucide-react';
import type { AlertType, CompetitorAlert } from '@/data/competitive-intel';
import { cn } from '@/lib/cn';
import { alertTypeLabels, severityClasses } from '../lib/alert-style';

const icons: Record<AlertType, typeof Flame> = {
  new_ad: Megaphone,
  viral_content: Flame,
  strategy_change: Shuffle,
};

/** One alert, coloured by severity; with `onDismiss` it gets a dismiss button. */
export function AlertItem({ alert, onDismiss }: { alert: CompetitorAlert; onDismiss?: () => void }) {
  const Icon = icons[alert.type];
  const tone = severityClasses[alert.severity];
  return (
    <li className={cn('flex gap-3 rounded-xl border border-l-4 border-slate-200 bg-white p-4', tone.border)}>
      <Icon className="mt-0.5 size-5 shrink-0 text-slate-600" aria-hidden />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-slate-900">{alert.competitor}</p>
          <span
            className={cn('rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1', tone.badge)}
          >
            {alert.severity}
          </span>
          <span className="text-xs text-slate-600">{alertTypeLabels[alert.type]}</span>
        </div>
        <p className="mt-1 text-sm text-slate-700">{alert.message}</p>
        <p className="mt-1 text-xs text-slate-600">{alert.timestamp}</p>
      </div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={`Dismiss alert about ${alert.competitor}: ${alert.message}`}
          className="-m-1 self-start rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" aria-hidden />
        </button>
      )}
    </li>
  );
}
