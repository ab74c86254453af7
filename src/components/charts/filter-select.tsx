import { cn } from '@/lib/cn';

export interface FilterOption<Value extends string> {
  value: Value;
  label: string;
}

/** A labelled native select for a dashboard's period, status or audience filter. */
export function FilterSelect<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
  hideLabel = false,
  className,
}: {
  id: string;
  label: string;
  value: Value;
  options: readonly FilterOption<Value>[];
  onChange: (value: Value) => void;
  /** Keeps the label for screen readers only (the options speak for themselves). */
  hideLabel?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'mb-1.5 block text-sm font-medium text-slate-700'}
      >
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as Value)}
        className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
