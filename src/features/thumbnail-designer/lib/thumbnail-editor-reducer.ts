import { THUMBNAIL_TEMPLATES } from '@/data/thumbnail-templates';
import { applyTemplate } from './apply-template';
import type { ImageSources } from './draw-thumbnail';
import { generateLayout } from './generate-layout';
import { fitImage, type LoadedImage } from './image-upload';
import {
  CANVAS_HEIGHT,
  CANVAS_WIDTH,
  addLayer,
  canMove,
  initialLayers,
  moveLayer,
  removeLayer,
  shapeLayer,
  textLayer,
  toggleVisibility,
  uniqueName,
  updateLayer,
  type Layer,
} from './layer-model';

/** Everything the designer edits. */
export interface ThumbnailEditorState {
  /** Bottom to top. */
  layers: readonly Layer[];
  /** The layer whose properties are shown, if any. */
  selectedId: string | null;
  /** The template the layout was last taken from; Generate lays out its own. */
  templateId: string | null;
  /** The loaded images the image layers draw, by source. */
  images: ImageSources;
}

/**
 * What the designer does. New layers bring their id: ids are made outside the reducer, which
 * stays pure.
 */
export type ThumbnailEditorAction =
  | { type: 'select'; id: string }
  | { type: 'toggle-visibility'; id: string }
  | { type: 'move'; id: string; direction: 'up' | 'down' }
  | { type: 'remove'; id: string }
  | { type: 'update'; id: string; patch: Partial<Layer> }
  | { type: 'add-text'; id: string }
  | { type: 'add-shape'; id: string }
  | ({ type: 'add-image'; id: string } & LoadedImage)
  | { type: 'apply-template'; templateId: string }
  | { type: 'generate'; description: string }
  | { type: 'load-design'; layers: readonly Layer[]; images: ImageSources };

/** The starting layers with the Main Title selected. */
export function initialEditorState(): ThumbnailEditorState {
  return { layers: initialLayers(), selectedId: 'main-title', templateId: null, images: new Map() };
}

/** The images still drawn by some layer (a deleted image layer lets its image go). */
function imagesInUse(images: ImageSources, layers: readonly Layer[]): ImageSources {
  const used = new Set(layers.flatMap((layer) => (layer.kind === 'image' ? [layer.src] : [])));
  return [...images.keys()].every((src) => used.has(src))
    ? images
    : new Map([...images].filter(([src]) => used.has(src)));
}

/** Puts a new layer on top and selects it; an id already in use changes nothing. */
function withNewLayer(state: ThumbnailEditorState, layer: Layer): ThumbnailEditorState {
  if (state.layers.some((existing) => existing.id === layer.id)) return state;
  return { ...state, layers: addLayer(state.layers, layer), selectedId: layer.id };
}

/**
 * The designer's editor: each action goes through the layer model's pure operations. An action
 * on a layer that does not exist (or a move past an end, or deleting the background) returns the
 * same state, so nothing redraws.
 */
export function thumbnailEditorReducer(
  state: ThumbnailEditorState,
  action: ThumbnailEditorAction,
): ThumbnailEditorState {
  const exists = (id: string) => state.layers.some((layer) => layer.id === id);

  switch (action.type) {
    case 'select':
      return exists(action.id) && action.id !== state.selectedId
        ? { ...state, selectedId: action.id }
        : state;
    case 'toggle-visibility':
      return exists(action.id) ? { ...state, layers: toggleVisibility(state.layers, action.id) } : state;
    case 'move':
      return canMove(state.layers, action.id, action.direction)
        ? { ...state, layers: moveLayer(state.layers, action.id, action.direction) }
        : state;
    case 'remove': {
      const layers = removeLayer(state.layers, action.id);
      if (layers.length === state.layers.length) return state;
      return {
        ...state,
        layers,
        selectedId: state.selectedId === action.id ? null : state.selectedId,
        images: imagesInUse(state.images, layers),
      };
    }
    case 'update':
      return exists(action.id)
        ? { ...state, layers: updateLayer(state.layers, action.id, action.patch) }
        : state;
    case 'add-text':
      return withNewLayer(
        state,
        textLayer({ id: action.id, name: uniqueName(state.layers, 'Text'), text: 'New text' }),
      );
    case 'add-shape':
      return withNewLayer(state, shapeLayer({ id: action.id, name: uniqueName(state.layers, 'Shape') }));
    case 'add-image': {
      const next = withNewLayer(state, {
        kind: 'image',
        id: action.id,
        name: uniqueName(state.layers, 'Image'),
        visible: true,
        src: action.src,
        ...fitImage(action.width, action.height, CANVAS_WIDTH, CANVAS_HEIGHT),
      });
      return next === state
        ? state
        : { ...next, images: new Map(state.images).set(action.src, action.image) };
    }
    case 'apply-template': {
      const template = THUMBNAIL_TEMPLATES.find((t) => t.id === action.templateId);
      if (!template) return state;
      return {
        ...state,
        layers: applyTemplate(template, state.layers),
        templateId: template.id,
        selectedId: 'main-title',
      };
    }
    case 'load-design':
      // A saved design replaces the canvas as it is; only what is on screen is reset.
      return {
        layers: action.layers,
        images: action.images,
        templateId: null,
        selectedId: action.layers.some((l) => l.id === 'main-title') ? 'main-title' : null,
      };
    case 'generate':
      return {
        ...state,
        layers: generateLayout(action.description, state.layers),
        templateId: null,
        selectedId: 'main-title',
      };
  }
}
