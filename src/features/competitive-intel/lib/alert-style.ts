import type { AlertSeverity, AlertType } from '@/data/competitive-intel';

/** Severity colours: high red, medium amber, low blue. */
export const severityClasses: Record<AlertSeverity, { badge: string; border: string }> = {
  high: { badge: 'bg-red-50 text-red-800 ring-red-200', border: 'border-l-red-500' },
  medium: { badge: 'bg-amber-50 text-amber-800 ring-amber-200', border: 'border-l-amber-500' },
  low: { badge: 'bg-sky-50 text-sky-800 ring-sky-200', border: 'border-l-sky-500' },
};

export const alertTypeLabels: Record<AlertType, string> = {
  new_ad: 'New ad',
  viral_content: 'Viral content',
  strategy_change: 'Strategy change',
};
