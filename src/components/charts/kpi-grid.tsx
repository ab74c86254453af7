import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { KpiCard } from './kpi-card';

export interface KpiFigure {
  label: string;
  value: string;
  /** Percent change versus the previous period; null shows none. */
  change: number | null;
  icon: LucideIcon;
  lowerIsBetter?: boolean;
}

/** A screen's headline figures as a labelled grid of cards, all measured against one period. */
export function KpiGrid({
  label,
  comparedTo,
  figures,
  columns = 4,
}: {
  label: string;
  comparedTo: string;
  figures: KpiFigure[];
  columns?: 3 | 4;
}) {
  return (
    <section
      aria-label={label}
      className={cn('grid gap-4 sm:grid-cols-2', columns === 3 ? 'xl:grid-cols-3' : 'xl:grid-cols-4')}
    >
      {figures.map(({ icon: Icon, ...figure }) => (
        <KpiCard
          key={figure.label}
          {...figure}
          comparedTo={comparedTo}
          icon={<Icon className="size-5 text-brand-600" aria-hidden />}
        />
      ))}
    </section>
  );
}
