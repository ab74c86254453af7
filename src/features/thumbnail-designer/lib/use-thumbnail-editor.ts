import { useMemo, useReducer } from 'react';
import type { ImageSources } from './draw-thumbnail';
import type { LoadedImage } from './image-upload';
import { newLayerId, type Layer } from './layer-model';
import { initialEditorState, thumbnailEditorReducer } from './thumbnail-editor-reducer';

/** The designer's editor state (layers, selection, template, images) and the named actions on it. */
export function useThumbnailEditor() {
  const [state, dispatch] = useReducer(thumbnailEditorReducer, undefined, initialEditorState);

  const actions = useMemo(
    () => ({
      select: (id: string) => dispatch({ type: 'select', id }),
      toggleVisibility: (id: string) => dispatch({ type: 'toggle-visibility', id }),
      move: (id: string, direction: 'up' | 'down') => dispatch({ type: 'move', id, direction }),
      remove: (id: string) => dispatch({ type: 'remove', id }),
      update: (id: string, patch: Partial<Layer>) => dispatch({ type: 'update', id, patch }),
      addText: () => dispatch({ type: 'add-text', id: newLayerId('text') }),
      addShape: () => dispatch({ type: 'add-shape', id: newLayerId('shape') }),
      addImage: (image: LoadedImage) => dispatch({ type: 'add-image', id: newLayerId('image'), ...image }),
      applyTemplate: (templateId: string) => dispatch({ type: 'apply-template', templateId }),
      generate: (description: string) => dispatch({ type: 'generate', description }),
      loadDesign: (layers: readonly Layer[], images: ImageSources) =>
        dispatch({ type: 'load-design', layers, images }),
    }),
    [],
  );

  const selected = state.layers.find((layer) => layer.id === state.selectedId) ?? null;
  return { ...state, selected, ...actions };
}
