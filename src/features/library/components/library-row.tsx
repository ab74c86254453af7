import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { formatDate } from '@/lib/credits/format';
import type { LibraryItem } from '../lib/library-item';

/** One item: its title (a link when it opens somewhere), who made it and when, and its actions. */
export function LibraryRow({
  item,
  author,
  href,
  actions,
}: {
  item: LibraryItem;
  author: string;
  href?: string;
  actions: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          {href ? (
            <Link
              to={href}
              className="truncate font-semibold text-slate-900 hover:text-brand-700 hover:underline"
            >
              {item.title}
            </Link>
          ) : (
            <span className="truncate font-semibold text-slate-900">{item.title}</span>
          )}
          {item.status && <Badge variant={item.status.variant}>{item.status.label}</Badge>}
        </div>
        <p className="mt-0.5 text-sm text-slate-600">
          {author} · <time dateTime={item.date}>{formatDate(item.date)}</time>
          {item.detail && <> · {item.detail}</>}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 sm:shrink-0 sm:justify-end">{actions}</div>
    </li>
  );
}
