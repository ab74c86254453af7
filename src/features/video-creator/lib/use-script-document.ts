import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { scriptKeys, scriptQuery } from '@/lib/scripts/script-queries';
import { isNetworkFailure, saveScript, scriptErrorMessage } from '@/lib/scripts/scripts-api';
import type { AppSupabaseClient } from '@/lib/supabase';
import { clearScriptDraft, readScriptDraft, writeScriptDraft } from './script-draft-storage';
import type { ScriptToVideoFormApi } from './script-to-video-form';
import { scriptTitleFor } from './script-title';

/** A changed draft is saved once the user has stopped typing for this long. */
export const AUTOSAVE_DELAY_MS = 3000;

interface Content {
  title: string;
  body: string;
}

const EMPTY: Content = { title: '', body: '' };

/** What is in the editor: where it came from, the script it is, and what the database last confirmed. */
interface ScriptDocument {
  /**
   * The sources this document answers to (user, workspace and `?script=`); another source is not
   * loaded yet. A first save names the new script in the address: both addresses are this document.
   */
  sources: string[];
  scriptId: string | null;
  /** The saved script's version (null before its first save). */
  version: number | null;
  /** The content as last saved (null: not known, so anything counts as a change). */
  saved: Content | null;
  /** Why the requested script could not be opened. */
  notice: string | null;
}

interface SaveRequest extends Content {
  source: string;
  workspaceId: string;
  scriptId: string | null;
}

export type ScriptSaveStatus =
  | { kind: 'idle' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'offline' }
  | { kind: 'failed'; reason: string };

const sourceOf = (userId: string, workspaceId: string, scriptId: string | null) =>
  `${userId}:${workspaceId}:${scriptId ?? 'draft'}`;

const sameContent = (a: Content | null | undefined, b: Content) =>
  !!a && a.title === b.title && a.body === b.body;

export interface ScriptDocumentOptions {
  client: AppSupabaseClient;
  form: ScriptToVideoFormApi;
  userId: string | null;
  workspaceId: string | null;
  /** The caller may create and edit scripts here (not a viewer). */
  canEdit: boolean;
  /** A template arrived with the page: it starts a new script instead of the kept draft. */
  startsFromTemplate: boolean;
}

/**
 * The Video Creator's script as a saved document: `?script=<id>` opens one, the unsaved draft is
 * kept in the browser until the database has it, and a changed draft is saved after a pause in
 * typing. Saves go through one mutation; while offline it waits (TanStack Query pauses it) and
 * runs when the browser is back online.
 */
export function useScriptDocument({
  client,
  form,
  userId,
  workspaceId,
  canEdit,
  startsFromTemplate,
}: ScriptDocumentOptions) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('script');
  const source = userId && workspaceId ? sourceOf(userId, workspaceId, requested) : null;
  const [doc, setDoc] = useState<ScriptDocument | null>(null);
  const current = source !== null && doc?.sources.includes(source) ? doc : null;
  const loaded = current !== null;

  const requestedScript = useQuery({
    ...scriptQuery(client, workspaceId ?? '', requested ?? ''),
    enabled: workspaceId !== null && requested !== null && !loaded,
  });

  const [watchedTitle, body] = useWatch({ control: form.control, name: ['title', 'script'] });
  const title = watchedTitle ?? '';
  const content: Content = { title, body };

  const save = useMutation({
    mutationFn: (request: SaveRequest) =>
      saveScript(client, {
        id: request.scriptId,
        workspaceId: request.workspaceId,
        title: scriptTitleFor(request.title, request.body),
        body: request.body,
      }),
    // A save that got no answer is tried again (and waits while offline); a refusal is shown.
    retry: (_count, error) => isNetworkFailure(error),
    onSuccess: async (saved, request) => {
      if (doc?.sources.includes(request.source)) {
        // An empty title was filled in by the save: show it, unless the user has typed one since.
        const filled = request.title.trim() === '' && !form.getValues('title');
        if (filled) form.setValue('title', saved.title);
        const savedContent = { title: filled ? saved.title : request.title, body: request.body };
        if (
          userId &&
          sameContent(savedContent, { title: form.getValues('title') ?? '', body: form.getValues('script') })
        ) {
          clearScriptDraft(userId, request.workspaceId);
        }
        const next = sourceOf(userId ?? '', request.workspaceId, saved.id);
        setDoc({
          sources: [request.source, next],
          scriptId: saved.id,
          version: saved.version,
          saved: savedContent,
          notice: null,
        });
        if (requested !== saved.id) {
          setSearchParams(
            (params) => {
              params.set('script', saved.id);
              return params;
            },
            { replace: true },
          );
        }
      }
      await queryClient.invalidateQueries({ queryKey: scriptKeys.all(request.workspaceId) });
    },
  });

  // Load the source once it is known: the requested script (with the kept draft of it, if any),
  // else the kept draft, else what the form holds (empty, or a template).
  const answer = requestedScript.data;
  const failure = requestedScript.error;
  useEffect(() => {
    if (source === null || userId === null || workspaceId === null || loaded) return;
    const draft = readScriptDraft(userId, workspaceId);
    const fill = ({ title: nextTitle, body: nextBody }: Content) => {
      form.setValue('title', nextTitle);
      form.setValue('script', nextBody);
    };
    if (requested === null) {
      if (draft && !startsFromTemplate) fill(draft);
      const kept = draft && !startsFromTemplate ? draft.scriptId : null;
      setDoc({ sources: [source], scriptId: kept, version: null, saved: kept ? null : EMPTY, notice: null });
    } else if (answer) {
      const saved = { title: answer.title, body: answer.body };
      fill(draft?.scriptId === answer.id ? draft : saved);
      setDoc({ sources: [source], scriptId: answer.id, version: answer.version, saved, notice: null });
    } else if (failure) {
      fill(EMPTY);
      setDoc({
        sources: [source],
        scriptId: null,
        version: null,
        saved: EMPTY,
        notice: scriptErrorMessage(failure),
      });
    }
  }, [source, loaded, requested, answer, failure, userId, workspaceId, startsFromTemplate, form]);

  const dirty = loaded && canEdit && !sameContent(current.saved, content);

  // The draft stays in the browser until the database has it.
  useEffect(() => {
    if (!loaded || !canEdit || userId === null || workspaceId === null) return;
    if (dirty) writeScriptDraft(userId, workspaceId, { scriptId: current.scriptId, title, body });
    else clearScriptDraft(userId, workspaceId);
  }, [loaded, canEdit, dirty, userId, workspaceId, current?.scriptId, title, body]);

  const request = (): SaveRequest | null =>
    loaded && source && workspaceId ? { source, workspaceId, scriptId: current.scriptId, title, body } : null;
  const failedAsIs = save.isError && save.variables.source === source && sameContent(save.variables, content);

  const { mutate } = save;
  const pending = save.isPending;
  useEffect(() => {
    if (!dirty || pending || failedAsIs || source === null || workspaceId === null || !current) return;
    const next: SaveRequest = { source, workspaceId, scriptId: current.scriptId, title, body };
    const timer = setTimeout(() => mutate(next), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, pending, failedAsIs, source, workspaceId, current, title, body, mutate]);

  const waitingForNetwork =
    save.isPaused || (save.isPending && save.failureReason !== null && isNetworkFailure(save.failureReason));
  const status: ScriptSaveStatus =
    !canEdit || !loaded
      ? { kind: 'idle' }
      : waitingForNetwork
        ? { kind: 'offline' }
        : save.isPending
          ? { kind: 'saving' }
          : failedAsIs
            ? { kind: 'failed', reason: scriptErrorMessage(save.error) }
            : dirty
              ? { kind: 'unsaved' }
              : current.scriptId
                ? { kind: 'saved' }
                : { kind: 'idle' };

  return {
    /** Loaded and in a workspace: the title and the Save / Open controls can be used. */
    ready: loaded,
    canEdit,
    status,
    /** There is something the database does not have yet. */
    unsaved: dirty || save.isPending,
    notice: loaded ? current.notice : null,
    scriptId: loaded ? current.scriptId : null,
    /**
     * The saved script a video or voice-over is made from: saved first when it has changes (the
     * text the user generates from is the version kept); null when it cannot be saved (a viewer,
     * no workspace, a refusal: the status line says why), and the generation goes on without it.
     */
    async scriptForGeneration(): Promise<{ id: string; version: number } | null> {
      const next = request();
      if (!next || !canEdit || next.body.trim() === '') return null;
      if (!dirty && current?.scriptId && current.version !== null) {
        return { id: current.scriptId, version: current.version };
      }
      try {
        const saved = await save.mutateAsync(next);
        return { id: saved.id, version: saved.version };
      } catch {
        return null;
      }
    },
    saveNow() {
      const next = request();
      if (next && canEdit && !save.isPending) save.mutate(next);
    },
    /** Opens another script of the workspace, saving the current one first when it changed. */
    async open(id: string) {
      const next = request();
      if (next && dirty) {
        try {
          await save.mutateAsync(next);
        } catch {
          return; // The status line says why; the user's text stays in the editor.
        }
      }
      setSearchParams({ script: id });
    },
  };
}

export type ScriptDocumentApi = ReturnType<typeof useScriptDocument>;
