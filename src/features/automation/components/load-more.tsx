import { Button } from '@/components/ui/button';

/** "N of M" and a Load more button while the database holds more rows than are shown. */
export function LoadMore({
  read,
  shown,
  total,
}: {
  read: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  shown: number;
  total: number;
}) {
  if (!read.hasNextPage) return null;
  return (
    <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-slate-600">
      <span>
        {shown} of {total}
      </span>
      <Button
        variant="secondary"
        disabled={read.isFetchingNextPage}
        onClick={() => void read.fetchNextPage()}
      >
        {read.isFetchingNextPage ? 'Loading…' : 'Load more'}
      </Button>
    </div>
  );
}
