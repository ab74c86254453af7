import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type TableProps = ComponentProps<'table'> & {
  /** Names the scroll region for screen readers (e.g. the table's caption). */
  label: string;
  /** Classes for the scroll region around the table (a border, rounded corners). */
  containerClassName?: string;
};

/**
 * A wide table that scrolls sideways inside its card on a phone (never the page): the region is
 * labelled and focusable so the hidden columns can be scrolled to by keyboard, and `relative` so
 * an sr-only caption or header cannot widen the page.
 */
export function Table({ label, containerClassName, className, ...props }: TableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      data-slot="table-container"
      className={cn(
        'relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        containerClassName,
      )}
    >
      <table data-slot="table" className={cn('w-full', className)} {...props} />
    </div>
  );
}

/** A column header: small, uppercase and on one line. */
export function TableHead({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope={scope}
      data-slot="table-head"
      className={cn(
        'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase',
        className,
      )}
      {...props}
    />
  );
}

/** A body cell. */
export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return (
    <td data-slot="table-cell" className={cn('px-4 py-3 text-sm text-slate-700', className)} {...props} />
  );
}

/** A row's header cell (`<th scope="row">`), styled as a body cell. */
export function TableRowHeader({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      scope="row"
      data-slot="table-row-header"
      className={cn('px-4 py-3 text-left text-sm text-slate-700', className)}
      {...props}
    />
  );
}
