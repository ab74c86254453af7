import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { getErrorMessage } from '@/lib/get-error-message';
import type { AppSupabaseClient } from '@/lib/supabase';
import { thumbnailKeys } from '@/lib/thumbnails/thumbnail-queries';
import { createThumbnail, renameThumbnail, updateThumbnail } from '@/lib/thumbnails/thumbnails-api';
import { useWorkspaces } from '@/lib/workspaces/workspace-context';
import { useWorkspaceRole } from '@/lib/workspaces/workspace-role';
import { CANVAS_HEIGHT, CANVAS_WIDTH, type Layer } from './layer-model';
import { openSavedDesign } from './open-saved-design';
import { serializeDesign } from './saved-design';
import { useThumbnailEditor } from './use-thumbnail-editor';

/** The design open on the canvas, once it has been saved or opened. */
export interface CurrentDesign {
  id: string;
  name: string;
}

interface SaveVariables {
  /** The design to save over; none makes a new one. */
  id: string | null;
  name: string;
  /** The layers as they were when Save was pressed (what "Saved" compares against). */
  layers: readonly Layer[];
}

export const THUMBNAIL_PARAM = 'thumbnail';

/**
 * The designer with its saved designs: the editor, the design open on it (`?thumbnail=<id>`),
 * whether it has changed since it was saved or opened, and Save, Save as new, Rename and Open in
 * the current workspace. Viewers may open and export but not save.
 */
export function useThumbnailDesign(client: AppSupabaseClient) {
  const editor = useThumbnailEditor();
  const queryClient = useQueryClient();
  const workspaceId = useWorkspaces().currentWorkspace?.id ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const requestedId = searchParams.get(THUMBNAIL_PARAM);
  const [current, setCurrent] = useState<CurrentDesign | null>(null);
  // The layers last saved or opened; the editor returns a new list on every change.
  const [savedLayers, setSavedLayers] = useState(editor.layers);
  const dirty = editor.layers !== savedLayers;

  const canSave = useWorkspaceRole(client, workspaceId).canEdit;

  const showInAddress = useCallback(
    (id: string | null) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (id) next.set(THUMBNAIL_PARAM, id);
          else next.delete(THUMBNAIL_PARAM);
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const { loadDesign } = editor;
  const open = useCallback(
    async (id: string) => {
      if (!workspaceId) return;
      try {
        const design = await openSavedDesign(queryClient, client, workspaceId, id);
        loadDesign(design.layers, design.images);
        setSavedLayers(design.layers);
        setCurrent({ id: design.thumbnail.id, name: design.thumbnail.name });
        showInAddress(design.thumbnail.id);
      } catch (error) {
        toast.error(getErrorMessage(error));
        showInAddress(current?.id ?? null);
      }
    },
    [client, current?.id, loadDesign, queryClient, showInAddress, workspaceId],
  );

  // An address naming another design than the one on the canvas opens it (a link, a reload).
  useEffect(() => {
    if (workspaceId && requestedId && requestedId !== current?.id) void open(requestedId);
  }, [current?.id, open, requestedId, workspaceId]);

  const invalidate = () =>
    workspaceId && queryClient.invalidateQueries({ queryKey: thumbnailKeys.all(workspaceId) });

  const save = useMutation({
    mutationFn: ({ id, name, layers }: SaveVariables) => {
      if (!workspaceId) throw new Error('Choose a workspace first');
      const content = { name, width: CANVAS_WIDTH, height: CANVAS_HEIGHT, layers: serializeDesign(layers) };
      return id ? updateThumbnail(client, id, content) : createThumbnail(client, workspaceId, content);
    },
    meta: { errorToast: 'Could not save the thumbnail' },
    onSuccess: (thumbnail, { layers }) => {
      setSavedLayers(layers);
      setCurrent({ id: thumbnail.id, name: thumbnail.name });
      showInAddress(thumbnail.id);
      toast.success('Thumbnail saved');
      return invalidate();
    },
  });

  const rename = useMutation({
    mutationFn: ({ id, name }: CurrentDesign) => renameThumbnail(client, id, name),
    meta: { errorToast: 'Could not rename the thumbnail' },
    onSuccess: (thumbnail) => {
      setCurrent({ id: thumbnail.id, name: thumbnail.name });
      toast.success('Thumbnail renamed');
      return invalidate();
    },
  });

  return {
    editor,
    workspaceId,
    current,
    dirty,
    canSave,
    saving: save.isPending || rename.isPending,
    /** Saves over the open design, or as a new one when `asNew` or nothing is open yet. */
    save: (name: string, asNew = false) =>
      save.mutateAsync({ id: asNew ? null : (current?.id ?? null), name, layers: editor.layers }),
    rename: (name: string) => (current ? rename.mutateAsync({ id: current.id, name }) : Promise.resolve()),
    open,
  };
}
