import { BellOff } from 'lucide-react';
import type { CompetitorAlert } from '@/data/competitive-intel';
import { AlertItem } from './alert-item';

/** Every alert, each with a dismiss button. */
export function AlertsTab({
  alerts,
  onDismiss,
}: {
  alerts: readonly CompetitorAlert[];
  onDismiss: (id: string) => void;
}) {
  if (alerts.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
        <BellOff className="size-6 text-slate-500" aria-hidden />
        <p className="font-semibold text-slate-900">You are all caught up</p>
        <p className="text-sm text-slate-600">Dismissed alerts stay hidden until you reload the page.</p>
      </div>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Alerts">
      {alerts.map((alert) => (
        <AlertItem key={alert.id} alert={alert} onDismiss={() => onDismiss(alert.id)} />
      ))}
    </ul>
  );
}
