import { useMutation, useQueryClient, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { Copy, Pencil, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { NameDialog } from '@/components/name-dialog';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/get-error-message';
import { arrangeItems, type LibraryItem, type LibrarySort } from '../lib/library-item';
import { LibraryRow } from './library-row';
import { LibraryToolbar } from './library-toolbar';
import { renameSchema } from '../lib/rename-schema';

/** What a Library tab lists and what it can do with one of its rows. */
export interface LibraryKind<Row> {
  /** "script": in labels and messages. */
  noun: string;
  plural: string;
  /** Reads the workspace's items of this kind (a TanStack query over the kind's api module). */
  useList: () => UseQueryResult<Row[]>;
  /** Invalidated after any change (the kind's lists and details). */
  invalidates: QueryKey;
  toItem: (row: Row) => LibraryItem;
  /** Where Open goes, when the item opens in a screen. */
  openHref?: (row: Row) => string | undefined;
  /** The Open link's words when it opens something else than the item (a video's script). */
  openLabel?: string;
  rename?: { maxLength: number; run: (row: Row, name: string) => Promise<unknown> };
  duplicate?: (row: Row) => Promise<unknown>;
  remove: (row: Row) => Promise<unknown>;
  /** Actions of this kind only (play, download), shown before the others. */
  extraActions?: (row: Row) => ReactNode;
  empty: { title: string; body: string; action?: { label: string; to: string } };
}

/**
 * One Library tab: the workspace's items of a kind, searchable and sortable, each with the
 * actions the caller's role allows (the database refuses the rest anyway).
 */
export function LibraryTab<Row>({
  kind,
  idPrefix,
  canCreate,
  canChange,
  authorOf,
}: {
  kind: LibraryKind<Row>;
  idPrefix: string;
  canCreate: boolean;
  canChange: (item: LibraryItem) => boolean;
  authorOf: (item: LibraryItem) => string;
}) {
  const queryClient = useQueryClient();
  const list = kind.useList();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<LibrarySort>('newest');
  const [renaming, setRenaming] = useState<{ row: Row; item: LibraryItem } | null>(null);
  const [deleting, setDeleting] = useState<{ row: Row; item: LibraryItem } | null>(null);

  const settled = () => queryClient.invalidateQueries({ queryKey: kind.invalidates });
  const rename = useMutation({
    mutationFn: ({ row, name }: { row: Row; name: string }) =>
      kind.rename?.run(row, name) ?? Promise.resolve(),
    onSuccess: () => toast.success(`Renamed`),
    onSettled: settled,
    meta: { errorToast: `Could not rename this ${kind.noun}` },
  });
  const duplicate = useMutation({
    mutationFn: (row: Row) => kind.duplicate?.(row) ?? Promise.resolve(),
    onSuccess: () => toast.success(`A copy of the ${kind.noun} was made`),
    onSettled: settled,
    meta: { errorToast: `Could not duplicate this ${kind.noun}` },
  });
  const remove = useMutation({
    mutationFn: (row: Row) => kind.remove(row),
    onSuccess: () => {
      toast.success(`Deleted`);
      setDeleting(null);
    },
    onSettled: settled,
    meta: { errorToast: `Could not delete this ${kind.noun}` },
  });

  const rows = list.data ?? [];
  const entries = rows.map((row) => ({ row, item: kind.toItem(row) }));
  const shown = arrangeItems(entries, search, sort, (entry) => entry.item);

  let body: ReactNode;
  if (list.isPending) {
    body = <p className="px-4 py-6 text-sm text-slate-600">Loading {kind.plural}…</p>;
  } else if (list.isError) {
    body = (
      <p role="alert" className="px-4 py-6 text-sm text-red-700">
        Could not load {kind.plural}: {getErrorMessage(list.error)}
      </p>
    );
  } else if (rows.length === 0) {
    body = (
      <div className="px-4 py-10 text-center">
        <h2 className="font-semibold text-slate-900">{kind.empty.title}</h2>
        <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{kind.empty.body}</p>
        {canCreate && kind.empty.action && (
          <Link to={kind.empty.action.to} className={buttonClasses('primary', 'mt-4')}>
            {kind.empty.action.label}
          </Link>
        )}
      </div>
    );
  } else if (shown.length === 0) {
    body = (
      <p className="px-4 py-6 text-sm text-slate-600">
        No {kind.plural} match “{search.trim()}”.
      </p>
    );
  } else {
    body = (
      <ul className="divide-y divide-slate-100" aria-label={kind.plural}>
        {shown.map(({ row, item }) => {
          const changeable = canChange(item);
          const href = kind.openHref?.(row);
          return (
            <LibraryRow
              key={item.id}
              item={item}
              author={authorOf(item)}
              href={kind.openLabel ? undefined : href}
              actions={
                <>
                  {kind.extraActions?.(row)}
                  {href && (
                    <Link
                      to={href}
                      aria-label={`${kind.openLabel ?? 'Open'} ${item.title}`}
                      className={buttonClasses('secondary', 'px-3 py-1.5')}
                    >
                      {kind.openLabel ?? 'Open'}
                    </Link>
                  )}
                  {changeable && kind.rename && (
                    <Button
                      variant="ghost"
                      className="px-2 py-1.5"
                      aria-label={`Rename ${item.title}`}
                      onClick={() => setRenaming({ row, item })}
                    >
                      <Pencil className="size-4" aria-hidden />
                      Rename
                    </Button>
                  )}
                  {canCreate && kind.duplicate && (
                    <Button
                      variant="ghost"
                      className="px-2 py-1.5"
                      aria-label={`Duplicate ${item.title}`}
                      disabled={duplicate.isPending}
                      onClick={() => duplicate.mutate(row)}
                    >
                      <Copy className="size-4" aria-hidden />
                      Duplicate
                    </Button>
                  )}
                  {changeable && (
                    <Button
                      variant="ghost"
                      className="px-2 py-1.5 text-red-700 hover:bg-red-50"
                      aria-label={`Delete ${item.title}`}
                      onClick={() => setDeleting({ row, item })}
                    >
                      <Trash2 className="size-4" aria-hidden />
                      Delete
                    </Button>
                  )}
                </>
              }
            />
          );
        })}
      </ul>
    );
  }

  return (
    <div className="space-y-4">
      <LibraryToolbar
        idPrefix={idPrefix}
        plural={kind.plural}
        search={search}
        onSearch={setSearch}
        sort={sort}
        onSort={setSort}
      />
      <Card className="overflow-hidden p-0">{body}</Card>
      {renaming && kind.rename && (
        <NameDialog
          title={`Rename ${kind.noun}`}
          submitLabel="Rename"
          defaultName={renaming.item.title}
          schema={renameSchema(kind.rename.maxLength)}
          onSubmit={(name) => rename.mutateAsync({ row: renaming.row, name })}
          onClose={() => setRenaming(null)}
        />
      )}
      {deleting && (
        <ConfirmDialog
          destructive
          title={`Delete this ${kind.noun}?`}
          message={`“${deleting.item.title}” will be deleted for everyone in this workspace. This cannot be undone.`}
          confirmLabel="Delete"
          busy={remove.isPending}
          onConfirm={() => remove.mutate(deleting.row)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
