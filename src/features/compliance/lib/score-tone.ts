import type { ComplianceStatus } from '@/services/compliance/types';

export type ScoreTone = 'green' | 'yellow' | 'red';

/**
 * The score bar colour (docs/product-rules.md#compliance-checker): 90 or more green, 70 to 89
 * yellow, below 70 red.
 */
export function scoreTone(score: number): ScoreTone {
  if (score >= 90) return 'green';
  if (score >= 70) return 'yellow';
  return 'red';
}

export const scoreBarClass: Record<ScoreTone, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-400',
  red: 'bg-red-500',
};

export const scoreTextClass: Record<ScoreTone, string> = {
  green: 'text-emerald-700',
  yellow: 'text-amber-700',
  red: 'text-red-700',
};

export const statusLabel: Record<ComplianceStatus, string> = {
  passed: 'Passed',
  warning: 'Warning',
  failed: 'Failed',
};

export const statusBadgeClass: Record<ComplianceStatus, string> = {
  passed: 'bg-emerald-100 text-emerald-800',
  warning: 'bg-amber-100 text-amber-800',
  failed: 'bg-red-100 text-red-800',
};
