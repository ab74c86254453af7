import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const selectClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-xs focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-slate-50 disabled:text-slate-600';

/** A labelled native select. */
export function SelectField({
  id,
  label,
  className,
  children,
  ...props
}: ComponentProps<'select'> & { id: string; label: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-900">
        {label}
      </label>
      <select id={id} className={cn(selectClass)} {...props}>
        {children}
      </select>
    </div>
  );
}
