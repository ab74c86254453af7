import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Modal } from '@/components/ui/modal';
import { SearchInput } from '@/components/ui/search-input';
import { formatDate } from '@/lib/credits/format';
import { scriptsListQuery } from '@/lib/scripts/script-queries';
import { SCRIPT_STATUS_LABELS, scriptErrorMessage, type ScriptStatus } from '@/lib/scripts/scripts-api';
import type { AppSupabaseClient } from '@/lib/supabase';

const STATUS_VARIANTS: Record<ScriptStatus, 'neutral' | 'warning' | 'success'> = {
  draft: 'neutral',
  in_review: 'warning',
  approved: 'success',
};

/** "Open script": the workspace's scripts, newest first, searchable by title. */
export function ScriptPickerModal({
  client,
  workspaceId,
  currentId,
  onPick,
  onClose,
}: {
  client: AppSupabaseClient;
  workspaceId: string;
  currentId: string | null;
  onPick: (id: string) => void;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const scripts = useQuery({
    ...scriptsListQuery(client, workspaceId, search),
    placeholderData: keepPreviousData,
  });
  return (
    <Modal title="Open script" description="Scripts saved in this workspace, newest first." onClose={onClose}>
      <label htmlFor="script-search" className="sr-only">
        Search scripts
      </label>
      <SearchInput
        id="script-search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder="Search by title"
        autoFocus
      />
      <div className="mt-3">
        {scripts.isPending ? (
          <p className="flex items-center gap-2 py-6 text-sm text-slate-600">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            Loading scripts…
          </p>
        ) : scripts.isError ? (
          <p role="alert" className="py-6 text-sm text-red-700">
            {scriptErrorMessage(scripts.error)}
          </p>
        ) : scripts.data.length === 0 ? (
          <p className="py-6 text-sm text-slate-600">
            {search.trim()
              ? 'No script has that in its title.'
              : 'No saved scripts yet. Type a script in the editor: it is saved as you write.'}
          </p>
        ) : (
          <ul aria-label="Scripts" className="divide-y divide-slate-200">
            {scripts.data.map((script) => (
              <li key={script.id}>
                <button
                  type="button"
                  onClick={() => onPick(script.id)}
                  aria-current={script.id === currentId ? 'true' : undefined}
                  className="flex w-full items-center gap-3 rounded-lg px-2 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">{script.title}</span>
                    <span className="block text-xs text-slate-600">{formatDate(script.updated_at)}</span>
                  </span>
                  <Badge variant={STATUS_VARIANTS[script.status]}>
                    {SCRIPT_STATUS_LABELS[script.status]}
                  </Badge>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
