import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/credits/format';
import { SearchInput } from '@/components/ui/search-input';
import { getErrorMessage } from '@/lib/get-error-message';
import type { AppSupabaseClient } from '@/lib/supabase';
import { thumbnailListQuery } from '@/lib/thumbnails/thumbnail-queries';

/** Open: the workspace's saved designs, newest first, searchable by name; choosing one opens it. */
export function OpenDesignDialog({
  client,
  workspaceId,
  currentId,
  onOpen,
  onClose,
}: {
  client: AppSupabaseClient;
  workspaceId: string;
  currentId: string | null;
  onOpen: (id: string) => void;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const list = useQuery({
    ...thumbnailListQuery(client, workspaceId, search),
    placeholderData: keepPreviousData,
  });

  return (
    <Modal
      title="Open a thumbnail"
      description="Your workspace's saved designs, newest first."
      onClose={onClose}
    >
      <SearchInput
        aria-label="Search thumbnails"
        placeholder="Search by name"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="mt-4">
        {list.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2 className="size-4 animate-spin" aria-hidden /> Loading thumbnails…
          </p>
        ) : list.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {getErrorMessage(list.error, 'The thumbnails could not be loaded')}
          </p>
        ) : list.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            {search.trim()
              ? 'No thumbnail matches this search.'
              : 'No saved thumbnails yet. Design one, then press Save to find it here.'}
          </p>
        ) : (
          <ul
            aria-label="Saved thumbnails"
            className="divide-y divide-slate-200 rounded-lg border border-slate-200"
          >
            {list.data.map((thumbnail) => (
              <li key={thumbnail.id}>
                <button
                  type="button"
                  onClick={() => onOpen(thumbnail.id)}
                  aria-current={thumbnail.id === currentId ? 'true' : undefined}
                  aria-labelledby={`thumbnail-${thumbnail.id}-name`}
                  aria-describedby={`thumbnail-${thumbnail.id}-details`}
                  className="flex w-full min-w-0 flex-col items-start gap-0.5 px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span
                    id={`thumbnail-${thumbnail.id}-name`}
                    className="w-full truncate text-sm font-semibold text-slate-900"
                  >
                    {thumbnail.name}
                  </span>
                  <span id={`thumbnail-${thumbnail.id}-details`} className="text-xs text-slate-600">
                    {thumbnail.width}×{thumbnail.height} · Updated {formatDateTime(thumbnail.updated_at)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
