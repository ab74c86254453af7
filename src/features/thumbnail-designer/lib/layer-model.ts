// The thumbnail as a list of layers, drawn in order (the first is at the bottom). Pure functions:
// every change returns a new list.

export const CANVAS_WIDTH = 1280;
export const CANVAS_HEIGHT = 720;
/** Text sizes are set on a 12-72 scale (a 640x360 design grid); the 1280x720 canvas doubles them. */
export const FONT_SCALE = 2;
export const TEXT_SIZE = { min: 12, max: 72, default: 24 } as const;

/** The eight text colours (docs/product-rules.md#thumbnail-designer). */
export const TEXT_COLORS = [
  { value: '#ffffff', name: 'White' },
  { value: '#000000', name: 'Black' },
  { value: '#ef4444', name: 'Red' },
  { value: '#facc15', name: 'Yellow' },
  { value: '#3b82f6', name: 'Blue' },
  { value: '#22c55e', name: 'Green' },
  { value: '#f97316', name: 'Orange' },
  { value: '#a855f7', name: 'Purple' },
] as const;

export const FONTS = [
  { value: 'impact', label: 'Impact', stack: 'Impact, "Arial Black", "Helvetica Neue", sans-serif' },
  { value: 'arial-black', label: 'Arial Black', stack: '"Arial Black", Arial, sans-serif' },
  { value: 'arial', label: 'Arial', stack: 'Arial, Helvetica, sans-serif' },
  { value: 'helvetica', label: 'Helvetica', stack: '"Helvetica Neue", Helvetica, Arial, sans-serif' },
  { value: 'georgia', label: 'Georgia', stack: 'Georgia, "Times New Roman", serif' },
  { value: 'verdana', label: 'Verdana', stack: 'Verdana, Geneva, sans-serif' },
  { value: 'trebuchet', label: 'Trebuchet MS', stack: '"Trebuchet MS", Tahoma, sans-serif' },
  { value: 'courier', label: 'Courier New', stack: '"Courier New", Courier, monospace' },
] as const;

export type FontId = (typeof FONTS)[number]['value'];
export type FontWeight = 'normal' | 'bold' | 'black';
export type TextAlign = 'left' | 'center' | 'right';

interface LayerBase {
  id: string;
  name: string;
  visible: boolean;
}

export interface BackgroundLayer extends LayerBase {
  kind: 'background';
  /** A vertical-diagonal gradient; from === to is a solid colour. */
  from: string;
  to: string;
}

export interface TextLayer extends LayerBase {
  kind: 'text';
  text: string;
  font: FontId;
  /** On the 12-72 scale. */
  size: number;
  color: string;
  weight: FontWeight;
  align: TextAlign;
  /** The anchor point on the 1280x720 canvas: x by `align`, y the middle of the text block. */
  x: number;
  y: number;
  stroke: { enabled: boolean; color: string; width: number };
  shadow: boolean;
}

export interface ShapeLayer extends LayerBase {
  kind: 'shape';
  shape: 'rect' | 'circle';
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
  /** 0 to 1. */
  opacity: number;
}

export interface ImageLayer extends LayerBase {
  kind: 'image';
  /** A data URL read from the user's file. */
  src: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export type Layer = BackgroundLayer | TextLayer | ShapeLayer | ImageLayer;

let counter = 0;
/** A fresh layer id. */
export const newLayerId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

export function textLayer(fields: Partial<TextLayer> & Pick<TextLayer, 'id' | 'name' | 'text'>): TextLayer {
  return {
    kind: 'text',
    visible: true,
    font: 'impact',
    size: TEXT_SIZE.default,
    color: '#ffffff',
    weight: 'bold',
    align: 'center',
    x: CANVAS_WIDTH / 2,
    y: CANVAS_HEIGHT / 2,
    stroke: { enabled: false, color: '#000000', width: 8 },
    shadow: false,
    ...fields,
  };
}

/** A shape; unless told otherwise, the yellow 400x200 rectangle "Add Shape" puts in the middle. */
export function shapeLayer(fields: Partial<ShapeLayer> & Pick<ShapeLayer, 'id' | 'name'>): ShapeLayer {
  return {
    kind: 'shape',
    visible: true,
    shape: 'rect',
    x: (CANVAS_WIDTH - 400) / 2,
    y: (CANVAS_HEIGHT - 200) / 2,
    width: 400,
    height: 200,
    color: '#facc15',
    opacity: 1,
    ...fields,
  };
}

/** The designer's starting layers, bottom to top; the Color Overlay starts hidden. */
export function initialLayers(): Layer[] {
  return [
    {
      kind: 'background',
      id: 'background',
      name: 'Background',
      visible: true,
      from: '#4f46e5',
      to: '#db2777',
    },
    shapeLayer({
      id: 'color-overlay',
      name: 'Color Overlay',
      visible: false,
      x: 0,
      y: 0,
      width: CANVAS_WIDTH,
      height: CANVAS_HEIGHT,
      color: '#000000',
      opacity: 0.35,
    }),
    textLayer({
      id: 'subtitle',
      name: 'Subtitle',
      text: 'Watch before you start',
      size: 28,
      color: '#facc15',
      y: 500,
      shadow: true,
    }),
    textLayer({
      id: 'main-title',
      name: 'Main Title',
      text: 'YOUR TITLE HERE',
      size: 64,
      weight: 'black',
      y: 300,
      stroke: { enabled: true, color: '#000000', width: 10 },
    }),
  ];
}

export function updateLayer<L extends Layer>(
  layers: readonly Layer[],
  id: string,
  patch: Partial<L>,
): Layer[] {
  return layers.map((layer) => (layer.id === id ? ({ ...layer, ...patch } as Layer) : layer));
}

export function toggleVisibility(layers: readonly Layer[], id: string): Layer[] {
  return layers.map((layer) => (layer.id === id ? { ...layer, visible: !layer.visible } : layer));
}

/** Moves a layer one step towards the top ('up') or the bottom ('down'); at an end nothing moves. */
export function moveLayer(layers: readonly Layer[], id: string, direction: 'up' | 'down'): Layer[] {
  const index = layers.findIndex((layer) => layer.id === id);
  const target = direction === 'up' ? index + 1 : index - 1;
  if (index < 0 || target < 0 || target >= layers.length) return [...layers];
  const next = [...layers];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}

export const canMove = (layers: readonly Layer[], id: string, direction: 'up' | 'down') => {
  const index = layers.findIndex((layer) => layer.id === id);
  return index >= 0 && (direction === 'up' ? index < layers.length - 1 : index > 0);
};

/** Removes a layer; the background stays (every thumbnail needs one). */
export function removeLayer(layers: readonly Layer[], id: string): Layer[] {
  return layers.filter((layer) => layer.id !== id || layer.kind === 'background');
}

/** Adds a layer on top. */
export function addLayer(layers: readonly Layer[], layer: Layer): Layer[] {
  return [...layers, layer];
}

/** A name not used yet: "Text", "Text 2", ... */
export function uniqueName(layers: readonly Layer[], base: string): string {
  const names = new Set(layers.map((layer) => layer.name));
  if (!names.has(base)) return base;
  let n = 2;
  while (names.has(`${base} ${n}`)) n += 1;
  return `${base} ${n}`;
}

export const clampTextSize = (size: number) =>
  Math.min(
    TEXT_SIZE.max,
    Math.max(TEXT_SIZE.min, Math.round(Number.isFinite(size) ? size : TEXT_SIZE.default)),
  );

export const fontStack = (font: FontId) => FONTS.find((f) => f.value === font)?.stack ?? FONTS[0].stack;

const weightValue: Record<FontWeight, string> = { normal: '400', bold: '700', black: '900' };

/** The CSS font shorthand a text layer is drawn with on the full-size canvas. */
export const canvasFont = (layer: Pick<TextLayer, 'weight' | 'size' | 'font'>) =>
  `${weightValue[layer.weight]} ${layer.size * FONT_SCALE}px ${fontStack(layer.font)}`;
