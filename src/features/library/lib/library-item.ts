import type { BadgeProps } from '@/components/ui/badge';

/** One row of a Library tab, whatever kind of item it shows. */
export interface LibraryItem {
  id: string;
  title: string;
  /** Null once the author's account is deleted (the item stays with the workspace). */
  authorId: string | null;
  /** When it was last changed (ISO). */
  date: string;
  status?: { label: string; variant: NonNullable<BadgeProps['variant']> };
  /** Shown under the title: a duration, a size, a compliance score. */
  detail?: string;
}

export type LibrarySort = 'newest' | 'oldest' | 'title';

export const LIBRARY_SORTS: readonly { id: LibrarySort; label: string }[] = [
  { id: 'newest', label: 'Newest first' },
  { id: 'oldest', label: 'Oldest first' },
  { id: 'title', label: 'Title A–Z' },
];

const byTitle = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/** The entries whose item's title contains `search` (any case, any accents), in the chosen order. */
export function arrangeItems<T>(
  entries: readonly T[],
  search: string,
  sort: LibrarySort,
  itemOf: (entry: T) => LibraryItem,
): T[] {
  const fold = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const wanted = fold(search.trim());
  const found = wanted ? entries.filter((entry) => fold(itemOf(entry).title).includes(wanted)) : [...entries];
  return found.sort((first, second) => {
    const a = itemOf(first);
    const b = itemOf(second);
    if (sort === 'title') return byTitle.compare(a.title, b.title) || b.date.localeCompare(a.date);
    const newestFirst = b.date.localeCompare(a.date);
    return sort === 'newest' ? newestFirst : -newestFirst;
  });
}
