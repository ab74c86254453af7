import type { TemplateCategory } from '@/data/templates';
import { cn } from '@/lib/cn';

export type CategoryChoice = 'all' | TemplateCategory;

/** The category buttons with their counts; the chosen one is pressed. */
export function CategoryFilter({
  categories,
  value,
  onChange,
}: {
  categories: readonly { id: CategoryChoice; label: string; count: number }[];
  value: CategoryChoice;
  onChange: (category: CategoryChoice) => void;
}) {
  return (
    <div role="group" aria-label="Category" className="flex flex-wrap gap-2">
      {categories.map((item) => {
        const active = item.id === value;
        return (
          <button
            key={item.id}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(item.id)}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              active
                ? 'bg-brand-600 text-white'
                : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50',
            )}
          >
            {item.label}
            <span
              className={cn(
                'rounded-full px-1.5 text-xs tabular-nums',
                active ? 'bg-white text-brand-700' : 'bg-slate-100 text-slate-700',
              )}
            >
              {item.count}
            </span>
          </button>
        );
      })}
    </div>
  );
}
