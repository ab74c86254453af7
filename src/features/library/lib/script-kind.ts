import { useQuery } from '@tanstack/react-query';
import { dashboardPath } from '@/lib/paths';
import { SCRIPT_TITLE_MAX } from '@/lib/schemas/script';
import { scriptKeys, scriptsListQuery } from '@/lib/scripts/script-queries';
import {
  deleteScript,
  duplicateScript,
  getScript,
  renameScript,
  SCRIPT_STATUS_LABELS,
  type ScriptStatus,
  type ScriptSummary,
} from '@/lib/scripts/scripts-api';
import type { AppSupabaseClient } from '@/lib/supabase';
import type { LibraryKind } from '../components/library-tab';
import type { LibraryItem } from './library-item';

const STATUS_VARIANTS: Record<ScriptStatus, NonNullable<LibraryItem['status']>['variant']> = {
  draft: 'neutral',
  in_review: 'warning',
  approved: 'success',
};

/** The latest compliance score stored on a script, when it has been checked. */
function complianceScore(compliance: ScriptSummary['compliance']): number | null {
  if (typeof compliance !== 'object' || compliance === null || Array.isArray(compliance)) return null;
  const score = compliance.score;
  return typeof score === 'number' ? score : null;
}

/** Scripts: open in the Video Creator, rename, duplicate, delete. */
export function scriptKind(client: AppSupabaseClient, workspaceId: string): LibraryKind<ScriptSummary> {
  return {
    noun: 'script',
    plural: 'scripts',
    useList: () => useQuery(scriptsListQuery(client, workspaceId)),
    invalidates: scriptKeys.all(workspaceId),
    toItem: (script) => {
      const score = complianceScore(script.compliance);
      return {
        id: script.id,
        title: script.title,
        authorId: script.author_id,
        date: script.updated_at,
        status: { label: SCRIPT_STATUS_LABELS[script.status], variant: STATUS_VARIANTS[script.status] },
        detail: [`Version ${script.version}`, score === null ? null : `Compliance ${score}/100`]
          .filter(Boolean)
          .join(' · '),
      };
    },
    openHref: (script) => `${dashboardPath('video-creator')}?script=${script.id}`,
    rename: {
      maxLength: SCRIPT_TITLE_MAX,
      run: async (script, title) =>
        renameScript(client, await getScript(client, workspaceId, script.id), title),
    },
    duplicate: (script) => duplicateScript(client, workspaceId, script.id),
    remove: (script) => deleteScript(client, script.id),
    empty: {
      title: 'No scripts yet',
      body: 'Write a script in the Video Creator: it is saved here as you type, with every version kept.',
      action: { label: 'Write a script', to: dashboardPath('video-creator') },
    },
  };
}
