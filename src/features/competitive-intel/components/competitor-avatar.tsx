import type { Competitor } from '@/data/competitive-intel';
import { cn } from '@/lib/cn';

export function CompetitorAvatar({ competitor, className }: { competitor: Competitor; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-10 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white',
        competitor.avatar.color,
        className,
      )}
    >
      {competitor.avatar.initials}
    </span>
  );
}
