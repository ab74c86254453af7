import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const variants = {
  brand: 'bg-brand-50 text-brand-700 ring-brand-200',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
  danger: 'bg-red-50 text-red-700 ring-red-200',
} as const;

export type BadgeProps = ComponentProps<'span'> & { variant?: keyof typeof variants };

/** A small rounded label for a status or a tag. */
export function Badge({ className, variant = 'brand', ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-variant={variant}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
