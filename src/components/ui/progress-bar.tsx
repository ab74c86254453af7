import { cn } from '@/lib/cn';

/** A labelled progress bar (role progressbar), `value` out of `max`, clamped to the bar. */
export function ProgressBar({
  value,
  max,
  label,
  valueText,
  className,
  barClassName,
}: {
  value: number;
  max: number;
  label: string;
  /** What a screen reader announces, e.g. "3 of 10 credits used". */
  valueText?: string;
  className?: string;
  barClassName?: string;
}) {
  const safeMax = max > 0 ? max : 0;
  const clamped = safeMax === 0 ? 0 : Math.min(Math.max(value, 0), safeMax);
  const percent = safeMax === 0 ? 0 : (clamped / safeMax) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div
        className={cn('h-full rounded-full bg-brand-600 transition-[width]', barClassName)}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
