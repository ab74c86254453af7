import type { CompetitionLevel } from '@/services/research/research-types';

export type Tone = 'red' | 'orange' | 'yellow' | 'green' | 'gray';

/** Viral score badge: 90 or more red, 70 or more orange, 50 or more yellow, otherwise gray. */
export function viralScoreTone(score: number): Tone {
  if (score >= 90) return 'red';
  if (score >= 70) return 'orange';
  if (score >= 50) return 'yellow';
  return 'gray';
}

/** Competition level: High red, Medium orange, otherwise green. */
export function competitionTone(level: CompetitionLevel): Tone {
  if (level === 'High') return 'red';
  if (level === 'Medium') return 'orange';
  return 'green';
}

/** Trend direction: up green, otherwise red. */
export function trendTone(direction: 'up' | 'down'): Tone {
  return direction === 'up' ? 'green' : 'red';
}

/** Badge colours (contrast-checked: 800 text on 100 backgrounds). */
export const badgeClass: Record<Tone, string> = {
  red: 'bg-red-100 text-red-800 ring-red-200',
  orange: 'bg-orange-100 text-orange-800 ring-orange-200',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-200',
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  gray: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** Text colours for figures on white. */
export const textClass: Record<Tone, string> = {
  red: 'text-red-700',
  orange: 'text-orange-700',
  yellow: 'text-yellow-800',
  green: 'text-emerald-700',
  gray: 'text-slate-700',
};
