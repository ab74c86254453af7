import { cn } from '@/lib/cn';

export interface SegmentOption<Value extends string> {
  value: Value;
  label: string;
}

/** A row of toggle buttons where exactly one is on (a period or metric switch). */
export function SegmentedControl<Value extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  /** Names the group for screen readers. */
  label: string;
  value: Value;
  options: readonly SegmentOption<Value>[];
  onChange: (value: Value) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex max-w-full flex-wrap gap-1 rounded-lg bg-slate-100 p-1', className)}
    >
      {options.map((option) => {
        const on = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={on}
            onClick={() => onChange(option.value)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
              on ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-700 hover:text-slate-900',
            )}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
