import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A card's small uppercase heading (an icon may lead it); a `legend` when the card is a fieldset. */
export function CardTitle({
  as: Tag = 'h2',
  className,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { as?: 'h2' | 'h3' | 'legend' }) {
  return (
    <Tag
      data-slot="card-title"
      className={cn(
        'flex items-center gap-2 text-sm font-semibold tracking-wide text-slate-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}
