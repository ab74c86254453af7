import { Eye, Heart, MessageSquare, TrendingUp, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { liveStats } from '@/data/live-streaming';
import { formatNumber } from '@/lib/format/metrics';

const icons: readonly LucideIcon[] = [Eye, TrendingUp, Heart, MessageSquare];

/** The four stat cards: the demo figures while live, dashes when off air. */
export function StreamStats({ live }: { live: boolean }) {
  return (
    <section aria-label="Stream statistics" className="grid grid-cols-2 gap-4 xl:grid-cols-4">
      {liveStats.map((stat, index) => {
        const Icon = icons[index] ?? Eye;
        return (
          <Card key={stat.label} className="p-4 sm:p-5">
            <p className="flex items-center gap-2 text-sm text-slate-600">
              <Icon className="size-4 text-brand-600" aria-hidden />
              {stat.label}
            </p>
            <p className="mt-2 text-2xl font-bold text-slate-900" data-testid={`stat-${index}`}>
              {live ? formatNumber(stat.live) : '—'}
            </p>
          </Card>
        );
      })}
    </section>
  );
}
