import { cn } from '@/lib/cn';

/** An initials circle; the name is given by the text beside it, so it is hidden from readers. */
export function Avatar({ initials, className }: { initials: string; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700',
        className,
      )}
    >
      {initials}
    </span>
  );
}
