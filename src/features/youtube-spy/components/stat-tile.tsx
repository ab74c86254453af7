import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A figure with its label, as a description-list pair. */
export function StatTile({
  label,
  value,
  className,
}: {
  label: string;
  value: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0 rounded-xl bg-slate-50 p-4', className)}>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-xl font-bold break-words text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** A row of tags. */
export function TagList({ tags, label }: { tags: readonly string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700">
          #{tag.replace(/\s+/g, '')}
        </li>
      ))}
    </ul>
  );
}
